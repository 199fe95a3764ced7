/**
 * Credit of security measures, in levels (brief §1.7 [I]): preventive measures lower the
 * likelihood level, protective measures the loss level. One mechanism only — vulnerability
 * values are never lowered as well, so nothing is counted twice.
 */
import type { RiskConfig } from './config';
import type { ControlEffectiveness, ControlType } from './labels';

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

export function controlCredit(
  config: RiskConfig,
  existing: readonly ControlLike[],
  planned: readonly ControlLike[] = [],
): ControlCredit {
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
