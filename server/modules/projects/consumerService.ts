/**
 * The customer's services and projects (consumer part, /systemManage): the list and detail of the
 * session tenant's projects, its tasks by role, the content tree's root nodes, the company
 * information the consultant asked for, assigning and moving tasks, changing the customer's owner,
 * urges (in-app notice + SMS, one per person and project per PROJECT_URGE_INTERVAL_MINUTES) and
 * finishing every role's work as a background job (app.jobs, kind CONSUMER_FINISH_ALL_JOB).
 *
 * Every change writes its timeline entry (events.ts) in the change's transaction. Rules:
 * domain/projects.ts (machines) and domain/consumerProjects.ts (the customer side's rules).
 */
import type { z } from 'zod';
import type {
  ConsumerJob,
  ConsumerMember,
  ConsumerProjectItem,
  ConsumerTask,
  ConsumerUrge,
  consumerProjectContracts as c,
} from '../../../domain/api/consumerProjects';
import { computeAccess } from '../../../domain/access';
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
  urgeNoticeText,
  urgeTooSoonMessage,
  consumerProjectItem,
} from '../../../domain/consumerProjects';
import { ErrorCode } from '../../../domain/errors';
import { CUSTOMER_TASK_ROLES, nextUrgeAt, PROJECT_MACHINE, TASK_MACHINE, UrgeType } from '../../../domain/projects';
import { Role, type RoleCode } from '../../../domain/roles';
import { StateMoveError } from '../../../domain/stateMachine';
import type { Clock } from '../../clock';
import type { Repositories } from '../../db/repositories';
import type { JobRow, ProjectTaskRow, ProjectUrgeRow } from '../../db/schema';
import type { RequestContext } from '../../http/context';
import { BusinessError, ForbiddenError } from '../../http/errors';
import type { JobContext, JobQueue } from '../../jobs';
import type { SmsSender } from '../../sms';
import type { AccountDirectory, PersonnelAdmin } from '../identity';
import type { Products } from '../products';
import type { ConsumerRepository, ProjectWithGroup } from './consumerRepository';
import { recordProjectEvents } from './events';

type Body<K extends keyof typeof c> = z.output<NonNullable<(typeof c)[K]['body']>>;
type Query<K extends keyof typeof c> = z.output<NonNullable<(typeof c)[K]['query']>>;

/** The job kind of "finish all roles' work" (role/all/finish); its key is the project code. */
export const CONSUMER_FINISH_ALL_JOB = 'projects.consumerRoleFinishAll';

export interface ConsumerDeps {
  repos: Repositories<ConsumerRepository>;
  accountDirectory: Pick<AccountDirectory, 'accountNames' | 'tenantNames'>;
  personnelAdmin: Pick<PersonnelAdmin, 'activeHolders'>;
  products: Pick<Products, 'version'>;
  smsSender: SmsSender;
  jobs: JobQueue;
  clock: Clock;
  config: { PROJECT_URGE_INTERVAL_MINUTES: number };
  log: { warn(object: Record<string, unknown>, message: string): void };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function createConsumerService({ repos, accountDirectory, personnelAdmin, products, smsSender, jobs, clock, config, log }: ConsumerDeps) {
  const intervalMinutes = config.PROJECT_URGE_INTERVAL_MINUTES;

  /** The session's customer tenant (canReadInterface guarantees one; a session-access call from another tenant finds no project). */
  function customerOf(auth: RequestContext): string {
    if (auth.tenant?.type !== 'customer') throw new BusinessError(ErrorCode.CONSUMER_PROJECT_NOT_FOUND);
    return auth.tenant.tenantCode;
  }

  async function ownProject(auth: RequestContext, projectCode: string, repo = repos.repo, lock = false): Promise<ProjectWithGroup> {
    const found = await repo.forCustomer(customerOf(auth)).project(projectCode, lock);
    if (!found) throw new BusinessError(ErrorCode.CONSUMER_PROJECT_NOT_FOUND);
    return found;
  }

  function requireLead(auth: RequestContext): void {
    if (!isCustomerLead(auth.userInfo)) throw new BusinessError(ErrorCode.CONSUMER_LEAD_ONLY);
  }

  /** Active members of a customer tenant holding a customer role (in `tx`: their memberships locked). */
  async function membersOf(customerTenantCode: string, options?: Parameters<PersonnelAdmin['activeHolders']>[2]): Promise<Map<string, RoleCode[]>> {
    const members = new Map<string, RoleCode[]>();
    for (const role of CUSTOMER_TASK_ROLES) {
      for (const accountId of await personnelAdmin.activeHolders(customerTenantCode, role, options)) {
        members.set(accountId, [...(members.get(accountId) ?? []), role]);
      }
    }
    return members;
  }

  async function names(accountIds: readonly (string | null)[]): Promise<Map<string, string>> {
    const ids = [...new Set(accountIds.filter((id): id is string => !!id))];
    const map = await accountDirectory.accountNames(ids);
    return new Map(ids.map((id) => [id, map.get(id)?.showName ?? id]));
  }

  async function itemsOf(rows: ProjectWithGroup[]): Promise<ConsumerProjectItem[]> {
    const people = await names(rows.flatMap(({ project }) => [project.consultantAccountId, project.customerOwnerAccountId]));
    const tenants = await accountDirectory.tenantNames([...new Set(rows.flatMap(({ project }) => [project.tenantCode, project.deliveryTenantCode]))]);
    return rows.map(({ project, group }) =>
      consumerProjectItem(
        { project, group, purchasedAt: group.purchasedAt.toISOString() },
        (id) => people.get(id) ?? '',
        (code) => tenants.get(code)?.tenantZhName ?? code,
      ),
    );
  }

  async function oneItem(found: ProjectWithGroup): Promise<ConsumerProjectItem> {
    const [item] = await itemsOf([found]);
    return item;
  }

  function toTask(task: ProjectTaskRow, people: Map<string, string>, auth: RequestContext): ConsumerTask {
    const accountName = task.accountId ? (people.get(task.accountId) ?? task.accountId) : '';
    const roleCode = task.roleCode as RoleCode;
    return {
      stepNo: task.stepNo,
      title: task.title,
      roleCode,
      accountId: task.accountId,
      accountName,
      status: task.status,
      submittedAt: iso(task.submittedAt),
      finishedAt: iso(task.finishedAt),
      waitingFor: taskWaitingFor({ roleCode, accountId: task.accountId, status: task.status }, accountName),
      actions: taskActions({ roleCode, accountId: task.accountId, status: task.status }, auth.userInfo, auth.account.accountId),
    };
  }

  async function toUrges(rows: ProjectUrgeRow[]): Promise<ConsumerUrge[]> {
    const people = await names(rows.flatMap((row) => [row.targetAccountId, row.byAccountId]));
    const tenants = await accountDirectory.tenantNames([...new Set(rows.map((row) => row.byTenantCode))]);
    return rows.map((row) => ({
      id: row.id,
      urgeType: row.urgeType,
      targetAccountId: row.targetAccountId,
      targetName: people.get(row.targetAccountId) ?? row.targetAccountId,
      byName: people.get(row.byAccountId) ?? row.byAccountId,
      byTenantName: tenants.get(row.byTenantCode)?.tenantZhName ?? row.byTenantCode,
      message: row.message,
      smsSent: row.smsSent,
      at: row.at.toISOString(),
    }));
  }

  const toJob = (row: JobRow): ConsumerJob => ({
    taskId: row.id,
    kind: row.kind,
    status: row.status,
    done: row.done,
    total: row.total,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: iso(row.finishedAt),
  });

  /** Runs a state-machine move, turning its refusal into the business error `code`. */
  function move<T>(code: ErrorCode, fn: () => T): T {
    try {
      return fn();
    } catch (error) {
      if (error instanceof StateMoveError) throw new BusinessError(code, error.message);
      throw error;
    }
  }

  /**
   * The project an urge is about, when the caller relates to it: the customer's PM or owner (its
   * own tenant's project), or the consultant delivering it (canReadConsult, its own project).
   */
  async function urgeableProject(auth: RequestContext, projectCode: string, repo = repos.repo, lock = false): Promise<ProjectWithGroup> {
    if (!mayUrgeAtAll(auth.userInfo)) throw new ForbiddenError();
    const access = computeAccess(auth.userInfo);
    const tenantCode = auth.tenant?.tenantCode;
    if (access.canReadInterface) {
      const found = await repo.forCustomer(customerOf(auth)).project(projectCode, lock);
      if (!found) throw new BusinessError(ErrorCode.CONSUMER_PROJECT_NOT_FOUND);
      requireLead(auth);
      return found;
    }
    const found = await repo.projectAnyTenant(projectCode, lock);
    if (!found || found.project.deliveryTenantCode !== tenantCode || found.project.consultantAccountId !== auth.account.accountId) {
      throw new BusinessError(ErrorCode.CONSUMER_URGE_NOT_RELATED);
    }
    return found;
  }

  /** The handler of CONSUMER_FINISH_ALL_JOB: finishes each unfinished task in its own transaction (resumable). */
  async function finishAllHandler({ job, progress }: JobContext) {
    const { projectCode, channelTenantCode, byAccountId } = job.payload as { projectCode: string; channelTenantCode: string; byAccountId: string };
    const found = await repos.repo.projectAnyTenant(projectCode);
    if (!found || found.project.tenantCode !== channelTenantCode || found.project.customerTenantCode !== job.tenantCode) {
      throw new Error(`project ${projectCode} is gone`);
    }
    const tasks = await repos.repo.tasks(found.project);
    let done = tasks.filter((task) => task.status === 'finished').length;
    await progress(done, tasks.length);
    let finishedNow = 0;
    for (const pending of tasks.filter((task) => task.status !== 'finished')) {
      const changed = await repos.transaction(async (repo, tx) => {
        const task = await repo.task(found.project, pending.stepNo, true);
        if (!task || task.status === 'finished') return false;
        TASK_MACHINE.assertMove(task.status, 'finish', null);
        const now = clock.now();
        await repo.updateTask(task, { status: 'finished', finishedAt: now, submittedAt: task.submittedAt ?? now, updatedAt: now });
        await recordProjectEvents(tx, [
          {
            tenantCode: found.project.tenantCode,
            groupCode: found.project.groupCode,
            projectCode,
            type: 'taskFinish',
            actorAccountId: byAccountId,
            summary: `完成全部任务：“${task.title}”（${Role.label(task.roleCode as RoleCode)}）已完成`,
            detail: { stepNo: task.stepNo, jobId: job.id },
            at: now,
          },
        ]);
        return true;
      });
      done += 1;
      if (changed) finishedNow += 1;
      if (!(await progress(done, tasks.length))) return { finished: finishedNow, abandoned: true };
    }
    return { finished: finishedNow };
  }
  jobs.register(CONSUMER_FINISH_ALL_JOB, finishAllHandler);

  return {
    async list(auth: RequestContext, query: Query<'consumerProjectList'>) {
      const { rows, total } = await repos.repo.forCustomer(customerOf(auth)).page({ state: query.state, keyword: query.keyword }, query);
      return { list: await itemsOf(rows), total, current: query.current, pageSize: query.pageSize };
    },

    async detail(auth: RequestContext, query: Query<'consumerProjectDetail'>) {
      const found = await ownProject(auth, query.projectCode);
      const { project, group } = found;
      const [item, memberRoles, urgeRows, eventRows, job] = await Promise.all([
        oneItem(found),
        membersOf(project.customerTenantCode),
        repos.repo.urges(project),
        repos.repo.events(project),
        jobs.byKey(project.customerTenantCode, CONSUMER_FINISH_ALL_JOB, project.projectCode),
      ]);
      const people = await names([...memberRoles.keys(), ...eventRows.map((row) => row.actorAccountId)]);
      const members: ConsumerMember[] = [...memberRoles].map(([accountId, roles]) => ({
        accountId,
        showName: people.get(accountId) ?? accountId,
        roles,
      }));
      const lead = isCustomerLead(auth.userInfo);
      return {
        ...item,
        remark: group.remark,
        svipRequestedAt: iso(project.svipRequestedAt),
        svipSubmittedAt: iso(project.svipSubmittedAt),
        svipData: project.svipData ?? null,
        permissions: { manage: lead, urge: lead },
        members,
        urges: await toUrges(urgeRows),
        events: eventRows.map((row) => ({
          type: row.type,
          summary: row.summary,
          actorName: row.actorAccountId ? (people.get(row.actorAccountId) ?? row.actorAccountId) : '',
          at: row.at.toISOString(),
        })),
        finishJob: job ? toJob(job) : null,
      };
    },

    async roles(auth: RequestContext, query: Query<'consumerRoleList'>) {
      const { project } = await ownProject(auth, query.projectCode);
      const tasks = await repos.repo.tasks(project);
      const people = await names(tasks.map((task) => task.accountId));
      return tasks.map((task) => toTask(task, people, auth));
    },

    async content(auth: RequestContext, query: Query<'consumerContentList'>) {
      const { project, group } = await ownProject(auth, query.projectCode);
      const [product, tasks] = await Promise.all([products.version(group.productCode, group.productVersion), repos.repo.tasks(project)]);
      const steps = product?.definition.steps ?? [];
      return contentRootNodes(
        steps.map((step) => ({ name: step.name, description: step.description ?? '', ownerRole: step.ownerRole, days: step.days })),
        project.progress,
        tasks,
        project.state === 'finished',
      );
    },

    async submitSvip(auth: RequestContext, body: Body<'consumerSvipSubmit'>) {
      const updated = await repos.transaction(async (repo, tx) => {
        const { project, group } = await ownProject(auth, body.projectCode, repo, true);
        if (!project.svipRequestedAt || project.state !== 'inhand') throw new BusinessError(ErrorCode.CONSUMER_SVIP_NOT_REQUESTED);
        const state = move(ErrorCode.CONSUMER_LEAD_ONLY, () => PROJECT_MACHINE.assertMove(project.state, 'submitSvip', auth.userInfo));
        const { clean, missing } = checkSvipData(group.standard, body.data);
        if (missing.length) throw new BusinessError(ErrorCode.CONSUMER_SVIP_INVALID, svipMissingMessage(missing));
        const now = clock.now();
        const row = await repo.updateProject(project, { state, svipData: clean, svipSubmittedAt: now, updatedAt: now });
        await recordProjectEvents(tx, [
          {
            tenantCode: project.tenantCode,
            groupCode: project.groupCode,
            projectCode: project.projectCode,
            type: 'svipSubmit',
            actorAccountId: auth.account.accountId,
            summary: `客户提交企业资料（${Object.keys(clean).length} 项）`,
            at: now,
          },
        ]);
        return { project: row, group };
      });
      return oneItem(updated);
    },

    async assignTask(auth: RequestContext, body: Body<'consumerTaskAssign'>) {
      requireLead(auth);
      // Names are read before the transaction: on PGlite a read outside it would wait for it.
      const people = await names([body.accountId]);
      const row = await repos.transaction(async (repo, tx) => {
        const { project } = await ownProject(auth, body.projectCode, repo, true);
        if (project.state === 'finished') throw new BusinessError(ErrorCode.CONSUMER_PROJECT_CLOSED);
        const task = await repo.task(project, body.stepNo, true);
        if (!task) throw new BusinessError(ErrorCode.CONSUMER_TASK_NOT_FOUND);
        if (task.status === 'finished') throw new BusinessError(ErrorCode.CONSUMER_TASK_MOVE_REFUSED, '任务已完成，不能再指派');
        const members = await membersOf(project.customerTenantCode, { tx });
        if (!(members.get(body.accountId) ?? []).includes(task.roleCode as RoleCode))
          throw new BusinessError(ErrorCode.CONSUMER_TASK_ASSIGNEE_NOT_ELIGIBLE);
        const now = clock.now();
        const updated = await repo.updateTask(task, { accountId: body.accountId, updatedAt: now });
        await recordProjectEvents(tx, [
          {
            tenantCode: project.tenantCode,
            groupCode: project.groupCode,
            projectCode: project.projectCode,
            // The timeline has no "assign" type (domain/enums/projects.ts): recorded as a state change with detail.action.
            type: 'stateChange',
            actorAccountId: auth.account.accountId,
            summary: `将任务“${task.title}”指派给 ${people.get(body.accountId)}`,
            detail: { action: 'assignTask', stepNo: task.stepNo, from: task.accountId, to: body.accountId },
            at: now,
          },
        ]);
        return updated;
      });
      return toTask(row, people, auth);
    },

    async moveTask(auth: RequestContext, body: Body<'consumerTaskMove'>) {
      const row = await repos.transaction(async (repo, tx) => {
        const { project } = await ownProject(auth, body.projectCode, repo, true);
        const task = await repo.task(project, body.stepNo, true);
        if (!task) throw new BusinessError(ErrorCode.CONSUMER_TASK_NOT_FOUND);
        if (body.action === 'submit' && task.accountId !== auth.account.accountId) throw new BusinessError(ErrorCode.CONSUMER_TASK_NOT_ASSIGNEE);
        const status = move(ErrorCode.CONSUMER_TASK_MOVE_REFUSED, () => TASK_MACHINE.assertMove(task.status, body.action, auth.userInfo));
        const now = clock.now();
        const updated = await repo.updateTask(task, {
          status,
          updatedAt: now,
          ...(body.action === 'submit' ? { submittedAt: now } : {}),
          ...(body.action === 'finish' ? { finishedAt: now } : {}),
          ...(body.action === 'return' ? { submittedAt: null } : {}),
        });
        const verb = { submit: '提交', return: '退回', finish: '确认完成' }[body.action];
        await recordProjectEvents(tx, [
          {
            tenantCode: project.tenantCode,
            groupCode: project.groupCode,
            projectCode: project.projectCode,
            type: body.action === 'submit' ? 'taskSubmit' : body.action === 'finish' ? 'taskFinish' : 'stateChange',
            actorAccountId: auth.account.accountId,
            summary: `${verb}任务“${task.title}”`,
            detail: { action: `${body.action}Task`, stepNo: task.stepNo },
            at: now,
          },
        ]);
        return updated;
      });
      return toTask(row, await names([row.accountId]), auth);
    },

    async updateOwner(auth: RequestContext, body: Body<'consumerUpdateCustomerOwner'>) {
      requireLead(auth);
      const before = await ownProject(auth, body.projectCode);
      const people = await names([before.project.customerOwnerAccountId, body.accountId]);
      const updated = await repos.transaction(async (repo, tx) => {
        const { project, group } = await ownProject(auth, body.projectCode, repo, true);
        if (project.state === 'finished') throw new BusinessError(ErrorCode.CONSUMER_PROJECT_CLOSED);
        if (project.customerOwnerAccountId === body.accountId) throw new BusinessError(ErrorCode.CONSUMER_OWNER_UNCHANGED);
        const members = await membersOf(project.customerTenantCode, { tx });
        if (!mayOwnProject(members.get(body.accountId) ?? [])) throw new BusinessError(ErrorCode.CONSUMER_OWNER_NOT_ELIGIBLE);
        const now = clock.now();
        const row = await repo.updateProject(project, { customerOwnerAccountId: body.accountId, updatedAt: now });
        await recordProjectEvents(tx, [
          {
            tenantCode: project.tenantCode,
            groupCode: project.groupCode,
            projectCode: project.projectCode,
            type: 'ownerChange',
            actorAccountId: auth.account.accountId,
            summary: `客户负责人由 ${project.customerOwnerAccountId ? (people.get(project.customerOwnerAccountId) ?? project.customerOwnerAccountId) : '（未指定）'} 变更为 ${people.get(body.accountId)}`,
            detail: { from: project.customerOwnerAccountId, to: body.accountId },
            at: now,
          },
        ]);
        return { project: row, group };
      });
      return oneItem(updated);
    },

    async urge(auth: RequestContext, body: Body<'consumerUrge'>) {
      const people = await accountDirectory.accountNames([body.accountId, auth.account.accountId]);
      const { urge, phone, text } = await repos.transaction(async (repo, tx) => {
        // The project row lock serialises urges of one project, so two at once cannot both pass the interval.
        const { project } = await urgeableProject(auth, body.projectCode, repo, true);
        const members = await membersOf(project.customerTenantCode, { tx });
        if (!isCustomerRoleHolder(members.get(body.accountId) ?? []) || body.accountId === auth.account.accountId) {
          throw new BusinessError(ErrorCode.CONSUMER_URGE_TARGET_INVALID);
        }
        const now = clock.now();
        const targetName = people.get(body.accountId)?.showName ?? body.accountId;
        const last = await repo.lastUrge(project.projectCode, body.accountId);
        const next = nextUrgeAt(last?.at ?? null, now, intervalMinutes);
        if (last && next) throw new BusinessError(ErrorCode.CONSUMER_URGE_TOO_SOON, urgeTooSoonMessage(targetName, last.at, next));
        const byName = people.get(auth.account.accountId)?.showName ?? auth.account.accountId;
        const row = await repo.insertUrge({
          tenantCode: project.tenantCode,
          projectCode: project.projectCode,
          urgeType: body.urgeType,
          targetAccountId: body.accountId,
          byAccountId: auth.account.accountId,
          byTenantCode: auth.tenant?.tenantCode ?? '',
          message: body.message,
          at: now,
        });
        await recordProjectEvents(tx, [
          {
            tenantCode: project.tenantCode,
            groupCode: project.groupCode,
            projectCode: project.projectCode,
            type: 'urge',
            actorAccountId: auth.account.accountId,
            summary: `催办 ${targetName}（${UrgeType.label(body.urgeType)}）`,
            detail: { urgeId: row.id, target: body.accountId, urgeType: body.urgeType },
            at: now,
          },
        ]);
        return {
          urge: row,
          phone: people.get(body.accountId)?.phone ?? null,
          text: urgeNoticeText(project.name, UrgeType.label(body.urgeType), byName, body.message),
        };
      });
      // The SMS goes after the commit; the urge stands (and says so) when no SMS could go out.
      let sent = urge;
      if (phone && smsSender.sendNotice) {
        try {
          await smsSender.sendNotice({ phone, text, purpose: 'urge' });
          await repos.repo.markUrgeSent(urge.id);
          sent = { ...urge, smsSent: true };
        } catch (error) {
          log.warn({ urgeId: urge.id, err: error instanceof Error ? error.message : String(error) }, 'urge SMS not sent');
        }
      }
      const [item] = await toUrges([sent]);
      return { ...item, nextAllowedAt: new Date(urge.at.getTime() + intervalMinutes * 60_000).toISOString() };
    },

    async lastUrgeTime(auth: RequestContext, query: Query<'consumerLastUrgeTime'>) {
      const { project } = await urgeableProject(auth, query.projectCode);
      const last = await repos.repo.lastUrge(project.projectCode, query.accountId);
      const next = nextUrgeAt(last?.at ?? null, clock.now(), intervalMinutes);
      return { lastUrgeAt: iso(last?.at ?? null), nextAllowedAt: iso(next), intervalMinutes };
    },

    async myUrges(auth: RequestContext, query: Query<'consumerMyUrges'>) {
      if (auth.tenant?.type !== 'customer') return { list: [], total: 0, current: query.current, pageSize: query.pageSize };
      const { rows, total } = await repos.repo.forCustomer(auth.tenant.tenantCode).myUrges(auth.account.accountId, query);
      const urges = await toUrges(rows.map((row) => row.urge));
      return {
        list: urges.map((urge, index) => ({ ...urge, projectCode: rows[index].urge.projectCode, projectName: rows[index].projectName })),
        total,
        current: query.current,
        pageSize: query.pageSize,
      };
    },

    async finishAll(auth: RequestContext, body: Body<'consumerRoleAllFinish'>) {
      requireLead(auth);
      const job = await repos.transaction(async (repo, tx) => {
        const { project } = await ownProject(auth, body.projectCode, repo, true);
        const tasks = await repo.tasks(project);
        const running = await jobs.byKey(project.customerTenantCode, CONSUMER_FINISH_ALL_JOB, project.projectCode, { tx });
        if (running && (running.status === 'queued' || running.status === 'running')) return running;
        const pending = tasks.filter((task) => task.status !== 'finished');
        if (!pending.length) throw new BusinessError(ErrorCode.CONSUMER_FINISH_NOTHING);
        const row = await jobs.enqueue(
          {
            tenantCode: project.customerTenantCode,
            kind: CONSUMER_FINISH_ALL_JOB,
            jobKey: project.projectCode,
            payload: { projectCode: project.projectCode, channelTenantCode: project.tenantCode, byAccountId: auth.account.accountId },
            createdBy: auth.account.accountId,
            total: tasks.length,
            rerunFinished: true,
          },
          { tx },
        );
        await recordProjectEvents(tx, [
          {
            tenantCode: project.tenantCode,
            groupCode: project.groupCode,
            projectCode: project.projectCode,
            type: 'stateChange',
            actorAccountId: auth.account.accountId,
            summary: `发起完成全部角色任务（${pending.length} 项，后台执行）`,
            detail: { action: 'finishAll', jobId: row.id },
            at: clock.now(),
          },
        ]);
        return row;
      });
      return toJob(job);
    },

    async job(auth: RequestContext, query: Query<'consumerTaskDetail'>) {
      const row = await jobs.byId(query.taskId);
      if (!row || !auth.tenant || row.tenantCode !== auth.tenant.tenantCode) throw new BusinessError(ErrorCode.CONSUMER_JOB_NOT_FOUND);
      return toJob(row);
    },
  };
}

export type ConsumerService = ReturnType<typeof createConsumerService>;
