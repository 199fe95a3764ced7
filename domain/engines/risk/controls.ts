/**
 * Credit of security measures, in levels (brief §1.7 [I]): preventive measures lower the
 * likelihood level, protective measures the loss level. One mechanism only — vulnerability
 * values are never lowered as well, so nothing is counted twice.
 */
import { assertNoIssues } from '../errors';
import { requireArray } from '../guard';
import { compiledOf, type RiskConfig } from './config';
import { ControlEffectiveness, ControlType } from './labels';
import { oneOfIssue } from './validate';

export interface ControlLike {
  readonly id?: string;
  readonly name?: string;
  readonly type: ControlType;
  readonly effectiveness: ControlEffectiveness;
}

export interface AppliedControl {
  readonly id?: string;
  readonly name?: string;
  readonly type: ControlType;
  readonly effectiveness: ControlEffectiveness;
  /** Levels this measure is worth on its own (before stacking and the cap). */
  readonly credit: number;
  /** Whether the measure is already in place or planned in a treatment. */
  readonly planned: boolean;
}

export interface ControlCredit {
  /** Levels taken off the likelihood level (preventive). */
  readonly likelihood: number;
  /** Levels taken off the loss level (protective). */
  readonly loss: number;
  readonly applied: readonly AppliedControl[];
}

export const NO_CREDIT: ControlCredit = Object.freeze({ likelihood: 0, loss: 0, applied: Object.freeze([]) });

/** Most measures one link may carry. */
export const MAX_LINK_CONTROLS = 1_000;

const optionalText = (v: unknown) => v === undefined || (typeof v === 'string' && v.length <= 500);

/** Whether `c` is a measure the engine can credit (the fast check before any message is built). */
export function isControlLike(c: unknown): c is ControlLike {
  const control = c as Partial<ControlLike> | null;
  return ControlType.is(control?.type) && ControlEffectiveness.is(control?.effectiveness) && optionalText(control?.id) && optionalText(control?.name);
}

/** Issues for measures that are not objects with a known type and effectiveness. */
export function controlIssues(controls: readonly unknown[], field: string): string[] {
  const issues: string[] = [];
  // A loop, not forEach: the holes of a sparse array are refused too.
  for (let i = 0; i < controls.length; i++) {
    const c = controls[i];
    if (isControlLike(c)) continue;
    const control = c as Partial<ControlLike> | null;
    if (!optionalText(control?.id) || !optionalText(control?.name))
      issues.push(`${field}[${i}]的编号（id）和名称（name）须为不超过 500 个字符的字符串`);
    if (ControlType.is(control?.type) && ControlEffectiveness.is(control?.effectiveness)) continue;
    issues.push(
      ...oneOfIssue(`${field}[${i}]的类型（type）`, control?.type, ControlType.values),
      ...oneOfIssue(`${field}[${i}]的有效性（effectiveness）`, control?.effectiveness, ControlEffectiveness.values),
    );
  }
  return issues;
}

/** Credit of existing and planned measures; every measure is checked (Chinese EngineInputError). */
export function controlCredit(config: RiskConfig, existing: readonly ControlLike[], planned: readonly ControlLike[] = []): ControlCredit {
  compiledOf(config);
  requireArray(existing, '现有安全措施（existing）', MAX_LINK_CONTROLS);
  requireArray(planned, '计划安全措施（planned）', MAX_LINK_CONTROLS);
  assertNoIssues([...controlIssues(existing, '现有安全措施'), ...controlIssues(planned, '计划安全措施')]);
  return creditOf(config, existing, planned);
}

/** controlCredit for measures already validated (schemas, link checks). */
export function creditOf(config: RiskConfig, existing: readonly ControlLike[], planned: readonly ControlLike[] = []): ControlCredit {
  if (existing.length === 0 && planned.length === 0) return NO_CREDIT;
  const rule = config.controls;
  const applied: AppliedControl[] = [];
  const add = (c: ControlLike, isPlanned: boolean) =>
    applied.push({
      id: c.id,
      name: c.name,
      type: c.type,
      effectiveness: c.effectiveness,
      credit: rule[c.type][c.effectiveness],
      planned: isPlanned,
    });
  existing.forEach((c) => add(c, false));
  planned.forEach((c) => add(c, true));
  let preventive = 0;
  let protective = 0;
  for (const c of applied) {
    if (c.type === 'preventive') preventive = rule.stacking === 'sum' ? preventive + c.credit : Math.max(preventive, c.credit);
    else protective = rule.stacking === 'sum' ? protective + c.credit : Math.max(protective, c.credit);
  }
  return {
    likelihood: Math.min(preventive, rule.maxCredit),
    loss: Math.min(protective, rule.maxCredit),
    applied,
  };
}
