/**
 * Dev mocks of domain/projects/contracts.ts (issue 12, the channel's and the platform's delivery),
 * answering from the shared in-memory projects (mock/lib/projectStore.ts). Like the server: every
 * call passes domain/kernel/contractAccess.ts, inputs go through the contract's schema (parseOr), who sees
 * and changes what is domain/projects/rules.ts and domain/projects/delivery.ts, moves go through the
 * machines, and every change appends an assignment and a timeline event. Consultants are the demo
 * accounts (and A-42's second membership) of the delivery tenant; the views and moves are in
 * mock/lib/projectDelivery.ts.
 */
import type { AssignmentItem, ChannelGroupDetail, ConsultantItem } from '../domain/projects/contracts';
import { channelProjectContracts as c } from '../domain/projects/contracts';
import { DEMO_PRODUCTS } from '../domain/demo';
import { DistributeStatus, ProjectLevel, ProjectState } from '../domain/enums';
import { ErrorCode, ok } from '../domain/errors';
import { deliveryRelation, isEligibleConsultant, deliveryStepItems } from '../domain/projects/delivery';
import { ALL_CONSULTANT_ROLES, allowedScopes, CUSTOMER_OWNER_ROLES, CUSTOMER_TASK_ROLES, defaultScope } from '../domain/projects/rules';
import type { RoleCode } from '../domain/kernel/roles';
import { csv } from './lib/csv';
import { contractKey, guardedSession, type MockDownloadHandler, type MockHandler, pageOf, parseOr, toUmiMocks } from './lib/handler';
import { type MockGroup, projectStore } from './lib/projectStore';
import {
  deliveryProjects,
  distribute,
  filesOf,
  groupItem,
  groupOf,
  managed,
  matches,
  membersOf,
  move,
  personOf,
  projectDetail,
  projectItem,
  refuse,
  tenantName,
  tenantType,
  viewerOf,
  visibleProject,
} from './lib/projectDelivery';

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
