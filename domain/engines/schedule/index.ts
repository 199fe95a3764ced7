/** Smart scheduling (智能排期) engine: pure functions over plain data (domain brief §4.5). */
export {
  HardConstraint,
  COUNTED_ROLES,
  type ScheduleGrade,
  type ScheduleRole,
  type ScheduleRegistration,
  type ScheduleConflict,
  type ScheduleUnavailable,
  type ScheduleAssessor,
  type ScheduleAudit,
  type PlannedMember,
  type PlannedAudit,
  type Violation,
  type ScheduleInput,
  type ProposedPlan,
  type UnplacedAudit,
  type ScheduleStats,
  type Proposal,
  type CheckContext,
} from './model';
export { checkPlan, earliestStart, validRegistration, isHalfDaySteps, GRADE_LABELS, ROLE_LABELS } from './check';
export { proposeSchedule, greedySchedule, checkSchedule, workloadSpread, splitDays, MAX_AUDIT_WORKDAYS } from './propose';
export { scheduleDays, type ScheduleDays } from './days';
