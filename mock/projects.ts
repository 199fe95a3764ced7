/**
 * Dev mocks of domain/api/projects.ts (issue 12, the channel's and the platform's delivery),
 * answering from the shared in-memory projects (mock/lib/projectStore.ts). Like the server: every
 * call passes domain/contractAccess.ts, inputs go through the contract's schema (parseOr), who sees
 * and changes what is domain/projects.ts and domain/projectDelivery.ts, moves go through the
 * machines, and every change appends an assignment and a timeline event. Consultants are the demo
 * accounts (and A-42's second membership) of the delivery tenant.
 */
import type {
  AssignmentItem,
  ChannelGroupDetail,
  ChannelGroupItem,
  ChannelProjectDetail,
  ChannelProjectItem,
  ConsultantItem,
} from '../domain/api/projects';
import { channelProjectContracts as c } from '../domain/api/projects';
import { DEMO_ACCOUNTS, DEMO_EXTRA_MEMBERSHIPS, DEMO_PRODUCTS, DEMO_TENANTS } from '../domain/demo';
import { DistributeStatus, ProjectLevel, ProjectState } from '../domain/enums';
import { ErrorCode, fail, ok } from '../domain/errors';
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
  type DeliveryNames,
} from '../domain/projectDelivery';
import {
  ALL_CONSULTANT_ROLES,
  allowedScopes,
  CUSTOMER_OWNER_ROLES,
  CUSTOMER_TASK_ROLES,
  DISTRIBUTE_MACHINE,
  type DistributeAction,
  defaultScope,
  managesDelivery,
  PROJECT_MACHINE,
} from '../domain/projects';
import type { RoleCode } from '../domain/roles';
import { csv } from './lib/csv';
import {
  contractKey,
  guardedSession,
  type MockAnswer,
  type MockCaller,
  type MockDownloadHandler,
  type MockHandler,
  pageOf,
  parseOr,
  toUmiMocks,
} from './lib/handler';
import { type MockGroup, type MockProject, projectStore } from './lib/projectStore';

const refuse = (code: ErrorCode, message?: string): MockAnswer => ({ envelope: fail(code, message) });
const now = () => new Date().toISOString();

interface Member {
  accountId: string;
  showName: string;
  phone: string;
  tenantCode: string;
  roleCodes: string[];
  status: 'active';
}
const MEMBERS: Member[] = [
  ...DEMO_ACCOUNTS.map((a) => ({
    accountId: a.accountId,
    showName: a.showName,
    phone: a.phone,
    tenantCode: a.tenantCode,
    roleCodes: [...a.roles],
    status: 'active' as const,
  })),
  ...DEMO_EXTRA_MEMBERSHIPS.filter((m) => m.status === 'active').map((m) => {
    const account = DEMO_ACCOUNTS.find((a) => a.accountId === m.accountId)!;
    return {
      accountId: m.accountId,
      showName: account.showName,
      phone: account.phone,
      tenantCode: m.tenantCode,
      roleCodes: [...m.roles],
      status: 'active' as const,
    };
  }),
];
const membersOf = (tenantCode: string) => MEMBERS.filter((m) => m.tenantCode === tenantCode);
const personOf = (accountId: string | null) =>
  accountId ? { accountId, showName: DEMO_ACCOUNTS.find((a) => a.accountId === accountId)?.showName ?? accountId } : null;
const tenantName = (code: string) => DEMO_TENANTS.find((t) => t.tenantCode === code)?.tenantZhName ?? code;
const tenantType = (code: string) => DEMO_TENANTS.find((t) => t.tenantCode === code)?.type ?? null;

const viewerOf = (caller: MockCaller): DeliveryViewer => ({
  accountId: caller.account?.accountId ?? '',
  tenantCode: caller.account?.tenantCode ?? '',
  subject: caller.user,
});

const groupOf = (project: MockProject) =>
  projectStore().groups.find((g) => g.tenantCode === project.tenantCode && g.groupCode === project.groupCode)!;
const asRow = (project: MockProject) => ({ ...project, dispatchedAt: project.dispatchedAt, finishedAt: project.finishedAt });

const MOCK_NAMES: DeliveryNames = { person: (id) => personOf(id ?? null), tenant: (code) => tenantName(code) };

const projectItem = (viewer: DeliveryViewer, project: MockProject): ChannelProjectItem =>
  channelProjectItem(asRow(project), groupOf(project), viewer, MOCK_NAMES);

const projectDetail = (viewer: DeliveryViewer, project: MockProject): ChannelProjectDetail => ({
  ...projectItem(viewer, project),
  svip: { requestedAt: project.svipRequestedAt, submittedAt: project.svipSubmittedAt, data: project.svipData },
  remark: groupOf(project).remark,
});

const groupItem = (group: MockGroup, rows: MockProject[]): ChannelGroupItem => channelGroupItem(group, rows, MOCK_NAMES);

const visibleProject = (viewer: DeliveryViewer, projectCode: string) => {
  const project = projectStore().projects.find((p) => p.projectCode === projectCode);
  return project && deliveryRelation(project, viewer) !== 'none' ? project : undefined;
};

const matches = (keyword: string | undefined, ...values: string[]) => !keyword || values.some((v) => v.toLowerCase().includes(keyword.toLowerCase()));

function deliveryProjects(
  tenantCode: string,
  q: { keyword?: string; state?: string; distributeStatus?: string; consultantAccountId?: string; customerTenantCode?: string; standard?: string },
) {
  return projectStore()
    .projects.filter((p) => {
      const group = groupOf(p);
      return (
        p.deliveryTenantCode === tenantCode &&
        group.status === 'active' &&
        matches(q.keyword, p.projectCode, p.name, p.groupCode, group.productName, tenantName(p.customerTenantCode)) &&
        (!q.state || p.state === q.state) &&
        (!q.distributeStatus || p.distributeStatus === q.distributeStatus) &&
        (!q.consultantAccountId || p.consultantAccountId === q.consultantAccountId) &&
        (!q.customerTenantCode || p.customerTenantCode === q.customerTenantCode) &&
        (!q.standard || group.standard === q.standard)
      );
    })
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.projectCode.localeCompare(b.projectCode));
}

function managed(caller: MockCaller): string | MockAnswer {
  const viewer = viewerOf(caller);
  if (!managesDelivery(caller.user) || !viewer.tenantCode) return refuse(ErrorCode.CHANNEL_PROJECT_MANAGE_ONLY);
  return viewer.tenantCode;
}

function distribute(caller: MockCaller, action: DistributeAction, projectCode: string, to: string | null, reason: string): MockAnswer {
  const viewer = viewerOf(caller);
  const project = visibleProject(viewer, projectCode);
  if (!project) return refuse(ErrorCode.PROJECT_NOT_FOUND);
  const refusal = distributeRefusal({ ...project, groupActive: groupOf(project).status === 'active' }, action, viewer, to);
  if (refusal) {
    const code = {
      manageOnly: ErrorCode.CHANNEL_PROJECT_MANAGE_ONLY,
      notDelivery: ErrorCode.CHANNEL_PROJECT_NOT_DELIVERY,
      withdrawn: ErrorCode.CHANNEL_GROUP_WITHDRAWN,
      state: ErrorCode.PROJECT_MOVE_REFUSED,
      same: ErrorCode.CHANNEL_SAME_CONSULTANT,
    }[refusal.kind];
    return refuse(code, refusal.message);
  }
  let toName = '';
  if (to) {
    const member = membersOf(project.deliveryTenantCode).find((m) => m.accountId === to);
    if (!member || !isEligibleConsultant(member, tenantType(project.deliveryTenantCode))) return refuse(ErrorCode.CONSULTANT_NOT_ELIGIBLE);
    toName = member.showName;
  }
  const at = now();
  const fromName = personOf(project.consultantAccountId)?.showName ?? '';
  const from = project.consultantAccountId;
  project.distributeStatus = DISTRIBUTE_MACHINE.assertMove(project.distributeStatus, action, caller.user);
  project.consultantAccountId = action === 'recall' ? null : to;
  project.transferred = action === 'reassign';
  project.dispatchedAt = action === 'recall' ? null : at;
  project.updatedAt = at;
  const store = projectStore();
  store.assignments.push({
    projectCode,
    kind: action,
    fromAccountId: from,
    toAccountId: project.consultantAccountId,
    reason,
    byAccountId: viewer.accountId,
    at,
  });
  const summary =
    action === 'dispatch'
      ? `将“${project.name}”分派给 ${toName}`
      : action === 'reassign'
        ? `将“${project.name}”由 ${fromName} 改派给 ${toName}`
        : `将“${project.name}”从 ${fromName} 收回到资源池`;
  store.events.push({
    groupCode: project.groupCode,
    projectCode,
    type: action,
    actorAccountId: viewer.accountId,
    summary: reason ? `${summary}：${reason}` : summary,
    at,
  });
  return { envelope: ok(projectItem(viewer, project)) };
}

function move(caller: MockCaller, projectCode: string, action: DeliveryAction, reason: string): MockAnswer {
  const viewer = viewerOf(caller);
  const project = visibleProject(viewer, projectCode);
  if (!project) return refuse(ErrorCode.PROJECT_NOT_FOUND);
  const refusal = deliveryMoveRefusal({ ...project, groupActive: groupOf(project).status === 'active' }, action, viewer);
  if (refusal) {
    const code = {
      notDelivery: ErrorCode.CHANNEL_PROJECT_NOT_DELIVERY,
      notYours: ErrorCode.CHANNEL_PROJECT_NOT_YOURS,
      withdrawn: ErrorCode.CHANNEL_GROUP_WITHDRAWN,
      state: ErrorCode.PROJECT_MOVE_REFUSED,
    }[refusal.kind];
    return refuse(code, refusal.message);
  }
  const at = now();
  project.state = PROJECT_MACHINE.assertMove(project.state, action, caller.user);
  project.updatedAt = at;
  if (action === 'initSvip') project.svipRequestedAt = at;
  if (action === 'finish') {
    project.finishedAt = at;
    project.progress = 100;
  }
  const label = PROJECT_MACHINE.moves.find((m) => m.action === action)?.label ?? action;
  const summary = `“${project.name}”${label}${action === 'finish' ? '，项目完成' : ''}`;
  projectStore().events.push({
    groupCode: project.groupCode,
    projectCode,
    type: EVENT_OF_ACTION[action],
    actorAccountId: viewer.accountId,
    summary: reason ? `${summary}：${reason}` : summary,
    at,
  });
  return { envelope: ok(projectDetail(viewer, project)) };
}

const filesOf = (productCode: string) => {
  const product = DEMO_PRODUCTS.find((p) => p.productCode === productCode);
  const docs = product?.definition.documents;
  return [
    ...(docs?.workingInstruction ? [{ kind: 'workingInstruction', title: '作业指导书', ...docs.workingInstruction }] : []),
    ...(docs?.inspectionStandard ? [{ kind: 'inspectionStandard', title: '检查标准', ...docs.inspectionStandard }] : []),
  ];
};

export const projectsMockHandlers: Record<string, MockHandler> = {
  [contractKey(c.channelListGroup)]: guardedSession(c.channelListGroup, ({ query, caller }) => {
    const parsed = parseOr(c.channelListGroup.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const q = parsed.value;
    const viewer = viewerOf(caller);
    const allowed = allowedScopes(caller.user);
    if (!allowed.length) return refuse(ErrorCode.CHANNEL_PROJECT_NO_SCOPE);
    const scope = q.scope ?? defaultScope(caller.user);
    if (!allowed.includes(scope)) return refuse(ErrorCode.PROJECT_SCOPE_REFUSED);
    const platform = tenantType(viewer.tenantCode) === 'platform';
    const counted = (group: MockGroup) =>
      projectStore().projects.filter(
        (p) =>
          p.tenantCode === group.tenantCode &&
          p.groupCode === group.groupCode &&
          (scope === 'all' ||
            (p.deliveryTenantCode === viewer.tenantCode && p.consultantAccountId === viewer.accountId && p.transferred === (scope === 'transform'))),
      );
    const rows = projectStore()
      .groups.filter((g) => {
        if (g.status !== 'active') return false;
        if (
          scope === 'all'
            ? platform
              ? g.deliveryTenantCode !== viewer.tenantCode
              : g.tenantCode !== viewer.tenantCode
            : g.deliveryTenantCode !== viewer.tenantCode
        )
          return false;
        const mine = counted(g);
        if (scope !== 'all' && !mine.length) return false;
        return (
          matches(q.keyword, g.groupCode, g.productName, tenantName(g.customerTenantCode)) &&
          (!q.customerTenantCode || g.customerTenantCode === q.customerTenantCode) &&
          (!q.state || mine.some((p) => p.state === q.state))
        );
      })
      .sort((a, b) => b.purchasedAt.localeCompare(a.purchasedAt) || a.groupCode.localeCompare(b.groupCode));
    return {
      envelope: ok({
        ...pageOf(
          rows.map((g) => groupItem(g, counted(g))),
          q,
        ),
        scope,
        allowedScopes: [...allowed],
      }),
    };
  }),

  [contractKey(c.channelProjectGroupDetailInfo)]: guardedSession(c.channelProjectGroupDetailInfo, ({ query, caller }) => {
    const parsed = parseOr(c.channelProjectGroupDetailInfo.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const viewer = viewerOf(caller);
    const store = projectStore();
    const group = store.groups.find((g) => g.groupCode === parsed.value.projectGroupCode);
    if (!group) return refuse(ErrorCode.PROJECT_GROUP_NOT_FOUND);
    const all = store.projects.filter((p) => p.tenantCode === group.tenantCode && p.groupCode === group.groupCode);
    const relations = all.map((p) => deliveryRelation(p, viewer));
    const wide = relations.some((r) => r === 'manager' || r === 'buyer');
    const seen = wide ? all : all.filter((_, i) => relations[i] === 'consultant');
    if (!seen.length) return refuse(ErrorCode.PROJECT_GROUP_NOT_FOUND);
    const codes = new Set(seen.map((p) => p.projectCode));
    const events = store.events
      .map((event, index) => ({ event, index }))
      .filter(({ event }) => event.groupCode === group.groupCode && (wide || !event.projectCode || codes.has(event.projectCode)))
      .sort((a, b) => b.event.at.localeCompare(a.event.at) || b.index - a.index);
    const consultants = [...new Set(seen.map((p) => p.consultantAccountId).filter((id): id is string => !!id))];
    const detail: ChannelGroupDetail = {
      group: {
        ...groupItem(group, seen),
        remark: group.remark,
        productVersion: group.productVersion,
        authorizationCode: group.authorizationCode,
        unitPricePoints: group.unitPricePoints,
        pricePoints: group.pricePoints,
        withdrawnAt: group.withdrawnAt,
      },
      projects: seen.map((p) => projectItem(viewer, p)),
      team: consultants.map((id) => {
        const member = membersOf(group.deliveryTenantCode).find((m) => m.accountId === id);
        return {
          accountId: id,
          showName: member?.showName ?? personOf(id)!.showName,
          phone: member?.phone ?? null,
          roleCodes: (member?.roleCodes ?? []).filter((r) => ALL_CONSULTANT_ROLES.includes(r as RoleCode)),
          projectCount: seen.filter((p) => p.consultantAccountId === id).length,
        };
      }),
      contacts: membersOf(group.customerTenantCode)
        .filter((m) => m.roleCodes.some((r) => CUSTOMER_OWNER_ROLES.includes(r as RoleCode)))
        .map((m) => ({
          accountId: m.accountId,
          showName: m.showName,
          phone: m.phone,
          roleCodes: m.roleCodes.filter((r) => CUSTOMER_TASK_ROLES.includes(r as RoleCode)),
        })),
      files: filesOf(group.productCode),
      timeline: events.slice(0, 100).map(({ event, index }) => ({
        id: index + 1,
        projectCode: event.projectCode,
        type: event.type,
        actorName: personOf(event.actorAccountId)?.showName ?? '系统',
        summary: event.summary,
        at: event.at,
      })),
      timelineTotal: events.length,
    };
    return { envelope: ok(detail) };
  }),

  [contractKey(c.channelDetailInfo)]: guardedSession(c.channelDetailInfo, ({ query, caller }) => {
    const parsed = parseOr(c.channelDetailInfo.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const viewer = viewerOf(caller);
    const project = visibleProject(viewer, parsed.value.projectCode);
    return project ? { envelope: ok(projectDetail(viewer, project)) } : refuse(ErrorCode.PROJECT_NOT_FOUND);
  }),

  [contractKey(c.channelDeliveryAssets)]: guardedSession(c.channelDeliveryAssets, ({ query, caller }) => {
    const parsed = parseOr(c.channelDeliveryAssets.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const project = visibleProject(viewerOf(caller), parsed.value.projectCode);
    if (!project) return refuse(ErrorCode.PROJECT_NOT_FOUND);
    const group = groupOf(project);
    const steps = DEMO_PRODUCTS.find((p) => p.productCode === group.productCode)?.definition.steps ?? [];
    const tasks = projectStore().tasks.filter((task) => task.projectCode === project.projectCode);
    const items = deliveryStepItems(steps, project, tasks, (id) => personOf(id)?.showName ?? id);
    return {
      envelope: ok({ projectCode: project.projectCode, productVersion: group.productVersion, steps: items, files: filesOf(group.productCode) }),
    };
  }),

  [contractKey(c.channelInitSvipData)]: guardedSession(c.channelInitSvipData, ({ body, caller }) => {
    const parsed = parseOr(c.channelInitSvipData.body, body);
    if ('failure' in parsed) return parsed.failure;
    return move(caller, parsed.value.projectCode, 'initSvip', '');
  }),

  [contractKey(c.channelProjectMove)]: guardedSession(c.channelProjectMove, ({ body, caller }) => {
    const parsed = parseOr(c.channelProjectMove.body, body);
    if ('failure' in parsed) return parsed.failure;
    return move(caller, parsed.value.projectCode, parsed.value.action, parsed.value.reason);
  }),

  [contractKey(c.channelResourcePool)]: guardedSession(c.channelResourcePool, ({ query, caller }) => {
    const parsed = parseOr(c.channelResourcePool.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const tenant = managed(caller);
    if (typeof tenant !== 'string') return tenant;
    const viewer = viewerOf(caller);
    const rows = deliveryProjects(tenant, { ...parsed.value, distributeStatus: 'undispatch' });
    return {
      envelope: ok(
        pageOf(
          rows.map((p) => projectItem(viewer, p)),
          parsed.value,
        ),
      ),
    };
  }),

  [contractKey(c.channelConsultantList)]: guardedSession(c.channelConsultantList, ({ caller }) => {
    const tenant = managed(caller);
    if (typeof tenant !== 'string') return tenant;
    const list: ConsultantItem[] = membersOf(tenant)
      .filter((m) => isEligibleConsultant(m, tenantType(tenant)))
      .map((m) => ({
        accountId: m.accountId,
        showName: m.showName,
        phone: m.phone,
        roleCodes: m.roleCodes.filter((r) => ALL_CONSULTANT_ROLES.includes(r as RoleCode)),
        activeProjects: projectStore().projects.filter(
          (p) => p.deliveryTenantCode === tenant && p.consultantAccountId === m.accountId && p.state !== 'finished',
        ).length,
      }));
    return { envelope: ok({ list }) };
  }),

  [contractKey(c.channelDispatch)]: guardedSession(c.channelDispatch, ({ body, caller }) => {
    const parsed = parseOr(c.channelDispatch.body, body);
    if ('failure' in parsed) return parsed.failure;
    return distribute(caller, 'dispatch', parsed.value.projectCode, parsed.value.consultantAccountId, parsed.value.reason);
  }),

  [contractKey(c.channelUpdateTeacher)]: guardedSession(c.channelUpdateTeacher, ({ body, caller }) => {
    const parsed = parseOr(c.channelUpdateTeacher.body, body);
    if ('failure' in parsed) return parsed.failure;
    return distribute(caller, 'reassign', parsed.value.projectCode, parsed.value.consultantAccountId, parsed.value.reason);
  }),

  [contractKey(c.channelRecall)]: guardedSession(c.channelRecall, ({ body, caller }) => {
    const parsed = parseOr(c.channelRecall.body, body);
    if ('failure' in parsed) return parsed.failure;
    return distribute(caller, 'recall', parsed.value.projectCode, null, parsed.value.reason);
  }),

  [contractKey(c.channelProjectList)]: guardedSession(c.channelProjectList, ({ query, caller }) => {
    const parsed = parseOr(c.channelProjectList.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const tenant = managed(caller);
    if (typeof tenant !== 'string') return tenant;
    const viewer = viewerOf(caller);
    return {
      envelope: ok(
        pageOf(
          deliveryProjects(tenant, parsed.value).map((p) => projectItem(viewer, p)),
          parsed.value,
        ),
      ),
    };
  }),

  [contractKey(c.channelAssignmentList)]: guardedSession(c.channelAssignmentList, ({ query, caller }) => {
    const parsed = parseOr(c.channelAssignmentList.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const project = visibleProject(viewerOf(caller), parsed.value.projectCode);
    if (!project) return refuse(ErrorCode.PROJECT_NOT_FOUND);
    const list: AssignmentItem[] = projectStore()
      .assignments.map((row, index) => ({ row, index }))
      .filter(({ row }) => row.projectCode === project.projectCode)
      .sort((a, b) => b.row.at.localeCompare(a.row.at) || b.index - a.index)
      .map(({ row, index }) => ({
        id: index + 1,
        kind: row.kind,
        from: personOf(row.fromAccountId),
        to: personOf(row.toAccountId),
        by: personOf(row.byAccountId)!,
        reason: row.reason,
        at: row.at,
      }));
    return { envelope: ok({ list }) };
  }),
};

export const projectsMockDownloads: Record<string, MockDownloadHandler> = {
  [contractKey(c.channelProjectExport)]: guardedSession(c.channelProjectExport, ({ query, caller }) => {
    const parsed = parseOr(c.channelProjectExport.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const tenant = managed(caller);
    if (typeof tenant !== 'string') return tenant;
    const viewer = viewerOf(caller);
    const rows = deliveryProjects(tenant, parsed.value).map((p) => projectItem(viewer, p));
    return csv(
      '项目列表.csv',
      ['项目编号', '项目名称', '项目组编号', '服务产品', '客户', '等级', '项目状态', '分派状态', '咨询顾问', '进度（%）', '购买时间'],
      rows.map((row) => [
        row.projectCode,
        row.name,
        row.groupCode,
        row.productName,
        row.customerName,
        row.level ? ProjectLevel.label(row.level) : '',
        ProjectState.label(row.state),
        DistributeStatus.label(row.distributeStatus),
        row.consultant?.showName ?? '',
        row.progress,
        row.createdAt,
      ]),
    );
  }),
};

export default toUmiMocks(projectsMockHandlers, projectsMockDownloads);
