/**
 * The channel's and the platform's project delivery (issue 12 items 2–4): group lists by scope,
 * the group and project detail, delivery assets, the SVIP form request and the project state moves,
 * the resource pool, dispatch / reassignment / recall, the administration list and its export.
 *
 * Who sees and changes what is decided by domain/projects.ts (allowedScopes, managesDelivery, the
 * machines) and domain/projectDelivery.ts (the caller's relation to a project); every query is
 * scoped by the session's tenant (channelRepository.ts). A project the caller may not see answers
 * "not found" (17001/17002), never whether it exists. Every change writes the project,
 * project_assignments (dispatch, reassign, recall) and a timeline event (events.ts) in ONE
 * transaction, the project row locked first so two managers cannot both dispatch it.
 */
import type { z } from 'zod';
import type {
  AssignmentItem,
  ChannelGroupDetail,
  ChannelGroupItem,
  ChannelProjectDetail,
  ChannelProjectItem,
  ConsultantItem,
  DeliveryFile,
  channelProjectContracts as c,
} from '../../../domain/api/projects';
import type { ProductDefinition } from '../../../domain/api/products';
import { chinaCompactDay } from '../../../domain/chinaTime';
import { ErrorCode } from '../../../domain/errors';
import {
  type DeliveryAction,
  type DeliveryViewer,
  deliveryMoveRefusal,
  deliveryRelation,
  distributeRefusal,
  EVENT_OF_ACTION,
  isEligibleConsultant,
  deliveryStepItems,
  channelGroupItem,
  channelProjectItem,
} from '../../../domain/projectDelivery';
import {
  ALL_CONSULTANT_ROLES,
  allowedScopes,
  CUSTOMER_OWNER_ROLES,
  CUSTOMER_TASK_ROLES,
  DISTRIBUTE_MACHINE,
  type DistributeAction,
  defaultScope,
  type GroupListScope,
  managesDelivery,
  PROJECT_MACHINE,
} from '../../../domain/projects';
import type { RoleCode } from '../../../domain/roles';
import type { Clock } from '../../clock';
import type { Repositories } from '../../db/repositories';
import type { ProjectEventRow, ProjectGroupRow, ProjectRow } from '../../db/schema';
import type { RequestContext } from '../../http/context';
import { BusinessError } from '../../http/errors';
import type { FileResponse } from '../../http/registerContract';
import type { AccountDirectory, CustomersDirectory } from '../identity';
import type { Products } from '../products';
import type { ChannelProjectRepository, GroupScope, ProjectWithGroup } from './channelRepository';
import { projectsWorkbook, XLSX_CONTENT_TYPE } from './channelExports';
import { recordProjectEvents } from './events';

type Body<K extends keyof typeof c> = z.output<NonNullable<(typeof c)[K]['body']>>;
type Query<K extends keyof typeof c> = z.output<NonNullable<(typeof c)[K]['query']>>;

/** Events the group detail shows (the newest; the count says how many there are). */
export const TIMELINE_CAP = 100;

export interface ChannelProjectDeps {
  repos: Repositories<ChannelProjectRepository>;
  accountDirectory: Pick<AccountDirectory, 'accountNames' | 'tenantNames' | 'matching'>;
  customersDirectory: Pick<CustomersDirectory, 'membersOf'>;
  products: Pick<Products, 'version'>;
  clock: Clock;
}

interface Caller {
  auth: RequestContext;
  viewer: DeliveryViewer;
  tenantType: string | null;
  manages: boolean;
}

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

export function createChannelProjectService({ repos, accountDirectory, customersDirectory, products, clock }: ChannelProjectDeps) {
  function callerOf(auth: RequestContext): Caller {
    const tenantCode = auth.tenant?.tenantCode ?? '';
    return {
      auth,
      viewer: { accountId: auth.account.accountId, tenantCode, subject: auth.userInfo },
      tenantType: auth.tenant?.type ?? null,
      manages: managesDelivery(auth.userInfo),
    };
  }

  /** The caller's own delivery tenant when it manages delivery (pool, dispatch, administration). */
  function managedTenant(caller: Caller): string {
    if (!caller.manages || !caller.viewer.tenantCode) throw new BusinessError(ErrorCode.CHANNEL_PROJECT_MANAGE_ONLY);
    return caller.viewer.tenantCode;
  }

  async function namesOf(accountIds: (string | null | undefined)[], tenantCodes: (string | null | undefined)[]) {
    const [accounts, tenants] = await Promise.all([
      accountDirectory.accountNames([...new Set(accountIds.filter((id): id is string => !!id))]),
      accountDirectory.tenantNames([...new Set(tenantCodes.filter((code): code is string => !!code))]),
    ]);
    const person = (id: string | null | undefined) => (id ? { accountId: id, showName: accounts.get(id)?.showName ?? id } : null);
    const tenant = (code: string) => tenants.get(code)?.tenantZhName ?? code;
    return { person, tenant, accounts };
  }

  type Names = Awaited<ReturnType<typeof namesOf>>;

  function toProjectItem(caller: Caller, { project, group }: ProjectWithGroup, names: Names): ChannelProjectItem {
    const times = { dispatchedAt: iso(project.dispatchedAt), finishedAt: iso(project.finishedAt), createdAt: project.createdAt.toISOString() };
    return channelProjectItem({ ...project, ...times }, group, caller.viewer, names);
  }

  async function projectItems(caller: Caller, rows: ProjectWithGroup[]): Promise<ChannelProjectItem[]> {
    const names = await namesOf(
      rows.flatMap(({ project }) => [project.consultantAccountId, project.customerOwnerAccountId]),
      rows.flatMap(({ project }) => [project.tenantCode, project.customerTenantCode]),
    );
    return rows.map((row) => toProjectItem(caller, row, names));
  }

  /** A project the caller may see; "not found" otherwise. */
  async function visibleProject(caller: Caller, repo: ChannelProjectRepository, projectCode: string, lock = false): Promise<ProjectWithGroup> {
    const row = await repo.projectByCode(projectCode, lock);
    if (!row || deliveryRelation(row.project, caller.viewer) === 'none') throw new BusinessError(ErrorCode.PROJECT_NOT_FOUND);
    return row;
  }

  async function projectDetail(caller: Caller, row: ProjectWithGroup): Promise<ChannelProjectDetail> {
    const [item] = await projectItems(caller, [row]);
    return {
      ...item,
      svip: { requestedAt: iso(row.project.svipRequestedAt), submittedAt: iso(row.project.svipSubmittedAt), data: row.project.svipData ?? null },
      remark: row.group.remark,
    };
  }

  async function keywordTenants(keyword: string | undefined) {
    return keyword ? (await accountDirectory.matching(keyword)).tenantCodes : undefined;
  }

  async function filesOf(productCode: string, version: number): Promise<{ definition: ProductDefinition | null; files: DeliveryFile[] }> {
    const product = await products.version(productCode, version);
    if (!product) return { definition: null, files: [] };
    const { workingInstruction, inspectionStandard } = product.definition.documents;
    const files: DeliveryFile[] = [];
    if (workingInstruction) files.push({ kind: 'workingInstruction', title: '作业指导书', ...workingInstruction });
    if (inspectionStandard) files.push({ kind: 'inspectionStandard', title: '检查标准', ...inspectionStandard });
    return { definition: product.definition, files };
  }

  /** Dispatch, reassignment and recall: the project locked, the machine and the rules asked, then project + assignment + event together. */
  async function distribute(caller: Caller, action: DistributeAction, projectCode: string, consultantAccountId: string | null, reason: string) {
    const now = clock.now();
    const row = await repos.transaction(async (repo, tx) => {
      const current = await visibleProject(caller, repo, projectCode, true);
      const { project } = current;
      const refusal = distributeRefusal({ ...project, groupActive: current.group.status === 'active' }, action, caller.viewer, consultantAccountId);
      if (refusal) {
        const code = {
          manageOnly: ErrorCode.CHANNEL_PROJECT_MANAGE_ONLY,
          notDelivery: ErrorCode.CHANNEL_PROJECT_NOT_DELIVERY,
          withdrawn: ErrorCode.CHANNEL_GROUP_WITHDRAWN,
          state: ErrorCode.PROJECT_MOVE_REFUSED,
          same: ErrorCode.CHANNEL_SAME_CONSULTANT,
        }[refusal.kind];
        throw new BusinessError(code, refusal.message);
      }
      // Inside the transaction every read goes through `tx` (PGlite has one connection).
      const members = await customersDirectory.membersOf(project.deliveryTenantCode, { tx });
      let toName = '';
      if (consultantAccountId) {
        const member = members.find((candidate) => candidate.accountId === consultantAccountId);
        if (!member || !isEligibleConsultant(member, caller.tenantType)) throw new BusinessError(ErrorCode.CONSULTANT_NOT_ELIGIBLE);
        toName = member.showName;
      }
      const status = DISTRIBUTE_MACHINE.assertMove(project.distributeStatus, action, caller.viewer.subject);
      const updated = await repo.updateProject(project.tenantCode, project.projectCode, {
        distributeStatus: status,
        consultantAccountId: action === 'recall' ? null : consultantAccountId,
        transferred: action === 'reassign',
        dispatchedAt: action === 'recall' ? null : now,
        updatedAt: now,
      });
      await repo.insertAssignment({
        tenantCode: project.tenantCode,
        projectCode: project.projectCode,
        kind: action,
        fromAccountId: project.consultantAccountId,
        toAccountId: action === 'recall' ? null : consultantAccountId,
        reason,
        byAccountId: caller.viewer.accountId,
        at: now,
      });
      const fromName = members.find((candidate) => candidate.accountId === project.consultantAccountId)?.showName ?? '';
      const summary =
        action === 'dispatch'
          ? `将“${project.name}”分派给 ${toName}`
          : action === 'reassign'
            ? `将“${project.name}”由 ${fromName} 改派给 ${toName}`
            : `将“${project.name}”从 ${fromName} 收回到资源池`;
      await recordProjectEvents(tx, [
        {
          tenantCode: project.tenantCode,
          groupCode: project.groupCode,
          projectCode: project.projectCode,
          type: action,
          actorAccountId: caller.viewer.accountId,
          summary: reason ? `${summary}：${reason}` : summary,
          detail: { from: project.consultantAccountId, to: action === 'recall' ? null : consultantAccountId },
          at: now,
        },
      ]);
      return { project: updated, group: current.group };
    });
    const [item] = await projectItems(caller, [row]);
    return item;
  }

  /** A project state move through PROJECT_MACHINE with the delivery rules; the project, its timestamps and the event together. */
  async function move(caller: Caller, projectCode: string, action: DeliveryAction, reason: string): Promise<ChannelProjectDetail> {
    const now = clock.now();
    const row = await repos.transaction(async (repo, tx) => {
      const current = await visibleProject(caller, repo, projectCode, true);
      const { project } = current;
      const refusal = deliveryMoveRefusal({ ...project, groupActive: current.group.status === 'active' }, action, caller.viewer);
      if (refusal) {
        const code = {
          notDelivery: ErrorCode.CHANNEL_PROJECT_NOT_DELIVERY,
          notYours: ErrorCode.CHANNEL_PROJECT_NOT_YOURS,
          withdrawn: ErrorCode.CHANNEL_GROUP_WITHDRAWN,
          state: ErrorCode.PROJECT_MOVE_REFUSED,
        }[refusal.kind];
        throw new BusinessError(code, refusal.message);
      }
      const state = PROJECT_MACHINE.assertMove(project.state, action, caller.viewer.subject);
      const updated = await repo.updateProject(project.tenantCode, project.projectCode, {
        state,
        updatedAt: now,
        ...(action === 'initSvip' ? { svipRequestedAt: now } : {}),
        ...(action === 'finish' ? { finishedAt: now, progress: 100 } : {}),
      });
      const label = PROJECT_MACHINE.moves.find((candidate) => candidate.action === action)?.label ?? action;
      const summary = `“${project.name}”${label}${action === 'finish' ? '，项目完成' : ''}`;
      await recordProjectEvents(tx, [
        {
          tenantCode: project.tenantCode,
          groupCode: project.groupCode,
          projectCode: project.projectCode,
          type: EVENT_OF_ACTION[action],
          actorAccountId: caller.viewer.accountId,
          summary: reason ? `${summary}：${reason}` : summary,
          detail: { action, from: project.state, to: state },
          at: now,
        },
      ]);
      return { project: updated, group: current.group };
    });
    return projectDetail(caller, row);
  }

  function groupScopeOf(caller: Caller, scope: GroupListScope): GroupScope {
    const { tenantCode, accountId } = caller.viewer;
    if (scope === 'all') return caller.tenantType === 'platform' ? { kind: 'delivery', tenantCode } : { kind: 'buyer', tenantCode };
    return { kind: 'consultant', tenantCode, accountId, transferred: scope === 'transform' };
  }

  function groupItem(group: ProjectGroupRow, projectRows: ProjectRow[], names: Names): ChannelGroupItem {
    return channelGroupItem({ ...group, purchasedAt: group.purchasedAt.toISOString() }, projectRows, names);
  }

  return {
    async listGroup(auth: RequestContext, query: Query<'channelListGroup'>) {
      const caller = callerOf(auth);
      const allowed = allowedScopes(auth.userInfo);
      if (!allowed.length) throw new BusinessError(ErrorCode.CHANNEL_PROJECT_NO_SCOPE);
      const scope = query.scope ?? defaultScope(auth.userInfo);
      if (!allowed.includes(scope)) throw new BusinessError(ErrorCode.PROJECT_SCOPE_REFUSED);
      const groupScope = groupScopeOf(caller, scope);
      const { rows, total } = await repos.repo.pageGroups(
        groupScope,
        {
          keyword: query.keyword,
          keywordTenantCodes: await keywordTenants(query.keyword),
          state: query.state,
          customerTenantCode: query.customerTenantCode,
        },
        query,
      );
      const projectRows = await repos.repo.projectsOfGroups(rows, groupScope);
      const names = await namesOf(
        [...rows.map((row) => row.purchasedBy), ...projectRows.map((project) => project.consultantAccountId)],
        rows.flatMap((row) => [row.tenantCode, row.customerTenantCode, row.deliveryTenantCode]),
      );
      const list = rows.map((group) =>
        groupItem(
          group,
          projectRows.filter((project) => project.tenantCode === group.tenantCode && project.groupCode === group.groupCode),
          names,
        ),
      );
      return { list, total, current: query.current, pageSize: query.pageSize, scope, allowedScopes: [...allowed] };
    },

    async groupDetail(auth: RequestContext, query: Query<'channelProjectGroupDetailInfo'>): Promise<ChannelGroupDetail> {
      const caller = callerOf(auth);
      const group = await repos.repo.groupByCode(query.projectGroupCode);
      if (!group) throw new BusinessError(ErrorCode.PROJECT_GROUP_NOT_FOUND);
      const all = await repos.repo.projectsOfGroup(group.tenantCode, group.groupCode);
      const relations = all.map((project) => deliveryRelation(project, caller.viewer));
      // A manager (delivery or buyer) sees the whole group; a consultant only the projects they hold.
      const groupWide = relations.some((relation) => relation === 'manager' || relation === 'buyer');
      const seen = groupWide ? all : all.filter((_, index) => relations[index] === 'consultant');
      if (!seen.length) throw new BusinessError(ErrorCode.PROJECT_GROUP_NOT_FOUND);
      const [{ rows: events, total: timelineTotal }, members, { files }] = await Promise.all([
        repos.repo.timeline(group.tenantCode, group.groupCode, TIMELINE_CAP, groupWide ? undefined : seen.map((project) => project.projectCode)),
        customersDirectory.membersOf(group.customerTenantCode),
        filesOf(group.productCode, group.productVersion),
      ]);
      const consultantIds = [...new Set(seen.map((project) => project.consultantAccountId).filter((id): id is string => !!id))];
      const deliveryMembers = consultantIds.length ? await customersDirectory.membersOf(group.deliveryTenantCode) : [];
      const names = await namesOf(
        [
          group.purchasedBy,
          ...seen.flatMap((project) => [project.consultantAccountId, project.customerOwnerAccountId]),
          ...events.map((event) => event.actorAccountId),
        ],
        [group.tenantCode, group.customerTenantCode, group.deliveryTenantCode, ...seen.map((project) => project.customerTenantCode)],
      );
      const groupFields = {
        productName: group.productName,
        productCode: group.productCode,
        productVersion: group.productVersion,
        standard: group.standard,
        status: group.status,
        remark: group.remark,
      };
      return {
        group: {
          ...groupItem(group, seen, names),
          remark: group.remark,
          productVersion: group.productVersion,
          authorizationCode: group.authorizationCode,
          unitPricePoints: group.unitPricePoints,
          pricePoints: group.pricePoints,
          withdrawnAt: iso(group.withdrawnAt),
        },
        projects: seen.map((project) => toProjectItem(caller, { project, group: groupFields }, names)),
        team: consultantIds.map((id) => {
          const member = deliveryMembers.find((candidate) => candidate.accountId === id);
          return {
            accountId: id,
            showName: member?.showName ?? names.person(id)!.showName,
            phone: member?.phone ?? null,
            roleCodes: (member?.roleCodes ?? []).filter((role) => ALL_CONSULTANT_ROLES.includes(role as RoleCode)),
            projectCount: seen.filter((project) => project.consultantAccountId === id).length,
          };
        }),
        contacts: members
          .filter((member) => member.status === 'active' && member.roleCodes.some((role) => CUSTOMER_OWNER_ROLES.includes(role as RoleCode)))
          .map((member) => ({
            accountId: member.accountId,
            showName: member.showName,
            phone: member.phone,
            roleCodes: member.roleCodes.filter((role) => CUSTOMER_TASK_ROLES.includes(role as RoleCode)),
          })),
        files,
        timeline: events.map((event: ProjectEventRow) => ({
          id: event.id,
          projectCode: event.projectCode,
          type: event.type,
          actorName: names.person(event.actorAccountId)?.showName ?? '系统',
          summary: event.summary,
          at: event.at.toISOString(),
        })),
        timelineTotal,
      };
    },

    async detail(auth: RequestContext, query: Query<'channelDetailInfo'>): Promise<ChannelProjectDetail> {
      const caller = callerOf(auth);
      return projectDetail(caller, await visibleProject(caller, repos.repo, query.projectCode));
    },

    async deliveryAssets(auth: RequestContext, query: Query<'channelDeliveryAssets'>) {
      const caller = callerOf(auth);
      const { project, group } = await visibleProject(caller, repos.repo, query.projectCode);
      const [{ definition, files }, tasks] = await Promise.all([
        filesOf(group.productCode, group.productVersion),
        repos.repo.tasksOf(project.tenantCode, project.projectCode),
      ]);
      const steps = definition?.steps ?? [];
      const assignees = await accountDirectory.accountNames(tasks.map((task) => task.accountId).filter((id): id is string => !!id));
      const items = deliveryStepItems(steps, project, tasks, (id) => assignees.get(id)?.showName ?? id);
      return { projectCode: project.projectCode, productVersion: group.productVersion, steps: items, files };
    },

    initSvip: (auth: RequestContext, body: Body<'channelInitSvipData'>) => move(callerOf(auth), body.projectCode, 'initSvip', ''),

    move: (auth: RequestContext, body: Body<'channelProjectMove'>) => move(callerOf(auth), body.projectCode, body.action, body.reason),

    async resourcePool(auth: RequestContext, query: Query<'channelResourcePool'>) {
      const caller = callerOf(auth);
      const tenantCode = managedTenant(caller);
      const { rows, total } = await repos.repo.pageProjects(
        tenantCode,
        {
          keyword: query.keyword,
          keywordTenantCodes: await keywordTenants(query.keyword),
          customerTenantCode: query.customerTenantCode,
          distributeStatus: 'undispatch',
        },
        query,
      );
      return { list: await projectItems(caller, rows), total, current: query.current, pageSize: query.pageSize };
    },

    async consultants(auth: RequestContext): Promise<{ list: ConsultantItem[] }> {
      const caller = callerOf(auth);
      const tenantCode = managedTenant(caller);
      const members = (await customersDirectory.membersOf(tenantCode)).filter((member) => isEligibleConsultant(member, caller.tenantType));
      const counts = await repos.repo.activeCounts(
        tenantCode,
        members.map((member) => member.accountId),
      );
      return {
        list: members.map((member) => ({
          accountId: member.accountId,
          showName: member.showName,
          phone: member.phone,
          roleCodes: member.roleCodes.filter((role) => ALL_CONSULTANT_ROLES.includes(role as RoleCode)),
          activeProjects: counts.get(member.accountId) ?? 0,
        })),
      };
    },

    dispatch: (auth: RequestContext, body: Body<'channelDispatch'>) =>
      distribute(callerOf(auth), 'dispatch', body.projectCode, body.consultantAccountId, body.reason),

    reassign: (auth: RequestContext, body: Body<'channelUpdateTeacher'>) =>
      distribute(callerOf(auth), 'reassign', body.projectCode, body.consultantAccountId, body.reason),

    recall: (auth: RequestContext, body: Body<'channelRecall'>) => distribute(callerOf(auth), 'recall', body.projectCode, null, body.reason),

    async projectList(auth: RequestContext, query: Query<'channelProjectList'>) {
      const caller = callerOf(auth);
      const tenantCode = managedTenant(caller);
      const { rows, total } = await repos.repo.pageProjects(tenantCode, { ...query, keywordTenantCodes: await keywordTenants(query.keyword) }, query);
      return { list: await projectItems(caller, rows), total, current: query.current, pageSize: query.pageSize };
    },

    async exportProjects(auth: RequestContext, query: Query<'channelProjectExport'>): Promise<FileResponse> {
      const caller = callerOf(auth);
      const tenantCode = managedTenant(caller);
      const filter = { ...query, keywordTenantCodes: await keywordTenants(query.keyword) };
      const body = await projectsWorkbook(async (current, pageSize) =>
        projectItems(caller, (await repos.repo.pageProjects(tenantCode, filter, { current, pageSize })).rows),
      );
      return { fileName: `项目列表-${chinaCompactDay(clock.now())}.xlsx`, contentType: XLSX_CONTENT_TYPE, body };
    },

    async assignments(auth: RequestContext, query: Query<'channelAssignmentList'>): Promise<{ list: AssignmentItem[] }> {
      const caller = callerOf(auth);
      const { project } = await visibleProject(caller, repos.repo, query.projectCode);
      const rows = await repos.repo.assignments(project.tenantCode, project.projectCode);
      const names = await namesOf(
        rows.flatMap((row) => [row.fromAccountId, row.toAccountId, row.byAccountId]),
        [],
      );
      return {
        list: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          from: names.person(row.fromAccountId),
          to: names.person(row.toAccountId),
          by: names.person(row.byAccountId)!,
          reason: row.reason,
          at: row.at.toISOString(),
        })),
      };
    },
  };
}

export type ChannelProjectService = ReturnType<typeof createChannelProjectService>;
