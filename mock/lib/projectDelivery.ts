/**
 * The channel's and the platform's delivery in the dev mocks (mock/projects.ts): the delivery
 * tenants' consultants, the views of projects and groups, distribution and the delivery moves,
 * over the shared in-memory projects (./projectStore.ts).
 */
import type { ChannelGroupItem, ChannelProjectDetail, ChannelProjectItem } from '../../domain/projects/contracts';
import { DEMO_ACCOUNTS, DEMO_EXTRA_MEMBERSHIPS, DEMO_PRODUCTS, DEMO_TENANTS } from '../../domain/demo';
import { ErrorCode, fail, ok } from '../../domain/errors';
import {
  type DeliveryAction,
  type DeliveryViewer,
  deliveryMoveRefusal,
  deliveryRelation,
  distributeRefusal,
  EVENT_OF_ACTION,
  isEligibleConsultant,
  channelGroupItem,
  channelProjectItem,
  type DeliveryNames,
} from '../../domain/projects/delivery';
import { DISTRIBUTE_MACHINE, type DistributeAction, managesDelivery, PROJECT_MACHINE } from '../../domain/projects/rules';
import type { MockAnswer, MockCaller } from './handler';
import { type MockGroup, type MockProject, projectStore } from './projectStore';

export const refuse = (code: ErrorCode, message?: string): MockAnswer => ({ envelope: fail(code, message) });
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
export const membersOf = (tenantCode: string) => MEMBERS.filter((m) => m.tenantCode === tenantCode);
export const personOf = (accountId: string | null) =>
  accountId ? { accountId, showName: DEMO_ACCOUNTS.find((a) => a.accountId === accountId)?.showName ?? accountId } : null;
export const tenantName = (code: string) => DEMO_TENANTS.find((t) => t.tenantCode === code)?.tenantZhName ?? code;
export const tenantType = (code: string) => DEMO_TENANTS.find((t) => t.tenantCode === code)?.type ?? null;

export const viewerOf = (caller: MockCaller): DeliveryViewer => ({
  accountId: caller.account?.accountId ?? '',
  tenantCode: caller.account?.tenantCode ?? '',
  subject: caller.user,
});

export const groupOf = (project: MockProject) =>
  projectStore().groups.find((g) => g.tenantCode === project.tenantCode && g.groupCode === project.groupCode)!;
const asRow = (project: MockProject) => ({ ...project, dispatchedAt: project.dispatchedAt, finishedAt: project.finishedAt });

const MOCK_NAMES: DeliveryNames = { person: (id) => personOf(id ?? null), tenant: (code) => tenantName(code) };

export const projectItem = (viewer: DeliveryViewer, project: MockProject): ChannelProjectItem =>
  channelProjectItem(asRow(project), groupOf(project), viewer, MOCK_NAMES);

export const projectDetail = (viewer: DeliveryViewer, project: MockProject): ChannelProjectDetail => ({
  ...projectItem(viewer, project),
  svip: { requestedAt: project.svipRequestedAt, submittedAt: project.svipSubmittedAt, data: project.svipData },
  remark: groupOf(project).remark,
});

export const groupItem = (group: MockGroup, rows: MockProject[]): ChannelGroupItem => channelGroupItem(group, rows, MOCK_NAMES);

export const visibleProject = (viewer: DeliveryViewer, projectCode: string) => {
  const project = projectStore().projects.find((p) => p.projectCode === projectCode);
  return project && deliveryRelation(project, viewer) !== 'none' ? project : undefined;
};

export const matches = (keyword: string | undefined, ...values: string[]) =>
  !keyword || values.some((v) => v.toLowerCase().includes(keyword.toLowerCase()));

export function deliveryProjects(
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

export function managed(caller: MockCaller): string | MockAnswer {
  const viewer = viewerOf(caller);
  if (!managesDelivery(caller.user) || !viewer.tenantCode) return refuse(ErrorCode.CHANNEL_PROJECT_MANAGE_ONLY);
  return viewer.tenantCode;
}

export function distribute(caller: MockCaller, action: DistributeAction, projectCode: string, to: string | null, reason: string): MockAnswer {
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

export function move(caller: MockCaller, projectCode: string, action: DeliveryAction, reason: string): MockAnswer {
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

export const filesOf = (productCode: string) => {
  const product = DEMO_PRODUCTS.find((p) => p.productCode === productCode);
  const docs = product?.definition.documents;
  return [
    ...(docs?.workingInstruction ? [{ kind: 'workingInstruction', title: '作业指导书', ...docs.workingInstruction }] : []),
    ...(docs?.inspectionStandard ? [{ kind: 'inspectionStandard', title: '检查标准', ...docs.inspectionStandard }] : []),
  ];
};
