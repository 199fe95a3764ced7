/**
 * The mocks' in-memory projects (issue 12), shared by mock/marketplace.ts (purchases create
 * groups here), mock/projects.ts (the channel's lists, dispatch) and mock/consumerProjects.ts
 * (the customer's side): the demo groups of domain/projects/demo.ts, flattened into rows shaped
 * like the server's tables, back to the seed on every mock reset.
 */
import { demoProjectRows } from '../../domain/demo';
import type { AssignmentKind, GroupStatus, ProjectEventType } from '../../domain/projects/enums';
import type { DistributeStatus, ProjectLevel, ProjectState, RoleRelationStatus, UrgeType } from '../../domain/projects/rules';
import type { RoleCode } from '../../domain/kernel/roles';
import { onMockReset } from './state';

const SEED_AT = Date.parse('2026-11-20T02:00:00.000Z');

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

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

function seed(): ProjectStore {
  const rows = demoProjectRows(new Date(SEED_AT));
  return {
    groups: rows.groups.map(({ purchasedAt, ...group }) => ({ ...group, purchasedAt: purchasedAt.toISOString(), withdrawnAt: null })),
    projects: rows.projects.map((project) => ({
      ...project,
      svipRequestedAt: iso(project.svipRequestedAt),
      svipSubmittedAt: iso(project.svipSubmittedAt),
      dispatchedAt: iso(project.dispatchedAt),
      finishedAt: iso(project.finishedAt),
      createdAt: project.createdAt.toISOString(),
      updatedAt: project.updatedAt.toISOString(),
    })),
    tasks: rows.tasks.map(({ tenantCode: _t, customerTenantCode: _c, updatedAt: _u, ...task }) => ({
      ...task,
      submittedAt: iso(task.submittedAt),
      finishedAt: iso(task.finishedAt),
    })),
    assignments: rows.assignments.map(({ tenantCode: _t, ...assignment }) => ({ ...assignment, at: assignment.at.toISOString() })),
    events: rows.events.map(({ tenantCode: _t, ...event }) => ({ ...event, at: event.at.toISOString() })),
    urges: [],
  };
}

let store = seed();
onMockReset(() => {
  store = seed();
});

/** The current in-memory projects (read it at call time: a reset replaces it). */
export const projectStore = (): ProjectStore => store;
