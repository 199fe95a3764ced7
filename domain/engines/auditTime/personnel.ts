/**
 * Effective number of personnel (brief §4.3, IAF MD5):
 *   effective = full-time (all shifts) + part-time as FTE + seasonal/temporary present (as FTE)
 *               − reduction for groups doing identical repetitive low-skill work
 * rounded up to whole persons [I] and never below 1. Every step yields a Chinese line that the
 * client receives with the contract (EA FAQ 34.6).
 */
import { dataOrThrow, parseOrThrow, safeParse } from '../../kernel/validation';
import { assertNoIssues } from '../errors';
import { requireInteger } from '../guard';
import {
  AUDIT_TIME_FIELD_LABELS,
  AUDIT_TIME_LIMITS,
  auditTimeConfigSchema,
  IdenticalWorkCriterion,
  personnelSchema,
  type AuditTimeConfig,
  type AuditTimeConfigInput,
  type Personnel,
  type PersonnelInput,
} from './model';
import { formatNumber } from './rounding';

export interface EffectivePersonnel {
  fullTime: number;
  /** Part-time staff converted to full-time equivalents. */
  partTimeFte: number;
  /** Seasonal, temporary and contract staff as full-time equivalents. */
  temporaryFte: number;
  /** Persons removed for identical repetitive work (sqrt or ratio method). */
  repetitiveReduction: number;
  /** Sum before rounding. */
  raw: number;
  /** Whole persons used for the table lookup. */
  effective: number;
  lines: string[];
}

const EPSILON = 1e-9;

/** Checks that need the configuration (zod checks the shapes); returns Chinese issues. */
export function personnelIssues(personnel: Personnel, config: AuditTimeConfig, path: string, siteLabel = ''): string[] {
  const issues: string[] = [];
  personnel.partTime.forEach((group, i) => {
    if (group.hoursPerWeek > config.fullTimeHoursPerWeek)
      issues.push(`${siteLabel}兼职人员每周工时（${path}.partTime[${i}].hoursPerWeek）：不能超过全职每周工时 ${config.fullTimeHoursPerWeek}`);
  });
  personnel.temporary.forEach((group, i) => {
    if ((group.hoursPerWeek ?? 0) > config.fullTimeHoursPerWeek)
      issues.push(`${siteLabel}季节性/临时人员每周工时（${path}.temporary[${i}].hoursPerWeek）：不能超过全职每周工时 ${config.fullTimeHoursPerWeek}`);
  });
  const repetitive = personnel.repetitive.reduce((sum, g) => sum + g.count, 0);
  if (repetitive > personnel.fullTime)
    issues.push(`${siteLabel}重复性岗位人数（${path}.repetitive）：合计 ${repetitive} 人，不能超过全职人数 ${personnel.fullTime}`);
  personnel.repetitive.forEach((group, i) => {
    if (group.pool === undefined) return;
    const missing = IdenticalWorkCriterion.values.filter((c) => !group.criteria.includes(c));
    if (missing.length > 0)
      issues.push(
        `${siteLabel}相同工作合并依据（${path}.repetitive[${i}].criteria）：合并组“${group.pool}”须满足全部合并条件，缺少：${missing.map((c) => IdenticalWorkCriterion.label(c)).join('；')}`,
      );
  });
  const people = personnel.fullTime + [...personnel.partTime, ...personnel.temporary].reduce((sum, g) => sum + g.count, 0);
  if (people === 0) issues.push(`${siteLabel}人员（${path}）：体系覆盖范围内至少需要 1 名人员`);
  if (people > AUDIT_TIME_LIMITS.headcount) issues.push(`${siteLabel}人员（${path}）：合计 ${people} 人，不能超过 ${AUDIT_TIME_LIMITS.headcount} 人`);
  return issues;
}

/** Persons still counted for a repetitive group of `count` people (config: partial, defaults filled in). */
export function countedRepetitive(count: number, config: AuditTimeConfigInput = {}): number {
  requireInteger(count, '重复性岗位人数（count）', 1, AUDIT_TIME_LIMITS.headcount);
  return countedOf(count, parseOrThrow(auditTimeConfigSchema, config, { labels: AUDIT_TIME_FIELD_LABELS, root: 'config' }));
}

function countedOf(count: number, config: AuditTimeConfig): number {
  return config.repetitiveMethod === 'sqrt' ? Math.ceil(Math.sqrt(count) - EPSILON) : Math.ceil(count * config.repetitiveRatio - EPSILON);
}

/** Merges several sites' personnel into one organisation (for the single-site floor). */
export function mergePersonnel(list: readonly Personnel[]): Personnel {
  return {
    fullTime: list.reduce((sum, p) => sum + p.fullTime, 0),
    partTime: list.flatMap((p) => p.partTime),
    temporary: list.flatMap((p) => p.temporary),
    repetitive: list.flatMap((p) => p.repetitive),
  };
}

/**
 * Effective personnel of one organisation or site. Validates both arguments (Chinese
 * EngineInputError); `config` may be partial, the defaults fill the rest.
 */
export function computeEffectivePersonnel(personnel: PersonnelInput, config: AuditTimeConfigInput = {}): EffectivePersonnel {
  const [validConfig, validPersonnel] = dataOrThrow([
    safeParse(auditTimeConfigSchema, config, { labels: AUDIT_TIME_FIELD_LABELS, root: 'config' }),
    safeParse(personnelSchema, personnel, { labels: AUDIT_TIME_FIELD_LABELS, root: 'personnel' }),
  ]);
  assertNoIssues(personnelIssues(validPersonnel, validConfig, 'personnel'));
  return computePersonnel(validPersonnel, validConfig);
}

/** computeEffectivePersonnel for validated arguments (the calculator). */
export function computePersonnel(personnel: Personnel, config: AuditTimeConfig): EffectivePersonnel {
  const hours = config.fullTimeHoursPerWeek;
  const lines: string[] = [`全职人员（含各班次）${personnel.fullTime} 人`];

  const partTimeFte = personnel.partTime.reduce((sum, g) => sum + (g.count * g.hoursPerWeek) / hours, 0);
  for (const g of personnel.partTime) {
    lines.push(
      `兼职人员 ${g.count} 人 × 每周 ${formatNumber(g.hoursPerWeek)} 小时 ÷ ${formatNumber(hours)} 小时 = ${formatNumber((g.count * g.hoursPerWeek) / hours)} 人（折算全职）${g.note ? `（${g.note}）` : ''}`,
    );
  }
  const temporaryFte = personnel.temporary.reduce((sum, g) => sum + (g.count * (g.hoursPerWeek ?? hours)) / hours, 0);
  for (const g of personnel.temporary) {
    const fte = (g.count * (g.hoursPerWeek ?? hours)) / hours;
    lines.push(
      g.hoursPerWeek === undefined
        ? `季节性/临时/合同人员 ${g.count} 人（审核期间在岗，按全职计）${g.note ? `（${g.note}）` : ''}`
        : `季节性/临时/合同人员 ${g.count} 人 × 每周 ${formatNumber(g.hoursPerWeek)} 小时 ÷ ${formatNumber(hours)} 小时 = ${formatNumber(fte)} 人${g.note ? `（${g.note}）` : ''}`,
    );
  }
  let repetitiveReduction = 0;
  const methodText = (count: number, counted: number) =>
    config.repetitiveMethod === 'sqrt'
      ? `按平方根法计为 ⌈√${count}⌉ = ${counted} 人`
      : `按 ${formatNumber(config.repetitiveRatio * 100)}% 计为 ${counted} 人`;
  // Groups naming the same pool do the same work on several shifts or sites: counted as one group.
  const pools = new Map<string, Personnel['repetitive']>();
  for (const g of personnel.repetitive) {
    if (g.pool === undefined) {
      const counted = countedOf(g.count, config);
      repetitiveReduction += g.count - counted;
      lines.push(`从事相同重复性低技能工作的 ${g.count} 人${methodText(g.count, counted)}，减少 ${g.count - counted} 人（理由：${g.justification}）`);
    } else pools.set(g.pool, [...(pools.get(g.pool) ?? []), g]);
  }
  for (const [pool, members] of pools) {
    const count = members.reduce((sum, g) => sum + g.count, 0);
    const counted = countedOf(count, config);
    repetitiveReduction += count - counted;
    const reasons = [...new Set(members.map((g) => g.justification))].join('；');
    lines.push(
      `相同工作合并组“${pool}”：${members.length} 组共 ${count} 人（${members.map((g) => g.count).join(' + ')}）${methodText(count, counted)}，减少 ${count - counted} 人（理由：${reasons}；已确认全部合并条件）`,
    );
  }

  const raw = personnel.fullTime + partTimeFte + temporaryFte - repetitiveReduction;
  const effective = Math.max(1, Math.ceil(raw - EPSILON));
  const rawText = formatNumber(raw);
  lines.push(
    effective === Math.round(raw) && Math.abs(raw - effective) < EPSILON
      ? `有效人数 = ${effective} 人`
      : `有效人数 = ${rawText} 人，向上取整为 ${effective} 人`,
  );
  return { fullTime: personnel.fullTime, partTimeFte, temporaryFte, repetitiveReduction, raw, effective, lines };
}
