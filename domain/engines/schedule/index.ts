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
export { checkPlan, GRADE_LABELS, ROLE_LABELS } from './check';
export { proposeSchedule, greedySchedule, checkSchedule, MAX_AUDIT_WORKDAYS } from './propose';
export {
  scheduleInputSchema,
  scheduleAssessorSchema,
  scheduleAuditSchema,
  plannedAuditSchema,
  SCHEDULE_LIMITS,
  SCHEDULE_FIELD_LABELS,
} from './schema';
