/** The variables' answers built from stored rows: groups, timeline, history entries and department rows. */
import type { ManagementSystem } from '../../../../domain/engines/auditTime/model';
import { ISO_TIMELINE_FIELDS, ISO_TIMELINE_LABELS, projectTimeline } from '../../../../domain/isoDocuments/timeline';
import type {
  IsoDepartmentItem,
  IsoTimelineInfo,
  IsoVariableGroupInfo,
  IsoVariableHistoryItem,
} from '../../../../domain/isoDocuments/variableContracts';
import { departmentsOf, matrixCounts } from '../../../../domain/isoDocuments/variableRules';
import { type IsoVariableValues, isoVariableGroupsFor } from '../../../../domain/isoDocuments/variables';
import type { IsoVariableHistoryRow } from '../../../db/schema';

export const ISO_HISTORY_ACTION_LABELS: Record<string, string> = { draft: '保存草稿', group: '保存分组', save: '保存全部', final: '定稿' };

export const groupsInfo = (systems: readonly ManagementSystem[]): IsoVariableGroupInfo[] =>
  isoVariableGroupsFor(systems).map((group) => ({
    key: group.key,
    label: group.label,
    description: group.description,
    fields: group.fields.map((field) => ({
      ...field,
      options: field.options ? [...field.options] : undefined,
      columns: field.columns?.map((column) => ({ ...column, options: column.options ? [...column.options] : undefined })),
    })),
  }));

export function timelineInfo(values: IsoVariableValues): IsoTimelineInfo | null {
  const timeline = projectTimeline(values);
  if (!timeline) return null;
  return {
    entries: timeline.entries.map((entry) => ({
      ...entry,
      anchorLabel: entry.anchor ? ISO_TIMELINE_LABELS[entry.anchor] : null,
      field: ISO_TIMELINE_FIELDS[entry.key],
    })),
    holidayDataAvailable: timeline.holidayDataAvailable,
    uncoveredYears: timeline.uncoveredYears,
    notes: timeline.notes,
  };
}

export const historyItem = (row: IsoVariableHistoryRow): IsoVariableHistoryItem => ({
  id: row.id,
  valuesVersion: row.valuesVersion,
  action: row.action,
  actionLabel: ISO_HISTORY_ACTION_LABELS[row.action] ?? row.action,
  groupKey: row.groupKey,
  accountName: row.accountName,
  side: row.side === 'customer' ? 'customer' : 'delivery',
  at: row.at.toISOString(),
  changes: row.changes,
});

export function departmentItems(values: IsoVariableValues, ncCounts: ReadonlyMap<string, number>): IsoDepartmentItem[] {
  const counts = matrixCounts(values);
  return departmentsOf(values).map((department) => ({
    ...department,
    leadCount: counts.get(department.code)?.lead ?? 0,
    supportCount: counts.get(department.code)?.support ?? 0,
    ncCount: ncCounts.get(department.code) ?? 0,
  }));
}
