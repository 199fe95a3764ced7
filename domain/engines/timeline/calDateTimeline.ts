/**
 * calDateTimeline (GET /api/iso/common/calDateTimeline?latestManageManualReleaseDateTime):
 * from the management manual's release date (管理手册发布日期), the dates of implementation,
 * training, internal audit, management review and certification application, counted in Chinese
 * working days. Basis: domain brief §5.2 (offsets are [I]: consultancy practice, configurable).
 */
import { z } from 'zod';
import { defineEnum } from '../../kernel/enums';
import { parseOrThrow } from '../../kernel/validation';
import { EngineInputError } from '../errors';
import { describeValue } from '../guard';
import { MAX_OVERRIDE_DATES, workCalendar, type DayInfo } from './calendar';
import { dayDistance as daysBetween, parseIsoDate, plusDays as addDays, yearOf, type IsoDate } from './isoDate';

export const TimelineMilestone = defineEnum({
  release: '管理手册发布',
  effective: '体系实施',
  training: '体系培训',
  internalAudit: '内部审核',
  managementReview: '管理评审',
  certificationApplication: '认证申请',
});
export type TimelineMilestone = (typeof TimelineMilestone.values)[number];
type Step = Exclude<TimelineMilestone, 'release'>;

/** Each milestone is counted from its anchor; the chain is fixed, the distances are configurable. */
export const TIMELINE_ANCHORS: Readonly<Record<Step, TimelineMilestone>> = {
  effective: 'release',
  training: 'effective',
  internalAudit: 'effective',
  managementReview: 'internalAudit',
  certificationApplication: 'managementReview',
};

const workdays = (fallback: number) => z.number().int().min(0).max(500).default(fallback);

/** Offsets in working days from each milestone's anchor. Defaults [I], brief §5.2 (see docs/engines-audit-time.md). */
export const timelineOffsetsSchema = z.strictObject({
  /** Release → implementation; brief: T0 + 0..7 days. */
  effective: workdays(3),
  /** Implementation → awareness training; brief: within T0 + 0..7 days (≈ 5 working days in total). */
  training: workdays(2),
  /** Implementation → internal audit; brief: T0 + 60..90 days (2–3 months of operating records). */
  internalAudit: workdays(50),
  /** Internal audit → management review; brief: + 7..15 days. */
  managementReview: workdays(7),
  /** Management review → certification application / Stage 1; brief: + 7..30 days. */
  certificationApplication: workdays(10),
});
export type TimelineOffsetsInput = z.input<typeof timelineOffsetsSchema>;
export type TimelineOffsets = z.output<typeof timelineOffsetsSchema>;
export const DEFAULT_TIMELINE_OFFSETS: TimelineOffsets = timelineOffsetsSchema.parse({});

const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
  .refine((d) => parseIsoDate(d) === d, '不是有效日期');

export const timelineOptionsSchema = z.strictObject({
  offsets: timelineOffsetsSchema.default(DEFAULT_TIMELINE_OFFSETS),
  /** [I] brief §5.2: CBs expect 2–3 months of operation before the internal audit; a note warns below this. */
  minOperationDaysBeforeInternalAudit: z.number().int().min(0).max(365).default(60),
  extraHolidays: z.array(isoDateSchema).max(MAX_OVERRIDE_DATES).default([]),
  extraWorkdays: z.array(isoDateSchema).max(MAX_OVERRIDE_DATES).default([]),
});
export type TimelineOptions = z.input<typeof timelineOptionsSchema>;

const TIMELINE_FIELD_LABELS = {
  offsets: '时间间隔',
  'offsets.effective': '发布至实施的工作日数',
  'offsets.training': '实施至培训的工作日数',
  'offsets.internalAudit': '实施至内部审核的工作日数',
  'offsets.managementReview': '内部审核至管理评审的工作日数',
  'offsets.certificationApplication': '管理评审至认证申请的工作日数',
  minOperationDaysBeforeInternalAudit: '内审前最少运行天数',
  'extraHolidays.*': '补充休息日',
  'extraWorkdays.*': '补充工作日',
};

const milestoneSchema = z.object({
  key: TimelineMilestone.schema,
  label: z.string(),
  date: z.string(),
  /** The milestone it is counted from (null for the release itself). */
  anchor: TimelineMilestone.schema.nullable(),
  /** Working days after the anchor (null for the release). */
  workdays: z.number().int().nullable(),
  calendarDaysFromRelease: z.number().int(),
});
const namedDaySchema = z.object({ date: z.string(), name: z.string() });

/** Response `data` of calDateTimeline; the API contract can reuse it as is. */
export const timelineResultSchema = z.object({
  releaseDate: z.string(),
  effectiveDate: z.string(),
  trainingDate: z.string(),
  internalAuditDate: z.string(),
  managementReviewDate: z.string(),
  certificationApplicationDate: z.string(),
  milestones: z.array(milestoneSchema),
  offsets: timelineOffsetsSchema,
  /** False when any date of the span lies in a year without holiday data (weekends only there). */
  holidayDataAvailable: z.boolean(),
  uncoveredYears: z.array(z.number().int()),
  /** Public holidays within the span after the release date (weekend ones included; skipped). */
  holidays: z.array(namedDaySchema),
  /** Weekend days that are working days (调休上班) within the span (counted). */
  makeUpWorkdays: z.array(namedDaySchema),
  notes: z.array(z.string()),
});
export type TimelineResult = z.output<typeof timelineResultSchema>;

/** Consecutive days become one run: "国庆节/中秋（2025-10-01 至 2025-10-08）、元旦（2026-01-01 至 2026-01-03）". */
function describeRuns(days: readonly DayInfo[]): string {
  const runs: { names: Set<string>; from: IsoDate; to: IsoDate }[] = [];
  for (const d of days) {
    const run = runs[runs.length - 1];
    if (run && addDays(run.to, 1) === d.date) {
      run.to = d.date;
      run.names.add(d.name);
    } else runs.push({ names: new Set([d.name]), from: d.date, to: d.date });
  }
  return runs.map((r) => `${[...r.names].join('/')}（${r.from === r.to ? r.from : `${r.from} 至 ${r.to}`}）`).join('、');
}

/**
 * Computes the documentation timeline from the manual's release date (YYYY-MM-DD, or a date-time
 * whose China-local date is used). Throws EngineInputError (Chinese) for an invalid date or option.
 */
export function calDateTimeline(latestManageManualReleaseDateTime: string, options: TimelineOptions = {}): TimelineResult {
  const releaseDate = typeof latestManageManualReleaseDateTime === 'string' ? parseIsoDate(latestManageManualReleaseDateTime) : null;
  if (!releaseDate) {
    const given = latestManageManualReleaseDateTime;
    const shown = typeof given === 'string' ? given.slice(0, 64) : given == null ? '' : describeValue(given);
    throw new EngineInputError(`管理手册发布日期（latestManageManualReleaseDateTime）：“${shown}”不是有效日期，应为 YYYY-MM-DD`);
  }
  const { offsets, minOperationDaysBeforeInternalAudit, extraHolidays, extraWorkdays } = parseOrThrow(timelineOptionsSchema, options, {
    labels: TIMELINE_FIELD_LABELS,
  });
  const calendar = workCalendar({ extraHolidays, extraWorkdays });

  const dates: Record<TimelineMilestone, IsoDate> = { release: releaseDate } as Record<TimelineMilestone, IsoDate>;
  for (const step of Object.keys(TIMELINE_ANCHORS) as Step[]) dates[step] = calendar.addWorkdays(dates[TIMELINE_ANCHORS[step]], offsets[step]);

  const milestones = TimelineMilestone.values.map((key) => ({
    key,
    label: TimelineMilestone.labels[key],
    date: dates[key],
    anchor: key === 'release' ? null : TIMELINE_ANCHORS[key],
    workdays: key === 'release' ? null : offsets[key],
    calendarDaysFromRelease: daysBetween(releaseDate, dates[key]),
  }));

  // ISO dates (YYYY-MM-DD) sort as text: the last one, never before the release.
  const lastDate = [releaseDate, ...milestones.map((m) => m.date)].sort().at(-1)!;
  const span: DayInfo[] = [];
  for (let d = releaseDate; d <= lastDate; d = addDays(d, 1)) span.push(calendar.day(d));
  const holidays = span.filter((d) => d.kind === 'holiday' && d.date !== releaseDate);
  const makeUpWorkdays = span.filter((d) => d.kind === 'makeUpWorkday');
  const uncoveredYears = [...new Set(span.filter((d) => !d.holidayDataAvailable).map((d) => yearOf(d.date)))];

  const notes: string[] = [];
  const release = calendar.day(releaseDate);
  if (!release.work) notes.push(`发布日期 ${releaseDate} 为非工作日${release.name ? `（${release.name}）` : ''}，后续日期从下一个工作日起算`);
  if (holidays.length > 0) notes.push(`已跳过法定节假日：${describeRuns(holidays)}`);
  if (makeUpWorkdays.length > 0) notes.push(`调休上班日按工作日计算：${describeRuns(makeUpWorkdays)}`);
  if (uncoveredYears.length > 0) notes.push(`节假日数据不含 ${uncoveredYears.join('、')} 年：这些年份仅跳过周末，未考虑法定节假日和调休，请人工核对`);
  const operationDays = daysBetween(releaseDate, dates.internalAudit);
  if (operationDays < minOperationDaysBeforeInternalAudit)
    notes.push(`内部审核距发布仅 ${operationDays} 天，少于 ${minOperationDaysBeforeInternalAudit} 天；认证机构通常期望体系运行 2–3 个月后再进行内审`);

  return {
    releaseDate,
    effectiveDate: dates.effective,
    trainingDate: dates.training,
    internalAuditDate: dates.internalAudit,
    managementReviewDate: dates.managementReview,
    certificationApplicationDate: dates.certificationApplication,
    milestones,
    offsets,
    holidayDataAvailable: uncoveredYears.length === 0,
    uncoveredYears,
    holidays: holidays.map(({ date, name }) => ({ date, name })),
    makeUpWorkdays: makeUpWorkdays.map(({ date, name }) => ({ date, name })),
    notes,
  };
}
