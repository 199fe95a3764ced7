/**
 * Rules of the projects area (issue 12; spec §2 "Channel side" /project, /projectList,
 * /platformDelivery and "Customer side" /systemManage, §3, §4, §7 "Channel projects" and
 * "Consumer projects"): what a purchase creates, who delivers and who sees which project, and the
 * state machines of projects, their dispatch, the customer's tasks and the group. Pure
 * functions with Chinese messages; the server, the web app and the mocks all call them.
 *
 * The model:
 * - a channel buys a published, authorized product for one of its customers: one **project
 *   group** (项目组) with one **project** per assessed object (定级对象 / 评估范围, each with its
 *   level 1–4). The price is the authorized unit price after the channel's equity discount times
 *   the number of projects, debited from the buyer's wallet in the same transaction;
 * - a project is delivered by the channel itself or by the platform (平台交付, /platformDelivery):
 *   the **delivery tenant**. Its managers dispatch each project from the resource pool to one
 *   consultant of the delivery tenant (CONSULTANT_ROLES) and may reassign it (the new consultant
 *   sees it under scope `transform`);
 * - the customer's PM and owner follow their projects on /systemManage; the product's delivery
 *   steps owned by customer roles become the customer's **tasks** (role relation status).
 */
import { computeAccess, isTenantAdmitted, roleCodesOf } from '../kernel/access';
import { AssignmentKind, DistributeStatus, GroupListScope, GroupStatus, ProjectLevel, ProjectState, UrgeType } from './enums';
import { RoleRelationStatus } from './enums';
import type { RoleCode } from '../kernel/roles';
import { defineStateMachine } from '../kernel/stateMachine';
import type { AccessSubject } from '../kernel/userInfo';

export { AssignmentKind, DistributeStatus, GroupListScope, GroupStatus, ProjectLevel, ProjectState, RoleRelationStatus, UrgeType };

// ---- Limits ------------------------------------------------------------------------------------
/** Assessed objects (projects) in one purchase. */
/** The background task kind that finishes every customer role's work of a project (domain/tasks/kinds.ts). */
export const CONSUMER_FINISH_ALL_JOB = 'projects.consumerRoleFinishAll';

export const PROJECTS_PER_GROUP_MAX = 20;
export const PROJECT_NAME_MAX = 60;
export const GROUP_REMARK_MAX = 500;
export const ASSIGN_REASON_MAX = 200;
export const URGE_MESSAGE_MAX = 200;
/** The shortest interval between two urges of one person about one project (default; config PROJECT_URGE_INTERVAL_MINUTES). */
export const URGE_INTERVAL_MINUTES_DEFAULT = 60;

// ---- Codes -------------------------------------------------------------------------------------
export const GROUP_CODE_PATTERN = /^PG\d{8}[0-9A-Z]{6}$/;
export const PROJECT_CODE_PATTERN = /^PJ\d{8}[0-9A-Z]{6}$/;

// ---- Who delivers, who sees --------------------------------------------------------------------
/** The roles a project may be dispatched to, by the delivery tenant's type. */
export const CONSULTANT_ROLES = {
  channel: ['channel-owner', 'channel-executor'],
  platform: ['platform-delivery'],
} as const satisfies Record<'channel' | 'platform', readonly RoleCode[]>;
export const ALL_CONSULTANT_ROLES: readonly RoleCode[] = [...CONSULTANT_ROLES.channel, ...CONSULTANT_ROLES.platform];

/** The customer roles that may own a project on the customer side (updateCustomerOwner). */
export const CUSTOMER_OWNER_ROLES: readonly RoleCode[] = ['consumer-owner', 'consumer-pm'];
/** The customer roles that have tasks in a project (product delivery steps owned by them). */
export const CUSTOMER_TASK_ROLES: readonly RoleCode[] = ['consumer-pm', 'consumer-owner', 'consumer-executor', 'internal_auditor'];

/**
 * Whether the subject manages the delivery of its tenant's projects (sees them all, dispatches
 * and reassigns): channel tenant manager and sub-manager (channelAllProjectPermission,
 * channelDispatchProjectPermission), and platform delivery for the platform's own projects.
 */
export function managesDelivery(subject: AccessSubject): boolean {
  if (!isTenantAdmitted(subject)) return false;
  const access = computeAccess(subject);
  return access.channelAllProjectPermission || access.canReadDelivery;
}

/**
 * The group-list scopes the subject may ask for: managers all three, a consultant only its own
 * (my: dispatched to it; transform: reassigned to it). Anyone else none.
 */
export function allowedScopes(subject: AccessSubject): readonly GroupListScope[] {
  if (!isTenantAdmitted(subject)) return [];
  if (managesDelivery(subject)) return GroupListScope.values;
  const roles = roleCodesOf(subject);
  return ALL_CONSULTANT_ROLES.some((role) => roles.has(role)) ? ['my', 'transform'] : [];
}

/** The scope a list falls back to when none is asked: all for managers, my otherwise. */
export const defaultScope = (subject: AccessSubject): GroupListScope => (managesDelivery(subject) ? 'all' : 'my');

/** What a consultant must hold to see a project of its delivery tenant under a scope. */
export function seesProject(
  project: { consultantAccountId: string | null; transferred: boolean },
  viewer: { accountId: string; manages: boolean },
  scope: GroupListScope,
): boolean {
  if (scope === 'all') return viewer.manages;
  if (project.consultantAccountId !== viewer.accountId) return false;
  return scope === 'my' ? !project.transferred : project.transferred;
}

// ---- Money -------------------------------------------------------------------------------------
/** Points of a purchase: the unit price (after the equity discount) times the projects bought. */
export const purchasePoints = (unitPricePoints: number, projectCount: number): number => unitPricePoints * projectCount;

// ---- State machines ----------------------------------------------------------------------------
export type ProjectAction =
  | 'initSvip'
  | 'start'
  | 'submitSvip'
  | 'returnSvip'
  | 'submitAudit'
  | 'rejectAudit'
  | 'finish'
  | 'workStart'
  | 'workComplete';

const CONSULTANT = [{ role: 'channel-owner' }, { role: 'channel-executor' }, { role: 'platform-delivery' }] as const;
const DELIVERY_MANAGER = [{ access: 'channelAllProjectPermission' }, { access: 'canReadDelivery' }] as const;
const CUSTOMER_LEAD = [{ role: 'consumer-pm' }, { role: 'consumer-owner' }] as const;

/**
 * A project (spec §4 "Project state"). The consultant starts it (or asks the customer for its
 * company information, initSvipData); the customer submits that information; the consultant
 * sends its work to review and a delivery manager accepts (finished) or returns it. The work
 * moves it too (`system`, never offered to a user): the first stage of its kind reached starts
 * it, the stage that completes the kind's work finishes it (./progress.ts).
 */
export const PROJECT_MACHINE = defineStateMachine<ProjectState, ProjectAction>({
  name: '项目',
  states: ProjectState.labels,
  moves: [
    { from: ['empty', 'inhand'], to: 'inhand', action: 'initSvip', label: '发起资料填报', by: [...CONSULTANT, ...DELIVERY_MANAGER] },
    { from: 'empty', to: 'inhand', action: 'start', label: '开始实施', by: [...CONSULTANT, ...DELIVERY_MANAGER] },
    { from: 'inhand', to: 'consumerSubmitSvipData', action: 'submitSvip', label: '提交企业资料', by: [...CUSTOMER_LEAD] },
    { from: 'consumerSubmitSvipData', to: 'inhand', action: 'returnSvip', label: '退回企业资料', by: [...CONSULTANT, ...DELIVERY_MANAGER] },
    { from: ['inhand', 'consumerSubmitSvipData'], to: 'audit', action: 'submitAudit', label: '提交审核', by: [...CONSULTANT, ...DELIVERY_MANAGER] },
    { from: 'audit', to: 'inhand', action: 'rejectAudit', label: '退回修改', by: [...DELIVERY_MANAGER] },
    { from: 'audit', to: 'finished', action: 'finish', label: '审核通过', by: [...DELIVERY_MANAGER] },
    // The work itself (issue 35, ./progress.ts): a stage of the project's kind reached starts it or completes it.
    { from: 'empty', to: 'inhand', action: 'workStart', label: '随工作开始实施', by: ['system'] },
    { from: ['empty', 'inhand', 'consumerSubmitSvipData', 'audit'], to: 'finished', action: 'workComplete', label: '工作完成', by: ['system'] },
  ],
});

export type DistributeAction = 'dispatch' | 'reassign' | 'recall';
/** A project's dispatch (spec §4 "Distribute status"): from the resource pool to a consultant, and between consultants. */
export const DISTRIBUTE_MACHINE = defineStateMachine<DistributeStatus, DistributeAction>({
  name: '项目分派',
  states: DistributeStatus.labels,
  moves: [
    { from: 'undispatch', to: 'dispatched', action: 'dispatch', label: '分派', by: [...DELIVERY_MANAGER] },
    { from: 'dispatched', to: 'dispatched', action: 'reassign', label: '改派', by: [...DELIVERY_MANAGER] },
    { from: 'dispatched', to: 'undispatch', action: 'recall', label: '收回', by: [...DELIVERY_MANAGER] },
  ],
});

export type TaskAction = 'submit' | 'return' | 'finish';
/** A customer task (spec §4 "Role relation status"): the assignee submits, the PM or owner finishes or returns it. */
export const TASK_MACHINE = defineStateMachine<RoleRelationStatus, TaskAction>({
  name: '任务',
  states: RoleRelationStatus.labels,
  moves: [
    { from: 'notsubmit', to: 'submited', action: 'submit', label: '提交' },
    { from: 'submited', to: 'notsubmit', action: 'return', label: '退回', by: [...CUSTOMER_LEAD] },
    { from: ['notsubmit', 'submited'], to: 'finished', action: 'finish', label: '完成', by: [...CUSTOMER_LEAD, 'system'] },
  ],
});

export type GroupAction = 'withdraw';
/** A group may be withdrawn (points refunded) by platform finance while none of its projects has started. */
export const GROUP_MACHINE = defineStateMachine<GroupStatus, GroupAction>({
  name: '项目组',
  states: GroupStatus.labels,
  moves: [{ from: 'active', to: 'withdrawn', action: 'withdraw', label: '撤销并退款', by: [{ access: 'canFinancialmanagement' }] }],
});

/** Projects that have not started: a group whose projects are all so may be withdrawn. */
export const NOT_STARTED_STATES: readonly ProjectState[] = ['empty'];
export const WITHDRAW_STARTED_MESSAGE = '项目组中已有项目开始实施，不能撤销';
export const canWithdrawGroup = (states: readonly ProjectState[]): boolean => states.every((state) => NOT_STARTED_STATES.includes(state));

/** Progress of a project in percent, from its delivery steps done (rounded down, 0–100). */
export const progressOf = (stepsDone: number, stepsTotal: number): number =>
  stepsTotal <= 0 ? 0 : Math.max(0, Math.min(100, Math.floor((stepsDone * 100) / stepsTotal)));

/** The next allowed urge of one person about one project, or null when one may urge now. */
export function nextUrgeAt(lastUrgeAt: Date | null, now: Date, intervalMinutes: number): Date | null {
  if (!lastUrgeAt) return null;
  const next = new Date(lastUrgeAt.getTime() + intervalMinutes * 60_000);
  return next.getTime() > now.getTime() ? next : null;
}

/** The customer's tasks of a project: the product's delivery steps owned by customer roles, numbered by step index. */
export function customerTasksOf(steps: readonly { name: string; ownerRole: RoleCode }[]): { stepNo: number; title: string; roleCode: RoleCode }[] {
  return steps.flatMap((step, stepNo) =>
    CUSTOMER_TASK_ROLES.includes(step.ownerRole) ? [{ stepNo, title: step.name, roleCode: step.ownerRole }] : [],
  );
}
