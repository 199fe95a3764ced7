/**
 * Ratings that feed the risk calculation: adjusted business importance (brief §1.3), CIA-based
 * asset values (§1.4, §1.5) and threat values (§1.6). Each returns the value with the inputs and
 * Chinese lines that explain it.
 */
import { compiledOf, type ConfigRef, type RiskConfig } from './config';
import { requireArray, requireObject, requireOneOf } from '../guard';
import { assertLevels } from './validate';
import { ThreatTiming, ratingText, type ThreatTiming as Timing } from './labels';
import { clampLevel, fmt, ROUNDING_TEXT, roundWith, type Level } from './scale';
import type { Cia } from './schemas';

export interface Explained {
  readonly config: ConfigRef;
  readonly lines: readonly string[];
}

/** Most closely associated businesses one business may list. */
const MAX_RELATED = 10_000;

// ---- Business importance (brief §1.3, App. D Table D.1 [I]) ---------------------------------
export interface BusinessImportance extends Explained {
  raw: Level;
  adjusted: Level;
  /** Highest importance among closely associated businesses, when it drove the adjustment. */
  relatedImportance: Level | null;
}

/**
 * Raises a business's importance when it is closely associated with a more important one.
 * `closeRelated` = importances of the closely associated businesses.
 */
export function adjustBusinessImportance(config: RiskConfig, own: Level, closeRelated: readonly Level[] = []): BusinessImportance {
  const { ref } = compiledOf(config);
  assertLevels({ 业务重要性: own });
  requireArray(closeRelated, '关联业务重要性（closeRelated）', MAX_RELATED);
  // A loop, not forEach: the holes of a sparse array are refused too.
  for (let i = 0; i < closeRelated.length; i++) assertLevels({ [`关联业务重要性[${i}]`]: closeRelated[i] });
  const related = closeRelated.length > 0 ? (Math.max(...closeRelated) as Level) : null;
  const rule = config.importanceAdjustment;
  let adjusted: Level = own;
  let how = '';
  if (related !== null && related > own) {
    if (rule.method === 'midpoint') {
      // Brief §1.3 [I]: min(5, max(own, ceil((own + related) / 2))), e.g. 3 with 5 → 4.
      adjusted = clampLevel(Math.max(own, Math.ceil((own + related) / 2)));
      how = `按中值规则 ⌈(${own}+${related})/2⌉`;
    } else if (rule.method === 'table') {
      adjusted = rule.table[own - 1][related - 1] as Level;
      how = `按调整表第${own}行第${related}列`;
    }
  }
  const lines =
    adjusted === own
      ? [`业务重要性 ${ratingText(own)}${related !== null && related > own ? '（未配置关联调整）' : ''}`]
      : [`业务重要性：本业务 ${ratingText(own)}，与重要性为 ${ratingText(related!)}的业务紧密关联，${how}，调整为 ${ratingText(adjusted)}`];
  return { config: ref, raw: own, adjusted, relatedImportance: adjusted === own ? null : related, lines };
}

// ---- CIA → value (brief §1.4 step 1 [I]) ----------------------------------------------------
export interface CiaValue {
  exact: number;
  value: Level;
  line: string;
}

export function ciaValue(config: RiskConfig, cia: Cia): CiaValue {
  compiledOf(config);
  requireObject(cia, 'CIA 赋值（cia）');
  assertLevels({ 保密性: cia.confidentiality, 完整性: cia.integrity, 可用性: cia.availability });
  return ciaValueOf(config, cia);
}

function ciaValueOf(config: RiskConfig, cia: Cia): CiaValue {
  const { confidentiality: c, integrity: i, availability: a } = cia;
  const rule = config.valueRule.cia;
  const round = config.valueRule.rounding;
  let exact: number;
  let formula: string;
  switch (rule.method) {
    case 'max':
      exact = Math.max(c, i, a);
      formula = `max(${c}, ${i}, ${a})`;
      break;
    case 'exponentialMean':
      // Brief §1.4 option (b) [R/I]: round(log2((2^C + 2^I + 2^A) / 3)).
      exact = Math.log2((2 ** c + 2 ** i + 2 ** a) / 3);
      formula = `log₂((2^${c}+2^${i}+2^${a})/3)`;
      break;
    case 'weightedMean': {
      const w = rule.weights;
      exact = (w.confidentiality * c + w.integrity * i + w.availability * a) / (w.confidentiality + w.integrity + w.availability);
      formula = `(${w.confidentiality}×${c}+${w.integrity}×${i}+${w.availability}×${a})/${w.confidentiality + w.integrity + w.availability}`;
      break;
    }
  }
  const value = clampLevel(roundWith(round, exact));
  const result = Number.isInteger(exact) ? `${value}` : `${fmt(exact)}，${ROUNDING_TEXT[round]}得 ${value}`;
  return { exact, value, line: `CIA 赋值：保密性 ${c}、完整性 ${i}、可用性 ${a}，${formula} = ${result}` };
}

// ---- System asset value (brief §1.4 steps 2–3 [I]) ------------------------------------------
export interface SystemAssetValueInput extends Cia {
  carryLevel: Level;
  systemRelated?: Level;
  businessImportance: Level;
}

export interface AssetValue extends Explained {
  cia: Level;
  value: Level;
}

export interface SystemAssetValue extends AssetValue {
  carry: Level;
  businessImportance: Level;
}

export function systemAssetValue(config: RiskConfig, input: SystemAssetValueInput): SystemAssetValue {
  const { ref } = compiledOf(config);
  requireObject(input, '系统资产（input）');
  assertLevels({
    保密性: input.confidentiality,
    完整性: input.integrity,
    可用性: input.availability,
    业务关联程度: input.carryLevel,
    业务重要性: input.businessImportance,
    ...(input.systemRelated === undefined ? {} : { 资产关联程度: input.systemRelated }),
  });
  return systemAssetValueUnchecked(config, ref, input);
}

/** Hot-path variant for inputs already validated by the assessment schema. */
export function systemAssetValueUnchecked(config: RiskConfig, ref: ConfigRef, input: SystemAssetValueInput): SystemAssetValue {
  const cia = ciaValueOf(config, input);
  const related = input.systemRelated ?? input.carryLevel;
  const carry =
    config.valueRule.carry === 'max'
      ? (Math.max(input.carryLevel, related) as Level)
      : clampLevel(roundWith(config.valueRule.rounding, (input.carryLevel + related) / 2));
  const imp = input.businessImportance;
  const rule = config.valueRule.system;
  let value: Level;
  let formula: string;
  if (rule.method === 'weightedMean') {
    const w = rule.weights;
    const exact = (w.cia * cia.value + w.carry * carry + w.importance * imp) / (w.cia + w.carry + w.importance);
    value = clampLevel(roundWith(config.valueRule.rounding, exact));
    formula = `(${w.cia}×${cia.value}+${w.carry}×${carry}+${w.importance}×${imp})/${w.cia + w.carry + w.importance} = ${fmt(exact)}`;
  } else if (rule.method === 'max') {
    value = Math.max(cia.value, carry, imp) as Level;
    formula = `max(${cia.value}, ${carry}, ${imp})`;
  } else {
    value = cia.value;
    formula = `取 CIA 赋值 ${cia.value}`;
  }
  const carryLine =
    input.systemRelated === undefined
      ? `业务承载性：业务关联程度 ${input.carryLevel}`
      : `业务承载性：业务关联程度 ${input.carryLevel}、资产关联程度 ${input.systemRelated}，按${config.valueRule.carry === 'max' ? '最大值' : '均值'}取 ${carry}`;
  return {
    config: ref,
    cia: cia.value,
    carry,
    businessImportance: imp,
    value,
    lines: [cia.line, carryLine, `系统资产价值：CIA ${cia.value}、承载性 ${carry}、业务重要性 ${imp}，${formula}，得 ${ratingText(value)}`],
  };
}

/** Unit assets (brief §1.5): value from C/I/A with the same rule. */
export function unitAssetValue(config: RiskConfig, cia: Cia): AssetValue {
  const { ref } = compiledOf(config);
  requireObject(cia, '单元资产（cia）');
  assertLevels({ 保密性: cia.confidentiality, 完整性: cia.integrity, 可用性: cia.availability });
  return unitAssetValueUnchecked(config, ref, cia);
}

export function unitAssetValueUnchecked(config: RiskConfig, ref: ConfigRef, cia: Cia): AssetValue {
  const v = ciaValueOf(config, cia);
  return { config: ref, cia: v.value, value: v.value, lines: [v.line, `资产价值 ${ratingText(v.value)}`] };
}

// ---- Threat value (brief §1.6 [I]) ----------------------------------------------------------
export interface ThreatRating {
  capability?: Level;
  frequency: Level;
  timing?: Timing;
}

export interface ThreatValue extends Explained {
  value: Level;
}

export function threatValue(config: RiskConfig, input: ThreatRating): ThreatValue {
  const { ref } = compiledOf(config);
  requireObject(input, '威胁（input）');
  if (input.timing !== undefined) requireOneOf(input.timing, '时机（timing）', ThreatTiming.values);
  assertLevels({ 频率: input.frequency, ...(input.capability === undefined ? {} : { 行为能力: input.capability }) });
  return threatValueUnchecked(config, ref, input);
}

export function threatValueUnchecked(config: RiskConfig, ref: ConfigRef, input: ThreatRating): ThreatValue {
  const rule = config.threatRule;
  const { capability, frequency } = input;
  let base: number;
  let formula: string;
  if (capability === undefined) {
    base = frequency;
    formula = `频率 ${frequency}`;
  } else if (rule.combine === 'max') {
    base = Math.max(capability, frequency);
    formula = `max(行为能力 ${capability}, 频率 ${frequency}) = ${base}`;
  } else {
    base = roundWith(rule.rounding, (capability + frequency) / 2);
    formula = `(行为能力 ${capability} + 频率 ${frequency})/2，${ROUNDING_TEXT[rule.rounding]}得 ${base}`;
  }
  const special = input.timing === 'special';
  const bonus = special ? rule.specialPeriodBonus : 0;
  const value = clampLevel(base + bonus);
  const timing = special ? `，${ThreatTiming.labels.special}加 ${bonus}` : '';
  return { config: ref, value, lines: [`威胁赋值：${formula}${timing}，威胁值 ${ratingText(value)}`] };
}
