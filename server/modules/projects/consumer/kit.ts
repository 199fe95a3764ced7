/**
 * What the parts of the customer's services and projects (consumer*Service.ts) share: the deps, the
 * contracts' body and query types, the job kind of "finish all", the session's customer tenant and
 * the guards (own project, lead only, urgeable project), the active members, names, and the rows as
 * the contracts show them (items, tasks, urges, jobs).
 */
import type { ConsumerJob, ConsumerProjectItem, ConsumerTask, ConsumerUrge } from '../../../../domain/projects/consumerContracts';
import { computeAccess } from '../../../../domain/kernel/access';
import { isCustomerLead, mayUrgeAtAll, taskActions, taskWaitingFor, consumerProjectItem } from '../../../../domain/projects/consumer';
import { ErrorCode } from '../../../../domain/errors';
import { CUSTOMER_TASK_ROLES } from '../../../../domain/projects/rules';
import type { RoleCode } from '../../../../domain/kernel/roles';
import { StateMoveError } from '../../../../domain/kernel/stateMachine';
import type { Clock } from '../../../clock';
import type { Repositories } from '../../../db/repositories';
import type { JobRow, ProjectTaskRow, ProjectUrgeRow } from '../../../db/schema';
import type { RequestContext } from '../../../http/context';
import { BusinessError, ForbiddenError } from '../../../http/errors';
import type { JobQueue } from '../../../jobs';
import type { SmsSender } from '../../../sms';
import type { AccountDirectory, PersonnelAdmin } from '../../identity';
import type { Products } from '../../products';
import type { ConsumerRepository, ProjectWithGroup } from './repository';

/** The job kind of "finish all roles' work" (role/all/finish); its key is the project code. */
export { CONSUMER_FINISH_ALL_JOB } from '../../../../domain/projects/rules';

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

export const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function createConsumerKit({ repos, accountDirectory, personnelAdmin }: ConsumerDeps) {
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

  return { customerOf, ownProject, requireLead, membersOf, names, itemsOf, oneItem, toTask, toUrges, toJob, move, urgeableProject };
}

export type ConsumerKit = ReturnType<typeof createConsumerKit>;
