/**
 * The mocks' in-memory projects (issue 12), shared by mock/marketplace.ts (purchases create
 * groups here), mock/projects.ts (the channel's lists, dispatch) and mock/consumerProjects.ts
 * (the customer's side): the demo groups of domain/demo/projects.ts, flattened into rows shaped
 * like the server's tables, back to the seed on every mock reset.
 */
import { DEMO_PRODUCTS, DEMO_PROJECT_GROUPS } from '../../domain/demo';
import type { AssignmentKind, GroupStatus, ProjectEventType } from '../../domain/enums/projects';
import {
  customerTasksOf,
  type DistributeStatus,
  type ProjectLevel,
  type ProjectState,
  type RoleRelationStatus,
  type UrgeType,
} from '../../domain/projects';
import type { RoleCode } from '../../domain/roles';
import { onMockReset } from './state';

const SEED_AT = Date.parse('2026-11-20T02:00:00.000Z');
const DAY_MS = 86_400_000;
const ago = (days: number) => new Date(SEED_AT - days * DAY_MS).toISOString();

export interface MockGroup {
  tenantCode: string;
  groupCode: string;
  customerTenantCode: string;
  deliveryTenantCode: string;
  productCode: string;
  productVersion: number;
  productName: string;
  serviceKind: string;
  standard: string;
  authorizationCode: string;
  unitPricePoints: number;
  pricePoints: number;
  requestKey: string;
  remark: string;
  status: GroupStatus;
  purchasedBy: string;
  purchasedAt: string;
  withdrawnAt: string | null;
}
export interface MockProject {
  tenantCode: string;
  projectCode: string;
  groupCode: string;
  customerTenantCode: string;
  deliveryTenantCode: string;
  name: string;
  level: ProjectLevel | null;
  state: ProjectState;
  distributeStatus: DistributeStatus;
  consultantAccountId: string | null;
  transferred: boolean;
  customerOwnerAccountId: string | null;
  progress: number;
  svipData: Record<string, unknown> | null;
  svipRequestedAt: string | null;
  svipSubmittedAt: string | null;
  dispatchedAt: string | null;
  finishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}
export interface MockTask {
  projectCode: string;
  stepNo: number;
  title: string;
  roleCode: RoleCode;
  accountId: string | null;
  status: RoleRelationStatus;
  submittedAt: string | null;
  finishedAt: string | null;
}
export interface MockAssignment {
  projectCode: string;
  kind: AssignmentKind;
  fromAccountId: string | null;
  toAccountId: string | null;
  reason: string;
  byAccountId: string;
  at: string;
}
export interface MockEvent {
  groupCode: string;
  projectCode: string | null;
  type: ProjectEventType;
  actorAccountId: string | null;
  summary: string;
  at: string;
}
export interface MockUrge {
  projectCode: string;
  urgeType: UrgeType;
  targetAccountId: string;
  byAccountId: string;
  message: string;
  at: string;
}

export interface ProjectStore {
  groups: MockGroup[];
  projects: MockProject[];
  tasks: MockTask[];
  assignments: MockAssignment[];
  events: MockEvent[];
  urges: MockUrge[];
}

function seed(): ProjectStore {
  const store: ProjectStore = { groups: [], projects: [], tasks: [], assignments: [], events: [], urges: [] };
  for (const group of DEMO_PROJECT_GROUPS) {
    const product = DEMO_PRODUCTS.find((candidate) => candidate.productCode === group.productCode);
    if (!product) continue;
    const purchasedAt = ago(group.purchasedDaysAgo);
    store.groups.push({
      tenantCode: group.tenantCode,
      groupCode: group.groupCode,
      customerTenantCode: group.customerTenantCode,
      deliveryTenantCode: group.deliveryTenantCode,
      productCode: group.productCode,
      productVersion: 1,
      productName: product.definition.basic.name,
      serviceKind: product.definition.basic.serviceKind,
      standard: product.definition.basic.standard,
      authorizationCode: group.authorizationCode,
      unitPricePoints: group.unitPricePoints,
      pricePoints: group.unitPricePoints * group.projects.length,
      requestKey: `demo-${group.groupCode}`,
      remark: group.remark,
      status: 'active',
      purchasedBy: group.purchasedBy,
      purchasedAt,
      withdrawnAt: null,
    });
    store.events.push({
      groupCode: group.groupCode,
      projectCode: null,
      type: 'purchase',
      actorAccountId: group.purchasedBy,
      summary: `购买“${product.definition.basic.name}”，${group.projects.length} 个项目，消耗 ${group.unitPricePoints * group.projects.length} 积分`,
      at: purchasedAt,
    });
    for (const item of group.projects) {
      const last = item.assignments.at(-1);
      store.projects.push({
        tenantCode: group.tenantCode,
        projectCode: item.projectCode,
        groupCode: group.groupCode,
        customerTenantCode: group.customerTenantCode,
        deliveryTenantCode: group.deliveryTenantCode,
        name: item.name,
        level: item.level,
        state: item.state,
        distributeStatus: item.distributeStatus,
        consultantAccountId: item.consultantAccountId,
        transferred: item.transferred,
        customerOwnerAccountId: item.customerOwnerAccountId,
        progress: item.progress,
        svipData: item.svipData,
        svipRequestedAt: item.svipRequestedDaysAgo === null ? null : ago(item.svipRequestedDaysAgo),
        svipSubmittedAt: item.svipSubmittedDaysAgo === null ? null : ago(item.svipSubmittedDaysAgo),
        dispatchedAt: last ? ago(last.daysAgo) : null,
        finishedAt: item.state === 'finished' ? ago(Math.max(0, group.purchasedDaysAgo - 32)) : null,
        createdAt: purchasedAt,
        updatedAt: purchasedAt,
      });
      for (const step of customerTasksOf(product.definition.steps)) {
        const demo = item.tasks.find((task) => task.stepNo === step.stepNo);
        const status = demo?.status ?? (item.state === 'finished' ? 'finished' : 'notsubmit');
        store.tasks.push({
          projectCode: item.projectCode,
          ...step,
          accountId: demo?.accountId ?? null,
          status,
          submittedAt: status === 'notsubmit' ? null : ago(20),
          finishedAt: status === 'finished' ? ago(10) : null,
        });
      }
      for (const assignment of item.assignments) {
        store.assignments.push({
          projectCode: item.projectCode,
          kind: assignment.kind,
          fromAccountId: assignment.from,
          toAccountId: assignment.to,
          reason: assignment.reason ?? '',
          byAccountId: assignment.by,
          at: ago(assignment.daysAgo),
        });
      }
    }
    for (const event of group.events) {
      store.events.push({
        groupCode: group.groupCode,
        projectCode: event.projectCode,
        type: event.type,
        actorAccountId: event.actor,
        summary: event.summary,
        at: ago(event.daysAgo),
      });
    }
  }
  return store;
}

let store = seed();
onMockReset(() => {
  store = seed();
});

/** The current in-memory projects (read it at call time: a reset replaces it). */
export const projectStore = (): ProjectStore => store;
