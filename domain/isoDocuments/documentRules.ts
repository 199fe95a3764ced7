/**
 * Rules of a project's generated document set (issue 31 item 4): the standard file status as a
 * state machine (spec §4: init → generated → final → finished, inhand while the consultant works
 * on a file), the actions a caller is offered on a file, which files a regeneration would
 * overwrite, the counts a folder shows and the significance of an environmental aspect (ISO 14001
 * 6.1.2). Pure; the server and the web app both use it.
 */
import { defineStateMachine } from '../kernel/stateMachine';
import { type DocVersionSource, StandardFileStatus } from './enums';

/** The moves of a document file. */
export type DocMove = 'generate' | 'replace' | 'finalize' | 'reopen' | 'submit';

/**
 * The standard file status machine. `generate` is the server's own move (a generation job);
 * the others are writes of the project's writers (the consultant and the delivery managers: the
 * server's requireWriter decides, so `by` is left open here). A replaced file is regenerated
 * only when the consultant confirms it (ISO_DOC_REPLACED_OVERWRITE, not the machine); a final
 * or delivered file is never regenerated (reopen it first).
 */
export const DOCUMENT_MACHINE = defineStateMachine<StandardFileStatus, DocMove>({
  name: '体系文件',
  states: StandardFileStatus.labels,
  moves: [
    { from: ['init', 'generated', 'inhand'], to: 'generated', action: 'generate', label: '生成', by: ['system'] },
    { from: ['generated', 'inhand', 'final', 'finished'], to: 'inhand', action: 'replace', label: '上传替换' },
    { from: ['generated', 'inhand'], to: 'final', action: 'finalize', label: '定稿' },
    { from: 'final', to: 'inhand', action: 'reopen', label: '退回修改' },
    { from: 'final', to: 'finished', action: 'submit', label: '提交给客户' },
  ],
});

/** What a file row offers a caller: its moves, plus download, versions and regenerate. */
export type DocAction = 'download' | 'versions' | 'replace' | 'finalize' | 'reopen' | 'submit' | 'regenerate';

export const DOC_ACTION_LABELS: Readonly<Record<DocAction, string>> = {
  download: '下载',
  versions: '版本记录',
  replace: '上传替换',
  finalize: '定稿',
  reopen: '退回修改',
  submit: '提交给客户',
  regenerate: '重新生成',
};

/** The file's actions: a writer gets the machine's moves (and regenerate where the server may generate); others download. */
export function documentActions(file: { status: StandardFileStatus; objectId: string | null }, writer: boolean): DocAction[] {
  const actions: DocAction[] = file.objectId ? ['download', 'versions'] : [];
  if (!writer) return file.objectId ? ['download'] : [];
  for (const move of DOCUMENT_MACHINE.moves) {
    const froms: readonly StandardFileStatus[] = typeof move.from === 'string' ? [move.from] : move.from;
    if (!froms.includes(file.status)) continue;
    if (move.action === 'generate') {
      if (file.status !== 'init') actions.push('regenerate');
    } else actions.push(move.action);
  }
  return actions;
}

/** A regeneration overwrites these (a consultant's replaced version): it asks first. */
export const overwritesReplaced = (file: { status: StandardFileStatus; source: DocVersionSource | null }): boolean =>
  file.source === 'replaced' && DOCUMENT_MACHINE.hasAction(file.status, 'generate');

/** Whether a whole-set generation takes the file (final and delivered files are kept as they are). */
export const regeneratedWithSet = (status: StandardFileStatus): boolean => DOCUMENT_MACHINE.hasAction(status, 'generate');

export type StatusCounts = Record<StandardFileStatus, number> & { total: number };

/** Counts per status of the files (a folder's badge). */
export function statusCounts(statuses: readonly StandardFileStatus[]): StatusCounts {
  const counts = Object.fromEntries(StandardFileStatus.values.map((status) => [status, 0])) as StatusCounts;
  for (const status of statuses) counts[status] += 1;
  counts.total = statuses.length;
  return counts;
}

/** Only .docx replaces a document file (the set is Word documents). */
export const isDocxName = (fileName: string): boolean => /\.docx$/i.test(fileName.trim());

// ---- Environmental aspects (ISO 14001 6.1.2) ---------------------------------------------------

export interface EnvCriterionLike {
  code: string;
  name: string;
  maxScore: number;
}

export interface EnvSignificance {
  total: number;
  significant: boolean;
  /** Why, in Chinese (总分 ≥ 阈值, or the criterion at its maximum); empty when not significant. */
  reason: string;
}

/**
 * The significance of an aspect scored against the platform's criteria: significant when the sum
 * reaches the threshold, or when any single criterion is at its maximum (一票否决: a legal breach
 * or a severe impact alone makes an aspect significant). A missing score counts as the lowest (1).
 */
export function envSignificance(
  config: { criteria: readonly EnvCriterionLike[]; threshold: number },
  scores: Readonly<Record<string, number>> | null | undefined,
): EnvSignificance {
  const scoreOf = (criterion: EnvCriterionLike) => {
    const value = Number(scores?.[criterion.code]);
    return Number.isInteger(value) && value >= 1 ? Math.min(value, criterion.maxScore) : 1;
  };
  const total = config.criteria.reduce((sum, criterion) => sum + scoreOf(criterion), 0);
  const atMax = config.criteria.filter((criterion) => scoreOf(criterion) === criterion.maxScore);
  if (total >= config.threshold) return { total, significant: true, reason: `总分 ${total} ≥ 阈值 ${config.threshold}` };
  if (atMax.length) return { total, significant: true, reason: `${atMax.map((c) => c.name).join('、')}达到最高分` };
  return { total, significant: false, reason: '' };
}
