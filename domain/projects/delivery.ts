/**
 * Rules of the channel's and the platform's project delivery (issue 12 items 2–4; spec §2
 * /projectList, /platformDelivery, §3 group scopes, §4 project state and distribute status). Built
 * on the core rules of domain/projects/rules.ts (managesDelivery, allowedScopes, the state machines);
 * the server, the web app and the mocks all call these. Pure functions with Chinese messages.
 *
 * Who is who for one project:
 * - the **delivery tenant** (projects.delivery_tenant_code: the selling channel itself, or the
 *   platform): its managers (channel tenant manager and sub-manager; platform delivery) see every
 *   project it delivers, dispatch, reassign and recall them and make every state move the machine
 *   gives them; its consultants only the projects they hold (scope my: dispatched, transform:
 *   reassigned to them);
 * - the **buying channel** (tenant_code) when another tenant delivers (平台交付): its managers
 *   follow the group read-only;
 * - anyone else: nothing (the server answers "not found", never whether it exists).
 */
import { DistributeStatus, ProjectState } from './enums';
import {
  CONSULTANT_ROLES,
  CUSTOMER_TASK_ROLES,
  DISTRIBUTE_MACHINE,
  type DistributeAction,
  managesDelivery,
  PROJECT_MACHINE,
  type ProjectAction,
  type ProjectState as ProjectStateCode,
} from './rules';
import type { ChannelGroupItem, ChannelProjectItem, DeliveryStepItem, PersonRef } from './contracts';
import { Role, type RoleCode } from '../kernel/roles';
import type { AccessSubject } from '../kernel/userInfo';

/** The caller as the delivery rules see it: who, in which tenant, with which roles. */
export interface DeliveryViewer {
  accountId: string;
  tenantCode: string;
  subject: AccessSubject;
}

/** The fields of a project the rules read. */
export interface DeliveryProject {
  tenantCode: string;
  deliveryTenantCode: string;
  consultantAccountId: string | null;
  transferred: boolean;
  state: ProjectStateCode;
  distributeStatus: (typeof DistributeStatus.values)[number];
}

/**
 * How the viewer stands to a project: `manager` of its delivery tenant, its `consultant` (the
 * holder, in the delivery tenant), a manager of the `buyer` channel that another tenant delivers
 * for, or `none`.
 */
export type DeliveryRelation = 'manager' | 'consultant' | 'buyer' | 'none';

export function deliveryRelation(
  project: Pick<DeliveryProject, 'tenantCode' | 'deliveryTenantCode' | 'consultantAccountId'>,
  viewer: DeliveryViewer,
): DeliveryRelation {
  const manages = managesDelivery(viewer.subject);
  if (viewer.tenantCode === project.deliveryTenantCode) {
    if (manages) return 'manager';
    if (project.consultantAccountId === viewer.accountId) return 'consultant';
    return 'none';
  }
  if (viewer.tenantCode === project.tenantCode && manages) return 'buyer';
  return 'none';
}

/** Whether the viewer may read the project (and its group). */
export const seesDeliveryProject = (
  project: Pick<DeliveryProject, 'tenantCode' | 'deliveryTenantCode' | 'consultantAccountId'>,
  viewer: DeliveryViewer,
): boolean => deliveryRelation(project, viewer) !== 'none';

/** The project-state actions a consultant or manager makes on /projectList (the customer's submitSvip is the customer side's). */
export const DELIVERY_ACTIONS = [
  'initSvip',
  'start',
  'returnSvip',
  'submitAudit',
  'rejectAudit',
  'finish',
] as const satisfies readonly ProjectAction[];
export type DeliveryAction = (typeof DELIVERY_ACTIONS)[number];

export const DELIVERY_MESSAGES = {
  notDelivery: '该项目由其他机构交付，只有交付方的人员可以操作',
  notYours: '只能操作分派或转交给你的项目',
  withdrawn: '项目组已撤销，不能再操作其中的项目',
  undispatched: '项目尚未分派，请先在资源池中分派给顾问',
  manageOnly: '只有渠道管理员、渠道子管理员或平台交付人员可以分派、改派和收回项目',
  sameConsultant: '项目已由该顾问负责，请选择另一位顾问',
  consultantNotEligible: '只能分派给本机构在职的咨询顾问（渠道负责人或渠道执行人）',
  finished: '项目已完成，不能再改派或收回',
} as const;

/** Why the viewer may not make `action` on the project now (null: allowed); the machine decides the state and the mover. */
export function deliveryMoveRefusal(
  project: DeliveryProject & { groupActive: boolean },
  action: DeliveryAction,
  viewer: DeliveryViewer,
): { kind: 'notDelivery' | 'notYours' | 'withdrawn' | 'state'; message: string } | null {
  const relation = deliveryRelation(project, viewer);
  if (relation === 'buyer' || (relation === 'none' && viewer.tenantCode !== project.deliveryTenantCode))
    return { kind: 'notDelivery', message: DELIVERY_MESSAGES.notDelivery };
  if (relation === 'none') return { kind: 'notYours', message: DELIVERY_MESSAGES.notYours };
  if (!project.groupActive) return { kind: 'withdrawn', message: DELIVERY_MESSAGES.withdrawn };
  // Work starts once someone holds the project (a manager dispatches it first).
  if (project.distributeStatus !== 'dispatched' && action !== 'rejectAudit' && action !== 'finish')
    return { kind: 'state', message: DELIVERY_MESSAGES.undispatched };
  const refusal = PROJECT_MACHINE.refusal(project.state, action, viewer.subject);
  return refusal ? { kind: 'state', message: refusal } : null;
}

/** The state moves the UI offers the viewer on a project (exactly those deliveryMoveRefusal allows). */
export function deliveryActions(
  project: DeliveryProject & { groupActive: boolean },
  viewer: DeliveryViewer,
): { action: DeliveryAction; label: string }[] {
  return PROJECT_MACHINE.allowedActions(project.state, viewer.subject)
    .filter((move): move is typeof move & { action: DeliveryAction } => (DELIVERY_ACTIONS as readonly string[]).includes(move.action))
    .filter((move) => deliveryMoveRefusal(project, move.action, viewer) === null)
    .map((move) => ({ action: move.action, label: move.label }));
}

/** The timeline's event type of a project move. */
export const EVENT_OF_ACTION: Readonly<Record<DeliveryAction, 'svipRequest' | 'start' | 'stateChange'>> = {
  initSvip: 'svipRequest',
  start: 'start',
  returnSvip: 'stateChange',
  submitAudit: 'stateChange',
  rejectAudit: 'stateChange',
  finish: 'stateChange',
};

/** Why the viewer may not dispatch, reassign or recall the project (null: allowed); the machine decides the status. */
export function distributeRefusal(
  project: Pick<DeliveryProject, 'tenantCode' | 'deliveryTenantCode' | 'consultantAccountId' | 'distributeStatus'> & {
    groupActive: boolean;
    state?: ProjectStateCode;
  },
  action: DistributeAction,
  viewer: DeliveryViewer,
  toAccountId?: string | null,
): { kind: 'manageOnly' | 'notDelivery' | 'withdrawn' | 'state' | 'same'; message: string } | null {
  if (!managesDelivery(viewer.subject)) return { kind: 'manageOnly', message: DELIVERY_MESSAGES.manageOnly };
  if (viewer.tenantCode !== project.deliveryTenantCode) return { kind: 'notDelivery', message: DELIVERY_MESSAGES.notDelivery };
  if (!project.groupActive) return { kind: 'withdrawn', message: DELIVERY_MESSAGES.withdrawn };
  const refusal = DISTRIBUTE_MACHINE.refusal(project.distributeStatus, action, viewer.subject);
  if (refusal) return { kind: 'state', message: refusal };
  // A finished project stays with the consultant who delivered it.
  if (project.state === 'finished') return { kind: 'state', message: DELIVERY_MESSAGES.finished };
  if (action === 'reassign' && toAccountId && toAccountId === project.consultantAccountId)
    return { kind: 'same', message: DELIVERY_MESSAGES.sameConsultant };
  return null;
}

/** The roles a project of a delivery tenant of this type may be dispatched to. */
export const consultantRolesFor = (tenantType: string | null | undefined): readonly RoleCode[] =>
  tenantType === 'platform' ? CONSULTANT_ROLES.platform : tenantType === 'channel' ? CONSULTANT_ROLES.channel : [];

/** Whether a member (active, with these roles) may take projects of a delivery tenant of this type. */
export const isEligibleConsultant = (member: { status: string; roleCodes: readonly string[] }, tenantType: string | null | undefined): boolean =>
  member.status === 'active' && consultantRolesFor(tenantType).some((role) => member.roleCodes.includes(role));

// ---- Delivery assets: what a project delivers --------------------------------------------------

/** The state of one delivery step as the assets list shows it. */
export const StepState = { done: '已完成', current: '进行中', pending: '未开始' } as const;
export type StepState = keyof typeof StepState;

/**
 * The states of a product's delivery steps from the project's progress (percent of steps done,
 * domain/projects/rules.ts progressOf): the first ⌊progress × steps / 100⌋ are done, the next is current
 * while the project runs (inhand, consumerSubmitSvipData, audit), the rest pending; a finished project has
 * every step done; a project not started none.
 */
export function stepStates(stepCount: number, progress: number, state: ProjectStateCode): StepState[] {
  if (state === 'finished') return Array.from({ length: stepCount }, () => 'done');
  const done = Math.max(0, Math.min(stepCount, Math.floor((Math.max(0, Math.min(100, progress)) * stepCount) / 100)));
  return Array.from({ length: stepCount }, (_, index) => (index < done ? 'done' : index === done && state !== 'empty' ? 'current' : 'pending'));
}

/** The average progress of a group's projects (rounded down; 0 without projects). */
export const groupProgress = (progresses: readonly number[]): number =>
  progresses.length ? Math.floor(progresses.reduce((sum, value) => sum + value, 0) / progresses.length) : 0;

/** The state of a group as its list shows it: the least advanced of its projects' states. */
const STATE_ORDER: readonly ProjectStateCode[] = ['empty', 'inhand', 'consumerSubmitSvipData', 'audit', 'finished'];
export function groupState(states: readonly ProjectStateCode[]): ProjectStateCode {
  let least: ProjectStateCode = 'finished';
  for (const state of states) if (STATE_ORDER.indexOf(state) < STATE_ORDER.indexOf(least)) least = state;
  return states.length ? least : 'empty';
}

export { DistributeStatus, ProjectState };

// ---- The channel's list rows ------------------------------------------------------------------------

/** Names the rows show, looked up by the caller in one batch (the server's directory, the mocks' demo data). */
export interface DeliveryNames {
  person(accountId: string | null | undefined): PersonRef | null;
  tenant(tenantCode: string): string;
}

/** A project as the row builders read it; times as ISO 8601 text. */
export interface DeliveryProjectSource extends DeliveryProject {
  projectCode: string;
  groupCode: string;
  customerTenantCode: string;
  name: string;
  level: ChannelProjectItem['level'];
  customerOwnerAccountId: string | null;
  progress: number;
  dispatchedAt: string | null;
  finishedAt: string | null;
  createdAt: string;
}

/** One row of the channel's project lists (the server's and the mocks'). */
export function channelProjectItem(
  project: DeliveryProjectSource,
  group: { productName: string; standard: string; status: ChannelProjectItem['groupStatus'] },
  viewer: DeliveryViewer,
  names: DeliveryNames,
): ChannelProjectItem {
  const groupActive = group.status === 'active';
  return {
    projectCode: project.projectCode,
    groupCode: project.groupCode,
    name: project.name,
    level: project.level,
    state: project.state,
    distributeStatus: project.distributeStatus,
    consultant: names.person(project.consultantAccountId),
    transferred: project.transferred,
    customerOwner: names.person(project.customerOwnerAccountId),
    progress: project.progress,
    tenantCode: project.tenantCode,
    channelName: names.tenant(project.tenantCode),
    customerTenantCode: project.customerTenantCode,
    customerName: names.tenant(project.customerTenantCode),
    deliveryTenantCode: project.deliveryTenantCode,
    productName: group.productName,
    standard: group.standard,
    groupStatus: group.status,
    dispatchedAt: project.dispatchedAt,
    finishedAt: project.finishedAt,
    createdAt: project.createdAt,
    actions: deliveryActions({ ...project, groupActive }, viewer),
    manageable: deliveryRelation(project, viewer) === 'manager' && groupActive,
  };
}

/** One row of the channel's group list: the group with its projects' states, consultants and progress. */
export function channelGroupItem(
  group: Pick<
    ChannelGroupItem,
    | 'groupCode'
    | 'tenantCode'
    | 'customerTenantCode'
    | 'deliveryTenantCode'
    | 'productCode'
    | 'productName'
    | 'serviceKind'
    | 'standard'
    | 'status'
    | 'purchasedAt'
  > & { purchasedBy: string },
  projects: readonly Pick<DeliveryProjectSource, 'state' | 'consultantAccountId' | 'distributeStatus' | 'progress'>[],
  names: DeliveryNames,
): ChannelGroupItem {
  const counts = new Map<ProjectStateCode, number>();
  for (const project of projects) counts.set(project.state, (counts.get(project.state) ?? 0) + 1);
  const consultantIds = [...new Set(projects.map((project) => project.consultantAccountId).filter((id): id is string => !!id))];
  return {
    groupCode: group.groupCode,
    tenantCode: group.tenantCode,
    channelName: names.tenant(group.tenantCode),
    customerTenantCode: group.customerTenantCode,
    customerName: names.tenant(group.customerTenantCode),
    deliveryTenantCode: group.deliveryTenantCode,
    deliveryName: names.tenant(group.deliveryTenantCode),
    platformDelivered: group.deliveryTenantCode !== group.tenantCode,
    productCode: group.productCode,
    productName: group.productName,
    serviceKind: group.serviceKind,
    standard: group.standard,
    status: group.status,
    projectCount: projects.length,
    stateCounts: [...counts].map(([state, count]) => ({ state, count })),
    state: groupState(projects.map((project) => project.state)),
    undispatchedCount: projects.filter((project) => project.distributeStatus === 'undispatch').length,
    consultants: consultantIds.map((id) => names.person(id)).filter((person): person is PersonRef => !!person),
    progress: groupProgress(projects.map((project) => project.progress)),
    purchasedAt: group.purchasedAt,
    purchasedByName: names.person(group.purchasedBy)?.showName ?? '',
  };
}

/**
 * The delivery steps of a project as deliveryAssets shows them: a customer's task says itself
 * whether its step is done; the delivery team's steps follow the project's progress.
 */
export function deliveryStepItems(
  steps: readonly { name: string; description: string; importance: string; ownerRole: string; days: number }[],
  project: { progress: number; state: ProjectStateCode },
  tasks: readonly { stepNo: number; status: string; accountId: string | null; roleCode: string }[],
  personName: (accountId: string) => string,
): DeliveryStepItem[] {
  const states = stepStates(steps.length, project.progress, project.state);
  return steps.map((step, stepNo) => {
    const task = tasks.find((candidate) => candidate.stepNo === stepNo);
    let state = states[stepNo];
    if (task) state = task.status === 'finished' ? 'done' : task.status === 'submited' || state === 'done' ? 'current' : state;
    return {
      stepNo,
      name: step.name,
      description: step.description,
      importance: step.importance,
      ownerRole: step.ownerRole,
      ownerSide: CUSTOMER_TASK_ROLES.includes(step.ownerRole as RoleCode) ? 'customer' : 'delivery',
      days: step.days,
      state,
      taskStatus: task?.status ?? null,
      taskAssignee: task ? (task.accountId ? personName(task.accountId) : `${Role.label(task.roleCode as RoleCode)}（未指定）`) : null,
    };
  });
}
