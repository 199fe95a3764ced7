export {
  ManagementSystem,
  AuditComplexity,
  COMPLEXITY_CATEGORIES,
  TableLookupMode,
  RepetitiveMethod,
  ReductionNetting,
  IdenticalWorkCriterion,
  AUDIT_TIME_LIMITS,
  auditTimeConfigSchema,
  auditTimeInputSchema,
  personnelSchema,
  adjustmentSchema,
  siteSchema,
  DEFAULT_AUDIT_TIME_CONFIG,
  AUDIT_TIME_FIELD_LABELS,
  type AuditTimeConfig,
  type AuditTimeConfigInput,
  type AuditTimeInput,
  type AuditTimeRequest,
  type PersonnelInput,
  type Personnel,
  type Adjustment,
} from './model';
export {
  AUDIT_TIME_TABLES,
  auditTimeTableSchema,
  findAuditTimeTable,
  lookupTableDays,
  type AuditTimeTable,
  type AuditTimeTableInput,
  type TableLookup,
} from './tables';
export { computeEffectivePersonnel, countedRepetitive, type EffectivePersonnel } from './personnel';
export { roundHalfDay, ceilHalfDay } from './rounding';
export { ADJUSTMENT_FACTORS, type AdjustmentFactor } from './adjustmentFactors';
export { calculateAuditTime } from './calculator';
export type {
  AuditTimeOptions,
  AuditTimeResult,
  StandardTime,
  SiteTime,
  AuditPortion,
  TableRef,
  AdjustmentSummary,
} from './result';
