/**
 * Tables of the projects area (issue 12): what a channel bought for a customer (a project group,
 * one project per assessed object), who delivers each project (dispatch and its history), the
 * customer's tasks by role, urges, and the append-only timeline. Owned by the selling channel:
 * `tenant_code` is the channel's code and leads every key and index; the customer's reads go
 * through the indexes that lead with `customer_tenant_code` (also a tenant code).
 *
 * The rules (states, who may move them, who sees what) live in domain/projects/rules.ts.
 */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { DistributeStatus, ProjectLevel, ProjectState, RoleRelationStatus, UrgeType } from '../../../domain/enums';
import { PROJECT_KINDS, type ProjectKindCode } from '../../../domain/projectKinds';
import { GroupStatus, type ProjectEventType, AssignmentKind } from '../../../domain/projects/enums';
import { projectEventTypes } from '../../../domain/projects/kinds';
import { at, oneOf, newestFirst } from './columns';

/** What project_events.type holds: the projects area's own event types and every project kind's code. */
export type ProjectTimelineEventType = ProjectEventType | ProjectKindCode;

type Codes<E extends { values: readonly string[] }> = [E['values'][number], ...E['values'][number][]];
const codes = <E extends { values: readonly string[] }>(e: E) => e.values as unknown as Codes<E>;

export const projectGroups = pgTable(
  'project_groups',
  {
    /** The channel that bought the service. */
    tenantCode: text('tenant_code').notNull(),
    groupCode: text('group_code').notNull(),
    customerTenantCode: text('customer_tenant_code').notNull(),
    /** The tenant whose people deliver it: the channel itself, or the platform (平台交付). */
    deliveryTenantCode: text('delivery_tenant_code').notNull(),
    productCode: text('product_code').notNull(),
    /** The product version bought (frozen: app.products.version). */
    productVersion: integer('product_version').notNull(),
    productName: text('product_name').notNull(),
    serviceKind: text('service_kind').notNull(),
    standard: text('standard').notNull(),
    authorizationCode: text('authorization_code').notNull(),
    /** Points per project after the equity discount, and the total debited. */
    unitPricePoints: integer('unit_price_points').notNull(),
    pricePoints: integer('price_points').notNull(),
    /** The buyer's request key: the same key again answers the first purchase. */
    requestKey: text('request_key').notNull(),
    remark: text('remark').notNull().default(''),
    status: text('status', { enum: codes(GroupStatus) })
      .notNull()
      .default('active'),
    purchasedBy: text('purchased_by').notNull(),
    purchasedAt: at('purchased_at').notNull(),
    withdrawnBy: text('withdrawn_by'),
    withdrawnAt: at('withdrawn_at'),
    withdrawReason: text('withdraw_reason'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantCode, t.groupCode] }),
    uniqueIndex('project_groups_code_idx').on(t.groupCode),
    uniqueIndex('project_groups_request_idx').on(t.tenantCode, t.requestKey),
    index('project_groups_purchased_idx').on(t.tenantCode, newestFirst(t.purchasedAt)),
    index('project_groups_customer_idx').on(t.customerTenantCode, newestFirst(t.purchasedAt)),
    index('project_groups_delivery_idx').on(t.deliveryTenantCode, newestFirst(t.purchasedAt)),
    // The platform's list of every channel's purchases, newest first (marketplace: pageGroups).
    index('project_groups_platform_idx').on(newestFirst(t.purchasedAt), t.groupCode),
    check('project_groups_status_check', oneOf(t.status, GroupStatus.values)),
  ],
);

export const projects = pgTable(
  'projects',
  {
    /** The channel that bought it. */
    tenantCode: text('tenant_code').notNull(),
    projectCode: text('project_code').notNull(),
    groupCode: text('group_code').notNull(),
    customerTenantCode: text('customer_tenant_code').notNull(),
    deliveryTenantCode: text('delivery_tenant_code').notNull(),
    /** The assessed object (定级对象 / 评估范围), e.g. "门户网站系统". */
    name: text('name').notNull(),
    /** MLPS level 1–4 of a gov project; null for ISO/IEC 27001 projects. */
    level: text('level', { enum: codes(ProjectLevel) }),
    state: text('state', { enum: codes(ProjectState) })
      .notNull()
      .default('empty'),
    distributeStatus: text('distribute_status', { enum: codes(DistributeStatus) })
      .notNull()
      .default('undispatch'),
    /** The consultant delivering it (channel-owner or channel-executor of the delivery tenant). */
    consultantAccountId: text('consultant_account_id'),
    /** Set when the consultant got it by a reassignment (scope transform) rather than a dispatch. */
    transferred: boolean('transferred').notNull().default(false),
    /** The customer's owner of the project (consumer-owner or consumer-pm). */
    customerOwnerAccountId: text('customer_owner_account_id'),
    /** Percent of the delivery steps done (0–100). */
    progress: integer('progress').notNull().default(0),
    /** The company-information form (SVIP page modules): null until initSvipData. */
    svipData: jsonb('svip_data').$type<Record<string, unknown>>(),
    svipRequestedAt: at('svip_requested_at'),
    svipSubmittedAt: at('svip_submitted_at'),
    dispatchedAt: at('dispatched_at'),
    finishedAt: at('finished_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantCode, t.projectCode] }),
    uniqueIndex('projects_code_idx').on(t.projectCode),
    index('projects_group_idx').on(t.tenantCode, t.groupCode),
    index('projects_created_idx').on(t.tenantCode, newestFirst(t.createdAt)),
    index('projects_pool_idx').on(t.deliveryTenantCode, t.distributeStatus, newestFirst(t.createdAt)),
    index('projects_consultant_idx').on(t.deliveryTenantCode, t.consultantAccountId, newestFirst(t.createdAt)),
    index('projects_customer_idx').on(t.customerTenantCode, newestFirst(t.createdAt)),
    // The delivery tenant's every project, newest first (/projectList/projectAdministration, /platformDelivery).
    index('projects_delivery_created_idx').on(t.deliveryTenantCode, newestFirst(t.createdAt)),
    check('projects_level_check', oneOf(t.level, ProjectLevel.values)),
    check('projects_state_check', oneOf(t.state, ProjectState.values)),
    check('projects_distribute_check', oneOf(t.distributeStatus, DistributeStatus.values)),
    check('projects_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);

/** Every dispatch, reassignment and recall of a project (the assignment history). */
export const projectAssignments = pgTable(
  'project_assignments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantCode: text('tenant_code').notNull(),
    projectCode: text('project_code').notNull(),
    kind: text('kind', { enum: codes(AssignmentKind) }).notNull(),
    fromAccountId: text('from_account_id'),
    toAccountId: text('to_account_id'),
    reason: text('reason').notNull().default(''),
    byAccountId: text('by_account_id').notNull(),
    at: at('at').notNull(),
  },
  (t) => [
    index('project_assignments_project_idx').on(t.tenantCode, t.projectCode, newestFirst(t.at)),
    check('project_assignments_kind_check', oneOf(t.kind, AssignmentKind.values)),
  ],
);

/** The customer's tasks of a project, one per delivery step owned by a customer role (role/list). */
export const projectTasks = pgTable(
  'project_tasks',
  {
    tenantCode: text('tenant_code').notNull(),
    projectCode: text('project_code').notNull(),
    customerTenantCode: text('customer_tenant_code').notNull(),
    /** Index of the product's delivery step. */
    stepNo: integer('step_no').notNull(),
    title: text('title').notNull(),
    roleCode: text('role_code').notNull(),
    /** The person doing it (null: anyone of the role, not yet assigned). */
    accountId: text('account_id'),
    status: text('status', { enum: codes(RoleRelationStatus) })
      .notNull()
      .default('notsubmit'),
    submittedAt: at('submitted_at'),
    finishedAt: at('finished_at'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantCode, t.projectCode, t.stepNo] }),
    index('project_tasks_customer_idx').on(t.customerTenantCode, t.projectCode),
    check('project_tasks_status_check', oneOf(t.status, RoleRelationStatus.values)),
  ],
);

/** Urges: who reminded whom about which project, and whether the SMS went out. */
export const projectUrges = pgTable(
  'project_urges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantCode: text('tenant_code').notNull(),
    projectCode: text('project_code').notNull(),
    urgeType: text('urge_type', { enum: codes(UrgeType) }).notNull(),
    targetAccountId: text('target_account_id').notNull(),
    byAccountId: text('by_account_id').notNull(),
    /** The urging tenant (the channel or the customer). */
    byTenantCode: text('by_tenant_code').notNull(),
    message: text('message').notNull().default(''),
    smsSent: boolean('sms_sent').notNull().default(false),
    at: at('at').notNull(),
  },
  (t) => [
    index('project_urges_project_idx').on(t.tenantCode, t.projectCode, newestFirst(t.at)),
    index('project_urges_last_idx').on(t.projectCode, t.targetAccountId, newestFirst(t.at)),
    check('project_urges_type_check', oneOf(t.urgeType, UrgeType.values)),
  ],
);

/** The append-only timeline of a group and its projects (purchase, dispatch, submissions, urges…). */
export const projectEvents = pgTable(
  'project_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantCode: text('tenant_code').notNull(),
    groupCode: text('group_code').notNull(),
    projectCode: text('project_code'),
    /** A ProjectEventType or a project kind's code (domain/projects/kinds.ts). */
    type: text('type').$type<ProjectTimelineEventType>().notNull(),
    actorAccountId: text('actor_account_id'),
    /** A Chinese sentence as the timeline shows it ("将项目分派给 张三"). */
    summary: text('summary').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: at('at').notNull(),
  },
  (t) => [
    index('project_events_group_idx').on(t.tenantCode, t.groupCode, newestFirst(t.at)),
    check('project_events_type_check', oneOf(t.type, projectEventTypes(PROJECT_KINDS))),
  ],
);

export type ProjectGroupRow = typeof projectGroups.$inferSelect;
export type NewProjectGroupRow = typeof projectGroups.$inferInsert;
export type ProjectRow = typeof projects.$inferSelect;
export type NewProjectRow = typeof projects.$inferInsert;
export type ProjectAssignmentRow = typeof projectAssignments.$inferSelect;
export type ProjectTaskRow = typeof projectTasks.$inferSelect;
export type ProjectUrgeRow = typeof projectUrges.$inferSelect;
export type ProjectEventRow = typeof projectEvents.$inferSelect;
