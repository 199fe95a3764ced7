/**
 * Rules of the customer's side of projects (issue 12, /systemManage; domain/projects/rules.ts holds the
 * area's core): who leads a project on the customer side, what a task waits for, which task moves
 * the caller may make, the content tree's root nodes, the company-information form's check and the
 * urge interval's Chinese refusal. Pure functions; the server and the mocks both call them.
 */
import type { ConsumerProjectItem } from './consumerContracts';
import { formatChinaDateTime } from '../kernel/chinaTime';
import { SVIP_MODULES } from '../dictionaries/data/svipPage';
import { computeAccess, isTenantAdmitted, roleCodesOf } from '../kernel/access';
import { CUSTOMER_OWNER_ROLES, CUSTOMER_TASK_ROLES, type RoleRelationStatus, TASK_MACHINE, type TaskAction } from './rules';
import { Role, type RoleCode } from '../kernel/roles';
import type { AccessSubject } from '../kernel/userInfo';

/** PM or owner of an admitted customer tenant: manages the customer's side of its projects. */
export function isCustomerLead(subject: AccessSubject | null | undefined): boolean {
  if (!isTenantAdmitted(subject) || subject?.tenantDTO?.type !== 'customer') return false;
  const roles = roleCodesOf(subject);
  return CUSTOMER_OWNER_ROLES.some((role) => roles.has(role));
}

/** Who may call the urge contracts at all: consultants (canReadConsult) and the customer's readers (canReadInterface). */
export function mayUrgeAtAll(subject: AccessSubject | null | undefined): boolean {
  const access = computeAccess(subject);
  return access.canReadConsult || access.canReadInterface;
}

/** Whether an account's roles make it a customer member a project can involve (tasks, urges). */
export const isCustomerRoleHolder = (roles: readonly RoleCode[]): boolean => roles.some((role) => CUSTOMER_TASK_ROLES.includes(role));
/** Whether an account's roles allow it to own a project on the customer side. */
export const mayOwnProject = (roles: readonly RoleCode[]): boolean => roles.some((role) => CUSTOMER_OWNER_ROLES.includes(role));

export interface TaskLike {
  roleCode: RoleCode;
  accountId: string | null;
  status: RoleRelationStatus;
}

/** What a task waits for, as the role list shows it. */
export function taskWaitingFor(task: TaskLike, assigneeName: string): string {
  if (task.status === 'finished') return '已完成';
  if (task.status === 'submited') return '等待客户项目经理或责任人确认完成';
  if (!task.accountId) return `等待指派${Role.label(task.roleCode)}`;
  return `等待 ${assigneeName || task.accountId} 提交`;
}

/** The task moves the caller may make: the assignee submits; the PM or owner returns or finishes (TASK_MACHINE). */
export function taskActions(task: TaskLike, subject: AccessSubject | null | undefined, accountId: string): TaskAction[] {
  const actions: TaskAction[] = [];
  if (task.status === 'notsubmit' && task.accountId === accountId) actions.push('submit');
  for (const move of TASK_MACHINE.allowedActions(task.status, subject)) {
    if (move.action !== 'submit' && !actions.includes(move.action)) actions.push(move.action);
  }
  return actions;
}

export interface ContentStep {
  name: string;
  description: string;
  ownerRole: RoleCode;
  days: number;
}

/**
 * The content tree's root nodes (content/list?type=root_node): the delivery steps of the product
 * version the project was bought with. A customer step is done when its task is finished; a
 * channel step is counted done from the project's progress (the first ⌊progress × steps / 100⌋
 * steps); the first step not done is the current one.
 */
export function contentRootNodes(
  steps: readonly ContentStep[],
  progress: number,
  tasks: readonly { stepNo: number; status: RoleRelationStatus }[],
  projectFinished: boolean,
) {
  const doneByProgress = Math.floor((Math.max(0, Math.min(100, progress)) * steps.length) / 100);
  let currentSeen = false;
  return steps.map((step, stepNo) => {
    const task = tasks.find((row) => row.stepNo === stepNo);
    const side = CUSTOMER_TASK_ROLES.includes(step.ownerRole) ? ('customer' as const) : ('channel' as const);
    const done = projectFinished || (task ? task.status === 'finished' : stepNo < doneByProgress);
    let status: 'done' | 'current' | 'pending' = done ? 'done' : 'pending';
    if (!done && !currentSeen) {
      status = 'current';
      currentSeen = true;
    }
    return {
      nodeCode: `step-${stepNo}`,
      stepNo,
      title: step.name,
      description: step.description,
      ownerRole: step.ownerRole,
      side,
      days: step.days,
      status,
      taskStatus: task?.status ?? null,
    };
  });
}

/** The SVIP page's modules shown for a project standard ('iso', 'gov'; others: every module). */
export const svipModulesFor = (standard: string) =>
  SVIP_MODULES.filter((module) => !['iso', 'gov'].includes(standard) || module.standards.includes(standard as 'iso' | 'gov'));

/**
 * The company information as stored: only components of the project's modules, trimmed; and the
 * names of required components left empty (in the form's order).
 */
export function checkSvipData(
  standard: string,
  data: Readonly<Record<string, string | number>>,
): { clean: Record<string, string | number>; missing: string[] } {
  const clean: Record<string, string | number> = {};
  const missing: string[] = [];
  for (const module of svipModulesFor(standard)) {
    for (const [code, name, , required] of module.components) {
      const raw = data[code];
      const value = typeof raw === 'string' ? raw.trim() : raw;
      if (value !== undefined && value !== '') clean[code] = value;
      else if (required) missing.push(name);
    }
  }
  return { clean, missing };
}

export const svipMissingMessage = (missing: readonly string[]): string =>
  `企业资料填写不完整：请填写${missing
    .slice(0, 5)
    .map((name) => `“${name}”`)
    .join('、')}${missing.length > 5 ? ` 等 ${missing.length} 项` : ''}`;

/** The refusal of an urge inside the interval. */
export const urgeTooSoonMessage = (targetName: string, lastAt: Date, nextAt: Date): string =>
  `已于 ${formatChinaDateTime(lastAt)} 催办过 ${targetName}，同一人同一项目请在 ${formatChinaDateTime(nextAt)} 之后再催办`;

/** The SMS and in-app text of an urge. */
export const urgeNoticeText = (projectName: string, urgeTypeLabel: string, byName: string, message: string): string =>
  `【催办】${byName} 提醒你尽快处理项目“${projectName}”的${urgeTypeLabel}${message ? `：${message}` : ''}`;

// ---- The service list's row ------------------------------------------------------------------------

/** What a customer's service row is built from (the server's rows and the mocks' alike). */
export interface ConsumerItemSource {
  project: {
    projectCode: string;
    groupCode: string;
    name: string;
    level: ConsumerProjectItem['level'];
    state: ConsumerProjectItem['state'];
    tenantCode: string;
    deliveryTenantCode: string;
    consultantAccountId: string | null;
    customerOwnerAccountId: string | null;
    progress: number;
    svipRequestedAt: unknown;
  };
  group: { productCode: string; productName: string; serviceKind: string; standard: string };
  /** ISO 8601. */
  purchasedAt: string;
}

/** One row of the customer's service list (consumer/list, detailInfo): names through the caller's lookups ('' for none). */
export function consumerProjectItem(
  { project, group, purchasedAt }: ConsumerItemSource,
  personName: (accountId: string) => string,
  tenantName: (tenantCode: string) => string,
): ConsumerProjectItem {
  return {
    projectCode: project.projectCode,
    groupCode: project.groupCode,
    name: project.name,
    level: project.level,
    productCode: group.productCode,
    productName: group.productName,
    serviceKind: group.serviceKind,
    standard: group.standard,
    state: project.state,
    channelTenantCode: project.tenantCode,
    channelName: tenantName(project.tenantCode),
    deliveryName: tenantName(project.deliveryTenantCode),
    consultantAccountId: project.consultantAccountId,
    consultantName: project.consultantAccountId ? personName(project.consultantAccountId) : '',
    customerOwnerAccountId: project.customerOwnerAccountId,
    customerOwnerName: project.customerOwnerAccountId ? personName(project.customerOwnerAccountId) : '',
    progress: project.progress,
    purchasedAt,
    svipPending: !!project.svipRequestedAt && project.state === 'inhand',
  };
}
