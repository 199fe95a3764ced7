/**
 * Smart scheduling (智能排期) engine: pure functions over plain data (domain brief §4.5).
 *
 * - proposeSchedule(input): dates and teams for as many audits as possible, zero hard violations,
 *   each plan with reasons per member, each unplaced audit with the failed constraints.
 * - greedySchedule(input): the baseline (input order, earliest date, first qualified assessors).
 * - checkPlan(plan, { audit, assessors: Map by code, others, today, period?, calendar? }): every
 *   violation of one plan, e.g. a hand edit before it is saved; `others` = every other plan of the
 *   body that may share an assessor (published, drafts); a plan with the same auditCode in
 *   `others` (its former version) is ignored.
 * - checkSchedule(plans, input): checkPlan of each plan against input.fixed and the other plans.
 * - rankCandidates(query): for the team picker of a hand edit, every assessor for a role on given
 *   dates: available ones first with reasons, the others with the rule that stops them.
 * - scheduleAssessorOf / scheduleAuditOf / plannedAuditOf: from AssessorFacts and AuditFacts
 *   (leaves become `unavailable`, an audit's dates and team its PlannedAudit).
 * Malformed input: an EngineInputError whose Chinese message names the field.
 */
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
export { rankCandidates, type CandidateQuery, type RankedCandidate } from './candidates';
export { scheduleAssessorOf, scheduleAuditOf, plannedAuditOf, type AssessorFactsLike, type AuditFactsLike } from './facts';
export {
  scheduleInputSchema,
  scheduleAssessorSchema,
  scheduleAuditSchema,
  plannedAuditSchema,
  SCHEDULE_LIMITS,
  SCHEDULE_FIELD_LABELS,
} from './schema';
