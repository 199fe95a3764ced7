/**
 * Dev mocks of domain/projects/consumerContracts.ts (issue 12), answering from the shared in-memory
 * projects (mock/lib/projectStore.ts). Like the server: every call passes the access decision of
 * domain/kernel/contractAccess.ts, inputs go through the contract's schema (parseOr), the rules are
 * domain/projects/rules.ts and domain/projects/consumer.ts. Differences, said plainly: the mocks have no
 * background runner — "finish all roles' work" finishes the tasks at once and answers a succeeded
 * job; no SMS is sent (urges are recorded with smsSent false); the members are the demo accounts.
 */
import type { ConsumerJob, ConsumerProjectItem, ConsumerTask, ConsumerUrge } from '../domain/projects/consumerContracts';
import { consumerProjectContracts as c } from '../domain/projects/consumerContracts';
import {
  checkSvipData,
  contentRootNodes,
  isCustomerLead,
  isCustomerRoleHolder,
  mayOwnProject,
  mayUrgeAtAll,
  svipMissingMessage,
  taskActions,
  taskWaitingFor,
  urgeTooSoonMessage,
  consumerProjectItem,
} from '../domain/projects/consumer';
import { computeAccess } from '../domain/kernel/access';
import { DEMO_ACCOUNTS, DEMO_PRODUCTS, DEMO_TENANTS } from '../domain/demo';
import { ErrorCode, fail, ok } from '../domain/errors';
import { nextUrgeAt, PROJECT_MACHINE, TASK_MACHINE, URGE_INTERVAL_MINUTES_DEFAULT, UrgeType } from '../domain/projects/rules';
import { Role, type RoleCode } from '../domain/kernel/roles';
import {
  contractKey,
  guardedSession,
  latestFirst,
  type MockAnswer,
  type MockCaller,
  type MockHandler,
  pageOf,
  parseOr,
  toUmiMocks,
} from './lib/handler';
import { type MockProject, type MockTask, projectStore } from './lib/projectStore';
import { onMockReset } from './lib/state';

const refuse = (code: ErrorCode, message?: string): MockAnswer => ({ envelope: fail(code, message) });
const nowIso = () => new Date().toISOString();
const nameOf = (accountId: string | null) => (accountId ? (DEMO_ACCOUNTS.find((a) => a.accountId === accountId)?.showName ?? accountId) : '');
const tenantName = (code: string) => DEMO_TENANTS.find((t) => t.tenantCode === code)?.tenantZhName ?? code;
const tenantOf = (caller: MockCaller) => caller.account?.tenantCode ?? null;
const customerOf = (caller: MockCaller) => {
  const code = tenantOf(caller);
  return code && DEMO_TENANTS.find((t) => t.tenantCode === code)?.type === 'customer' ? code : null;
};

interface MockJob extends ConsumerJob {
  tenantCode: string;
  projectCode: string;
}
let jobs: MockJob[] = [];
const jobAnswer = ({ tenantCode: _t, projectCode: _p, ...answer }: MockJob): ConsumerJob => answer;
let urgeMeta: { smsSent: boolean; byTenantCode: string }[] = [];
onMockReset(() => {
  jobs = [];
  urgeMeta = [];
});

const members = (customerTenantCode: string) =>
  DEMO_ACCOUNTS.filter((a) => a.tenantCode === customerTenantCode && isCustomerRoleHolder(a.roles)).map((a) => ({
    accountId: a.accountId,
    showName: a.showName,
    roles: [...a.roles] as RoleCode[],
  }));
const rolesIn = (customerTenantCode: string, accountId: string) => members(customerTenantCode).find((m) => m.accountId === accountId)?.roles ?? [];

function ownProject(caller: MockCaller, projectCode: string): { project: MockProject } | { failure: MockAnswer } {
  const store = projectStore();
  const customer = customerOf(caller);
  const project = store.projects.find((p) => p.projectCode === projectCode && p.customerTenantCode === customer);
  const group = project && store.groups.find((g) => g.groupCode === project.groupCode);
  if (!project || !group || group.status === 'withdrawn') return { failure: refuse(ErrorCode.CONSUMER_PROJECT_NOT_FOUND) };
  return { project };
}

function itemOf(project: MockProject): ConsumerProjectItem {
  const group = projectStore().groups.find((g) => g.groupCode === project.groupCode)!;
  return consumerProjectItem({ project, group, purchasedAt: group.purchasedAt }, nameOf, tenantName);
}

const toTask = (task: MockTask, caller: MockCaller): ConsumerTask => ({
  stepNo: task.stepNo,
  title: task.title,
  roleCode: task.roleCode,
  accountId: task.accountId,
  accountName: nameOf(task.accountId),
  status: task.status,
  submittedAt: task.submittedAt,
  finishedAt: task.finishedAt,
  waitingFor: taskWaitingFor(task, nameOf(task.accountId)),
  actions: taskActions(task, caller.user, caller.account?.accountId ?? ''),
});

function urgesOf(filter: (urge: { projectCode: string; targetAccountId: string }) => boolean): (ConsumerUrge & { projectCode: string })[] {
  return projectStore()
    .urges.map((urge, index) => ({ urge, index }))
    .filter(({ urge }) => filter(urge))
    .sort((a, b) => b.urge.at.localeCompare(a.urge.at) || b.index - a.index)
    .map(({ urge, index }) => ({
      id: index + 1,
      projectCode: urge.projectCode,
      urgeType: urge.urgeType,
      targetAccountId: urge.targetAccountId,
      targetName: nameOf(urge.targetAccountId),
      byName: nameOf(urge.byAccountId),
      byTenantName: tenantName(urgeMeta[index]?.byTenantCode ?? DEMO_ACCOUNTS.find((a) => a.accountId === urge.byAccountId)?.tenantCode ?? ''),
      message: urge.message,
      smsSent: urgeMeta[index]?.smsSent ?? false,
      at: urge.at,
    }));
}

function event(project: MockProject, type: MockEventType, actor: string, summary: string) {
  projectStore().events.push({ groupCode: project.groupCode, projectCode: project.projectCode, type, actorAccountId: actor, summary, at: nowIso() });
}
type MockEventType = ReturnType<typeof projectStore>['events'][number]['type'];

/** The urge's project, when the caller relates to it (as the server's urgeableProject). */
function urgeable(caller: MockCaller, projectCode: string): { project: MockProject } | { failure: MockAnswer } {
  if (!mayUrgeAtAll(caller.user)) return { failure: refuse(ErrorCode.FORBIDDEN) };
  if (computeAccess(caller.user).canReadInterface) {
    const own = ownProject(caller, projectCode);
    if ('failure' in own) return own;
    if (!isCustomerLead(caller.user)) return { failure: refuse(ErrorCode.CONSUMER_LEAD_ONLY) };
    return own;
  }
  const project = projectStore().projects.find((p) => p.projectCode === projectCode);
  if (!project || project.deliveryTenantCode !== tenantOf(caller) || project.consultantAccountId !== caller.account?.accountId) {
    return { failure: refuse(ErrorCode.CONSUMER_URGE_NOT_RELATED) };
  }
  return { project };
}

const lastUrgeAt = (projectCode: string, accountId: string) =>
  projectStore()
    .urges.filter((u) => u.projectCode === projectCode && u.targetAccountId === accountId)
    .map((u) => u.at)
    .sort()
    .at(-1) ?? null;

export const consumerProjectsMockHandlers: Record<string, MockHandler> = {
  [contractKey(c.consumerProjectList)]: guardedSession(c.consumerProjectList, ({ query, caller }) => {
    const parsed = parseOr(c.consumerProjectList.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const q = parsed.value;
    const store = projectStore();
    const customer = customerOf(caller);
    const keyword = q.keyword?.toLowerCase();
    const rows = store.projects
      .filter((p) => p.customerTenantCode === customer && store.groups.find((g) => g.groupCode === p.groupCode)?.status !== 'withdrawn')
      .map(itemOf)
      .filter(
        (item) =>
          (!q.state || item.state === q.state) &&
          (!keyword || [item.name, item.productName, item.projectCode].some((v) => v.toLowerCase().includes(keyword))),
      )
      .sort((a, b) => b.purchasedAt.localeCompare(a.purchasedAt) || a.projectCode.localeCompare(b.projectCode));
    return { envelope: ok(pageOf(rows, q)) };
  }),

  [contractKey(c.consumerProjectDetail)]: guardedSession(c.consumerProjectDetail, ({ query, caller }) => {
    const parsed = parseOr(c.consumerProjectDetail.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const own = ownProject(caller, parsed.value.projectCode);
    if ('failure' in own) return own.failure;
    const { project } = own;
    const group = projectStore().groups.find((g) => g.groupCode === project.groupCode)!;
    const lead = isCustomerLead(caller.user);
    const job = jobs.filter((j) => j.projectCode === project.projectCode).at(-1);
    return {
      envelope: ok({
        ...itemOf(project),
        remark: group.remark,
        svipRequestedAt: project.svipRequestedAt,
        svipSubmittedAt: project.svipSubmittedAt,
        svipData: project.svipData,
        permissions: { manage: lead, urge: lead },
        members: members(project.customerTenantCode),
        urges: urgesOf((u) => u.projectCode === project.projectCode).map(({ projectCode: _p, ...urge }) => urge),
        events: latestFirst(
          projectStore().events.filter((e) => e.groupCode === project.groupCode && (e.projectCode === project.projectCode || e.projectCode === null)),
          (e) => e.at,
        ).map((e) => ({ type: e.type, summary: e.summary, actorName: nameOf(e.actorAccountId), at: e.at })),
        finishJob: job ? jobAnswer(job) : null,
      }),
    };
  }),

  [contractKey(c.consumerRoleList)]: guardedSession(c.consumerRoleList, ({ query, caller }) => {
    const parsed = parseOr(c.consumerRoleList.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const own = ownProject(caller, parsed.value.projectCode);
    if ('failure' in own) return own.failure;
    return {
      envelope: ok(
        projectStore()
          .tasks.filter((t) => t.projectCode === own.project.projectCode)
          .map((task) => toTask(task, caller)),
      ),
    };
  }),

  [contractKey(c.consumerContentList)]: guardedSession(c.consumerContentList, ({ query, caller }) => {
    const parsed = parseOr(c.consumerContentList.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const own = ownProject(caller, parsed.value.projectCode);
    if ('failure' in own) return own.failure;
    const group = projectStore().groups.find((g) => g.groupCode === own.project.groupCode)!;
    const steps = DEMO_PRODUCTS.find((p) => p.productCode === group.productCode)?.definition.steps ?? [];
    const tasks = projectStore().tasks.filter((t) => t.projectCode === own.project.projectCode);
    return {
      envelope: ok(
        contentRootNodes(
          steps.map((s) => ({ name: s.name, description: s.description ?? '', ownerRole: s.ownerRole, days: s.days })),
          own.project.progress,
          tasks,
          own.project.state === 'finished',
        ),
      ),
    };
  }),

  [contractKey(c.consumerSvipSubmit)]: guardedSession(c.consumerSvipSubmit, ({ body, caller }) => {
    const parsed = parseOr(c.consumerSvipSubmit.body, body);
    if ('failure' in parsed) return parsed.failure;
    const own = ownProject(caller, parsed.value.projectCode);
    if ('failure' in own) return own.failure;
    const { project } = own;
    if (!project.svipRequestedAt || project.state !== 'inhand') return refuse(ErrorCode.CONSUMER_SVIP_NOT_REQUESTED);
    if (PROJECT_MACHINE.refusal(project.state, 'submitSvip', caller.user)) return refuse(ErrorCode.CONSUMER_LEAD_ONLY);
    const group = projectStore().groups.find((g) => g.groupCode === project.groupCode)!;
    const { clean, missing } = checkSvipData(group.standard, parsed.value.data);
    if (missing.length) return refuse(ErrorCode.CONSUMER_SVIP_INVALID, svipMissingMessage(missing));
    Object.assign(project, { state: 'consumerSubmitSvipData', svipData: clean, svipSubmittedAt: nowIso(), updatedAt: nowIso() });
    event(project, 'svipSubmit', caller.account!.accountId, `客户提交企业资料（${Object.keys(clean).length} 项）`);
    return { envelope: ok(itemOf(project)) };
  }),

  [contractKey(c.consumerTaskAssign)]: guardedSession(c.consumerTaskAssign, ({ body, caller }) => {
    const parsed = parseOr(c.consumerTaskAssign.body, body);
    if ('failure' in parsed) return parsed.failure;
    if (!isCustomerLead(caller.user)) return refuse(ErrorCode.CONSUMER_LEAD_ONLY);
    const own = ownProject(caller, parsed.value.projectCode);
    if ('failure' in own) return own.failure;
    if (own.project.state === 'finished') return refuse(ErrorCode.CONSUMER_PROJECT_CLOSED);
    const task = projectStore().tasks.find((t) => t.projectCode === own.project.projectCode && t.stepNo === parsed.value.stepNo);
    if (!task) return refuse(ErrorCode.CONSUMER_TASK_NOT_FOUND);
    if (task.status === 'finished') return refuse(ErrorCode.CONSUMER_TASK_MOVE_REFUSED, '任务已完成，不能再指派');
    if (!rolesIn(own.project.customerTenantCode, parsed.value.accountId).includes(task.roleCode))
      return refuse(ErrorCode.CONSUMER_TASK_ASSIGNEE_NOT_ELIGIBLE);
    task.accountId = parsed.value.accountId;
    event(own.project, 'stateChange', caller.account!.accountId, `将任务“${task.title}”指派给 ${nameOf(task.accountId)}`);
    return { envelope: ok(toTask(task, caller)) };
  }),

  [contractKey(c.consumerTaskMove)]: guardedSession(c.consumerTaskMove, ({ body, caller }) => {
    const parsed = parseOr(c.consumerTaskMove.body, body);
    if ('failure' in parsed) return parsed.failure;
    const own = ownProject(caller, parsed.value.projectCode);
    if ('failure' in own) return own.failure;
    const { action } = parsed.value;
    const task = projectStore().tasks.find((t) => t.projectCode === own.project.projectCode && t.stepNo === parsed.value.stepNo);
    if (!task) return refuse(ErrorCode.CONSUMER_TASK_NOT_FOUND);
    if (action === 'submit' && task.accountId !== caller.account?.accountId) return refuse(ErrorCode.CONSUMER_TASK_NOT_ASSIGNEE);
    const refusal = TASK_MACHINE.refusal(task.status, action, caller.user);
    if (refusal) return refuse(ErrorCode.CONSUMER_TASK_MOVE_REFUSED, refusal);
    task.status = TASK_MACHINE.assertMove(task.status, action, caller.user);
    if (action === 'submit') task.submittedAt = nowIso();
    if (action === 'return') task.submittedAt = null;
    if (action === 'finish') task.finishedAt = nowIso();
    const verb = { submit: '提交', return: '退回', finish: '确认完成' }[action];
    event(
      own.project,
      action === 'submit' ? 'taskSubmit' : action === 'finish' ? 'taskFinish' : 'stateChange',
      caller.account!.accountId,
      `${verb}任务“${task.title}”`,
    );
    return { envelope: ok(toTask(task, caller)) };
  }),

  [contractKey(c.consumerUpdateCustomerOwner)]: guardedSession(c.consumerUpdateCustomerOwner, ({ body, caller }) => {
    const parsed = parseOr(c.consumerUpdateCustomerOwner.body, body);
    if ('failure' in parsed) return parsed.failure;
    if (!isCustomerLead(caller.user)) return refuse(ErrorCode.CONSUMER_LEAD_ONLY);
    const own = ownProject(caller, parsed.value.projectCode);
    if ('failure' in own) return own.failure;
    const { project } = own;
    if (project.state === 'finished') return refuse(ErrorCode.CONSUMER_PROJECT_CLOSED);
    if (project.customerOwnerAccountId === parsed.value.accountId) return refuse(ErrorCode.CONSUMER_OWNER_UNCHANGED);
    if (!mayOwnProject(rolesIn(project.customerTenantCode, parsed.value.accountId))) return refuse(ErrorCode.CONSUMER_OWNER_NOT_ELIGIBLE);
    const from = project.customerOwnerAccountId;
    project.customerOwnerAccountId = parsed.value.accountId;
    event(
      project,
      'ownerChange',
      caller.account!.accountId,
      `客户负责人由 ${from ? nameOf(from) : '（未指定）'} 变更为 ${nameOf(parsed.value.accountId)}`,
    );
    return { envelope: ok(itemOf(project)) };
  }),

  [contractKey(c.consumerUrge)]: guardedSession(c.consumerUrge, ({ body, caller }) => {
    const parsed = parseOr(c.consumerUrge.body, body);
    if ('failure' in parsed) return parsed.failure;
    const found = urgeable(caller, parsed.value.projectCode);
    if ('failure' in found) return found.failure;
    const { project } = found;
    const target = parsed.value.accountId;
    if (!isCustomerRoleHolder(rolesIn(project.customerTenantCode, target)) || target === caller.account?.accountId) {
      return refuse(ErrorCode.CONSUMER_URGE_TARGET_INVALID);
    }
    const now = new Date();
    const last = lastUrgeAt(project.projectCode, target);
    const next = nextUrgeAt(last ? new Date(last) : null, now, URGE_INTERVAL_MINUTES_DEFAULT);
    if (last && next) return refuse(ErrorCode.CONSUMER_URGE_TOO_SOON, urgeTooSoonMessage(nameOf(target), new Date(last), next));
    const store = projectStore();
    store.urges.push({
      projectCode: project.projectCode,
      urgeType: parsed.value.urgeType,
      targetAccountId: target,
      byAccountId: caller.account!.accountId,
      message: parsed.value.message,
      at: now.toISOString(),
    });
    urgeMeta[store.urges.length - 1] = { smsSent: false, byTenantCode: tenantOf(caller) ?? '' };
    event(project, 'urge', caller.account!.accountId, `催办 ${nameOf(target)}（${UrgeType.label(parsed.value.urgeType)}）`);
    const [urge] = urgesOf((u) => u === store.urges.at(-1));
    const { projectCode: _p, ...item } = urge;
    return { envelope: ok({ ...item, nextAllowedAt: new Date(now.getTime() + URGE_INTERVAL_MINUTES_DEFAULT * 60_000).toISOString() }) };
  }),

  [contractKey(c.consumerLastUrgeTime)]: guardedSession(c.consumerLastUrgeTime, ({ query, caller }) => {
    const parsed = parseOr(c.consumerLastUrgeTime.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const found = urgeable(caller, parsed.value.projectCode);
    if ('failure' in found) return found.failure;
    const last = lastUrgeAt(found.project.projectCode, parsed.value.accountId);
    const next = nextUrgeAt(last ? new Date(last) : null, new Date(), URGE_INTERVAL_MINUTES_DEFAULT);
    return { envelope: ok({ lastUrgeAt: last, nextAllowedAt: next?.toISOString() ?? null, intervalMinutes: URGE_INTERVAL_MINUTES_DEFAULT }) };
  }),

  [contractKey(c.consumerMyUrges)]: guardedSession(c.consumerMyUrges, ({ query, caller }) => {
    const parsed = parseOr(c.consumerMyUrges.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const customer = customerOf(caller);
    const me = caller.account?.accountId;
    const projects = projectStore().projects.filter((p) => p.customerTenantCode === customer);
    const rows = urgesOf((u) => u.targetAccountId === me && projects.some((p) => p.projectCode === u.projectCode)).map((urge) => ({
      ...urge,
      projectName: projects.find((p) => p.projectCode === urge.projectCode)?.name ?? '',
    }));
    return { envelope: ok(pageOf(rows, parsed.value)) };
  }),

  [contractKey(c.consumerRoleAllFinish)]: guardedSession(c.consumerRoleAllFinish, ({ body, caller }) => {
    const parsed = parseOr(c.consumerRoleAllFinish.body, body);
    if ('failure' in parsed) return parsed.failure;
    if (!isCustomerLead(caller.user)) return refuse(ErrorCode.CONSUMER_LEAD_ONLY);
    const own = ownProject(caller, parsed.value.projectCode);
    if ('failure' in own) return own.failure;
    const tasks = projectStore().tasks.filter((t) => t.projectCode === own.project.projectCode);
    const pending = tasks.filter((t) => t.status !== 'finished');
    if (!pending.length) return refuse(ErrorCode.CONSUMER_FINISH_NOTHING);
    const at = nowIso();
    for (const task of pending) {
      Object.assign(task, { status: 'finished', finishedAt: at, submittedAt: task.submittedAt ?? at });
      event(own.project, 'taskFinish', caller.account!.accountId, `完成全部任务：“${task.title}”（${Role.label(task.roleCode)}）已完成`);
    }
    const job: MockJob = {
      taskId: jobs.length + 1,
      kind: 'projects.consumerRoleFinishAll',
      status: 'succeeded',
      done: tasks.length,
      total: tasks.length,
      error: null,
      createdAt: at,
      finishedAt: at,
      tenantCode: own.project.customerTenantCode,
      projectCode: own.project.projectCode,
    };
    jobs.push(job);
    return { envelope: ok(jobAnswer(job)) };
  }),

  [contractKey(c.consumerTaskDetail)]: guardedSession(c.consumerTaskDetail, ({ query, caller }) => {
    const parsed = parseOr(c.consumerTaskDetail.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const job = jobs.find((j) => j.taskId === parsed.value.taskId && j.tenantCode === tenantOf(caller));
    if (!job) return refuse(ErrorCode.CONSUMER_JOB_NOT_FOUND);
    return { envelope: ok(jobAnswer(job)) };
  }),
};

export default toUmiMocks(consumerProjectsMockHandlers);
