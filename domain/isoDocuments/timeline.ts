/**
 * A project's implementation timeline (issue 31 item 3): the chain of domain/engines/timeline
 * (release → implementation → training, internal audit → management review → certification
 * application, in Chinese working days) computed from the variables' 管理手册发布日期, where a
 * date the consultant set in the `dates` group replaces the computed one and everything anchored
 * on it moves with it. The risk assessment is dated before the release (domain brief §5.2: T0 −
 * 15..30 days): 10 working days before, unless set. Years without holiday data are named in the
 * notes (weekends only there), never silently.
 */
import { DEFAULT_TIMELINE_OFFSETS, TIMELINE_ANCHORS, TimelineMilestone } from '../engines/timeline/calDateTimeline';
import { workCalendar } from '../engines/timeline/calendar';
import { isIsoDate, plusDays, yearOf, type IsoDate } from '../engines/timeline/isoDate';
import { holidayDataCovers } from '../engines/timeline/calendar';
import type { IsoVariableValues } from './variables';

/** The milestones a project's documents are dated with, and the variable that may set each. */
export const ISO_TIMELINE_FIELDS = {
  riskAssessment: 'riskAssessmentDate',
  release: 'manualReleaseDate',
  effective: null,
  training: 'trainingDate',
  internalAudit: 'internalAuditDate',
  managementReview: 'managementReviewDate',
  certificationApplication: 'certificationApplicationDate',
} as const;
export type IsoTimelineKey = keyof typeof ISO_TIMELINE_FIELDS;

export const ISO_TIMELINE_LABELS: Readonly<Record<IsoTimelineKey, string>> = {
  riskAssessment: '风险评估',
  ...TimelineMilestone.labels,
};

/** Working days the risk assessment comes before the release (brief §5.2: 15–30 calendar days). */
export const RISK_ASSESSMENT_WORKDAYS_BEFORE_RELEASE = 10;

export interface IsoTimelineEntry {
  key: IsoTimelineKey;
  label: string;
  date: IsoDate;
  /** Set by hand in the variables (not computed). */
  overridden: boolean;
  /** What it is counted from (null: the release, or set by hand). */
  anchor: IsoTimelineKey | null;
  /** Working days from the anchor (negative: before it); null when set by hand or the release. */
  workdays: number | null;
}

export interface IsoTimeline {
  entries: IsoTimelineEntry[];
  /** Date by milestone (for documents: {dates.internalAudit}). */
  dates: Record<IsoTimelineKey, IsoDate>;
  holidayDataAvailable: boolean;
  uncoveredYears: number[];
  notes: string[];
}

const STEPS = Object.keys(TIMELINE_ANCHORS) as (keyof typeof TIMELINE_ANCHORS)[];

/** The timeline of a project's variables; null while the release date is not set (or invalid). */
export function projectTimeline(values: IsoVariableValues): IsoTimeline | null {
  const release = values.manualReleaseDate;
  if (!isIsoDate(release)) return null;
  const calendar = workCalendar();
  const setByHand = (key: IsoTimelineKey): IsoDate | null => {
    const field = ISO_TIMELINE_FIELDS[key];
    const value = field ? values[field] : null;
    return isIsoDate(value) ? value : null;
  };

  const dates = { release } as Record<IsoTimelineKey, IsoDate>;
  const entries: IsoTimelineEntry[] = [];
  // The risk assessment: the last working day RISK_ASSESSMENT_WORKDAYS_BEFORE_RELEASE working days before.
  let riskDate = setByHand('riskAssessment');
  if (!riskDate) {
    let date = release;
    for (let counted = 0; counted < RISK_ASSESSMENT_WORKDAYS_BEFORE_RELEASE; ) {
      date = plusDays(date, -1);
      if (calendar.isWorkday(date)) counted++;
    }
    riskDate = date;
  }
  dates.riskAssessment = riskDate;
  entries.push({
    key: 'riskAssessment',
    label: ISO_TIMELINE_LABELS.riskAssessment,
    date: riskDate,
    overridden: !!setByHand('riskAssessment'),
    anchor: setByHand('riskAssessment') ? null : 'release',
    workdays: setByHand('riskAssessment') ? null : -RISK_ASSESSMENT_WORKDAYS_BEFORE_RELEASE,
  });
  entries.push({ key: 'release', label: ISO_TIMELINE_LABELS.release, date: release, overridden: true, anchor: null, workdays: null });
  for (const step of STEPS) {
    const manual = setByHand(step);
    const anchor = TIMELINE_ANCHORS[step];
    dates[step] = manual ?? calendar.addWorkdays(dates[anchor], DEFAULT_TIMELINE_OFFSETS[step]);
    entries.push({
      key: step,
      label: ISO_TIMELINE_LABELS[step],
      date: dates[step],
      overridden: !!manual,
      anchor: manual ? null : anchor,
      workdays: manual ? null : DEFAULT_TIMELINE_OFFSETS[step],
    });
  }

  const notes: string[] = [];
  const years = [...new Set(entries.map((entry) => yearOf(entry.date)))].sort();
  const uncoveredYears = years.filter((year) => !holidayDataCovers(year));
  if (uncoveredYears.length > 0) notes.push(`节假日数据不含 ${uncoveredYears.join('、')} 年：这些年份仅跳过周末，未考虑法定节假日和调休，请人工核对`);
  for (const step of STEPS) {
    const anchorDate = dates[TIMELINE_ANCHORS[step]];
    if (dates[step] < anchorDate)
      notes.push(`${ISO_TIMELINE_LABELS[step]}（${dates[step]}）早于${ISO_TIMELINE_LABELS[TIMELINE_ANCHORS[step]]}（${anchorDate}），请核对`);
  }
  if (dates.riskAssessment > release) notes.push(`风险评估（${dates.riskAssessment}）晚于管理手册发布（${release}），通常应在发布前完成`);
  return { entries, dates, holidayDataAvailable: uncoveredYears.length === 0, uncoveredYears, notes };
}
