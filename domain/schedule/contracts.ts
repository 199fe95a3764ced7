/**
 * Smart scheduling (智能排期, /schedule; issue 29 item 3). The body's planners (manager, scheduler:
 * `cbPlanner`) read the board of a period (audits due, assessors with their registrations, leaves
 * and assigned days per month), ask the engine for a proposal (stored nowhere), accept it (every
 * plan checked again against the current state, saved as drafts), adjust one audit by hand (dates
 * and team; a plan breaking a hard constraint is refused with the engine's Chinese reason, nothing
 * saved), clear a draft and publish. An auditor reads their own published assignments; platform
 * delivery reads any body's board. Rules: domain/schedule/rules.ts, engine domain/engines/schedule.
 */
import { z } from 'zod';
import { AuditState, AuditType, ScheduleState, TeamRole } from '../certification/enums';
import { ManagementSystem } from '../engines/auditTime/model';
import { HardConstraint } from '../engines/schedule/model';
import { TIMEOUTS } from '../kernel/constants';
import { DateString, defineContract, filterOf } from '../kernel/contract';
import { text } from '../kernel/text';

const tag = '智能排期';

const auditCode = text({ max: 64, required: '请指定审核（auditCode）' });
const assessorCode = text({ max: 64, required: '请指定审核员（assessorCode）' });
const Period = { from: DateString, to: DateString };

export const ScheduleMember = z.object({
  assessorCode: z.string(),
  name: z.string(),
  role: TeamRole.schema,
  days: z.number(),
});
export type ScheduleMember = z.infer<typeof ScheduleMember>;

export const ScheduleAuditRow = z.object({
  auditCode: z.string(),
  certProjectCode: z.string(),
  clientName: z.string(),
  type: AuditType.schema,
  standards: z.array(ManagementSystem.schema),
  scopeCodes: z.array(z.string()),
  regionCode: z.string(),
  regionName: z.string(),
  requiredDays: z.number(),
  windowFrom: z.string(),
  windowTo: z.string(),
  state: AuditState.schema,
  scheduleState: ScheduleState.schema,
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  team: z.array(ScheduleMember),
  /** Whether a planner may still change its dates and team (not started yet). */
  editable: z.boolean(),
});
export type ScheduleAuditRow = z.infer<typeof ScheduleAuditRow>;

export const ScheduleAssessorRow = z.object({
  assessorCode: z.string(),
  name: z.string(),
  regionName: z.string(),
  teamLeader: z.boolean(),
  expert: z.boolean(),
  maxDaysPerMonth: z.number(),
  registrations: z.array(z.object({ field: z.string(), grade: z.string(), validUntil: z.string(), expired: z.boolean() })),
  technicalAreas: z.array(z.string()),
  leaves: z.array(z.object({ from: z.string(), to: z.string(), reason: z.string() })),
  /** Assigned audit days per month 'YYYY-MM' (drafts and published plans of the board). */
  daysByMonth: z.record(z.string(), z.number()),
});
export type ScheduleAssessorRow = z.infer<typeof ScheduleAssessorRow>;

export const ScheduleBoard = z.object({
  bodyTenantCode: z.string(),
  bodyName: z.string(),
  from: z.string(),
  to: z.string(),
  /** The caller may plan (the body's manager or scheduler); false: read only. */
  editable: z.boolean(),
  /** Platform delivery: the bodies to choose from. */
  bodies: z.array(z.object({ tenantCode: z.string(), tenantZhName: z.string() })),
  audits: z.array(ScheduleAuditRow),
  assessors: z.array(ScheduleAssessorRow),
});
export type ScheduleBoard = z.infer<typeof ScheduleBoard>;

export const ScheduleViolation = z.object({
  constraint: HardConstraint.schema,
  label: z.string(),
  assessorCode: z.string().nullable(),
  message: z.string(),
});
export type ScheduleViolation = z.infer<typeof ScheduleViolation>;

export const ScheduleProposal = z.object({
  plans: z.array(
    z.object({
      auditCode: z.string(),
      clientName: z.string(),
      type: AuditType.schema,
      startDate: z.string(),
      endDate: z.string(),
      members: z.array(ScheduleMember.extend({ reasons: z.array(z.string()) })),
    }),
  ),
  unplaced: z.array(z.object({ auditCode: z.string(), clientName: z.string(), type: AuditType.schema, reasons: z.array(ScheduleViolation) })),
  stats: z.object({ placed: z.number(), unplaced: z.number(), violations: z.number(), workloadSpread: z.number(), millis: z.number() }),
});
export type ScheduleProposal = z.infer<typeof ScheduleProposal>;

const MemberInput = z.object({
  assessorCode,
  role: TeamRole.schema,
  days: z.number({ error: '参数错误：days 请填写审核天数' }).positive('参数错误：days 审核天数须大于 0').max(60, '参数错误：days 审核天数过大'),
});

export const SchedulePlanInput = z.object({
  auditCode,
  startDate: DateString,
  endDate: DateString,
  members: z.array(MemberInput).min(1, '参数错误：members 请至少安排一名审核组成员').max(20, '参数错误：members 审核组成员过多'),
});
export type SchedulePlanInput = z.infer<typeof SchedulePlanInput>;

export const ScheduleAssignment = z.object({
  auditCode: z.string(),
  certProjectCode: z.string(),
  clientName: z.string(),
  type: AuditType.schema,
  standards: z.array(ManagementSystem.schema),
  startDate: z.string(),
  endDate: z.string(),
  role: TeamRole.schema,
  days: z.number(),
  leaderName: z.string(),
  regionName: z.string(),
  team: z.array(ScheduleMember),
});
export type ScheduleAssignment = z.infer<typeof ScheduleAssignment>;

export const scheduleBoard = defineContract({
  method: 'GET',
  path: '/api/schedule/board.json',
  tag,
  summary: '排期看板：周期内待排的审核（客户、类型、标准、专业代码、时间窗口、人日、状态）与审核员（注册状态、休假、每月已排天数）',
  query: z.object({ ...Period, bodyTenantCode: filterOf(text({ max: 64 })) }),
  response: ScheduleBoard,
  access: 'cbSchedulingOrDelivery',
  timeout: TIMEOUTS.default,
});

export const schedulePropose = defineContract({
  method: 'POST',
  path: '/api/schedule/propose.json',
  tag,
  summary: '智能排期：为周期内未排期的审核提出审核组与日期（不保存；已发布与草稿的排期保持不变）',
  body: z.object(Period),
  response: ScheduleProposal,
  access: 'cbPlanner',
  timeout: TIMEOUTS.default,
});

export const scheduleAccept = defineContract({
  method: 'POST',
  path: '/api/schedule/accept.json',
  tag,
  summary: '接受排期建议：逐项按当前数据重新校验硬性约束，全部通过才保存为排期草稿',
  body: z.object({ plans: z.array(SchedulePlanInput).max(500, '参数错误：plans 一次最多 500 项') }),
  response: z.object({ saved: z.number() }),
  access: 'cbPlanner',
  timeout: TIMEOUTS.default,
});

export const scheduleSavePlan = defineContract({
  method: 'POST',
  path: '/api/schedule/savePlan.json',
  tag,
  summary: '手工调整一项审核的日期与审核组：违反硬性约束时拒绝并说明原因，不保存',
  body: SchedulePlanInput,
  response: ScheduleAuditRow,
  access: 'cbPlanner',
  timeout: TIMEOUTS.default,
});

export const scheduleClear = defineContract({
  method: 'POST',
  path: '/api/schedule/clear.json',
  tag,
  summary: '清除一项审核的排期（日期与审核组），回到未排期',
  body: z.object({ auditCode }),
  response: z.object({ auditCode: z.string() }),
  access: 'cbPlanner',
  timeout: TIMEOUTS.default,
});

export const schedulePublish = defineContract({
  method: 'POST',
  path: '/api/schedule/publish.json',
  tag,
  summary: '发布排期草稿（所选或周期内全部）：审核变为已排期，审核员与客户可见',
  body: z.object({ ...Period, auditCodes: z.array(auditCode).max(500).optional() }),
  response: z.object({ published: z.array(z.string()) }),
  access: 'cbPlanner',
  timeout: TIMEOUTS.default,
});

export const scheduleMine = defineContract({
  method: 'GET',
  path: '/api/schedule/mine.json',
  tag,
  summary: '审核员：本人已发布的审核安排（客户、类型、日期、角色、审核组长、现场所在地区）',
  query: z.object(Period),
  response: z.object({ assessorCode: z.string(), name: z.string(), list: z.array(ScheduleAssignment) }),
  access: 'canReadAutentication',
  timeout: TIMEOUTS.default,
});

export const scheduleContracts = {
  scheduleBoard,
  schedulePropose,
  scheduleAccept,
  scheduleSavePlan,
  scheduleClear,
  schedulePublish,
  scheduleMine,
};
