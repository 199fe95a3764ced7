/**
 * Contracts of the projects area (issue 12), part: 渠道与平台的项目交付（/projectList, /platformDelivery）.
 * See server/modules/projects/index.ts. Paths under /consulting/project/channel as spec §7 writes
 * them (listGroup, projectGroupDetailInfo, detailInfo, initSvipData, deliveryAssets/list.json,
 * updateChannelTeacher); the rest are ours, under the same prefix. Rules: domain/projects/delivery.ts
 * and domain/projects/rules.ts. Every key starts with `channel` (CONTRACTS is one object of all areas).
 *
 * Access: every call is `consultOrDelivery` (channel managers, owners, executors, the platform
 * manager, platform delivery); the service then decides by the caller's relation to the project
 * (domain/projects/delivery.ts): managers of the delivery tenant dispatch and see all, consultants
 * only what they hold, the buying channel follows a platform-delivered group read-only.
 */
import { z } from 'zod';
import { TIMEOUTS } from '../kernel/constants';
import { AssignmentKind, DistributeStatus, GroupListScope, GroupStatus, ProjectLevel, ProjectState, Standard } from './enums';
import { ASSIGN_REASON_MAX } from './rules';
import { text } from '../kernel/text';
import { defineContract, filterOf, PageQuery, pageOf, Timestamp } from '../kernel/contract';

const tag = '项目交付';

const projectCode = text({ max: 32, required: '请指定项目（projectCode）' });
const projectGroupCode = text({ max: 32, required: '请指定项目组（projectGroupCode）' });
const accountId = (required: string) => text({ max: 64, required });
const reason = text({ max: ASSIGN_REASON_MAX, multiline: true }).default('');

/** A person as the lists show them. */
export const PersonRef = z.object({ accountId: z.string(), showName: z.string() });
export type PersonRef = z.infer<typeof PersonRef>;

/** A project group as the group list shows it. */
export const ChannelGroupItem = z.object({
  groupCode: z.string(),
  /** The buying channel. */
  tenantCode: z.string(),
  channelName: z.string(),
  customerTenantCode: z.string(),
  customerName: z.string(),
  deliveryTenantCode: z.string(),
  deliveryName: z.string(),
  /** Delivered by the platform (平台交付), not the buying channel. */
  platformDelivered: z.boolean(),
  productCode: z.string(),
  productName: z.string(),
  serviceKind: z.string(),
  standard: z.string(),
  status: GroupStatus.schema,
  /** Projects of the group the caller sees (a consultant: only theirs). */
  projectCount: z.number().int(),
  /** How many of them are in each state (states with none are absent). */
  stateCounts: z.array(z.object({ state: ProjectState.schema, count: z.number().int() })),
  /** The least advanced state of those projects. */
  state: ProjectState.schema,
  undispatchedCount: z.number().int(),
  consultants: z.array(PersonRef),
  /** Average progress of those projects, percent. */
  progress: z.number().int(),
  purchasedAt: Timestamp,
  purchasedByName: z.string(),
});
export type ChannelGroupItem = z.infer<typeof ChannelGroupItem>;

/** An allowed state move of a project, as a button offers it. */
export const ProjectActionItem = z.object({ action: z.string(), label: z.string() });

/** A project as the delivery lists and the group detail show it. */
export const ChannelProjectItem = z.object({
  projectCode: z.string(),
  groupCode: z.string(),
  name: z.string(),
  level: ProjectLevel.schema.nullable(),
  state: ProjectState.schema,
  distributeStatus: DistributeStatus.schema,
  consultant: PersonRef.nullable(),
  transferred: z.boolean(),
  customerOwner: PersonRef.nullable(),
  progress: z.number().int(),
  tenantCode: z.string(),
  channelName: z.string(),
  customerTenantCode: z.string(),
  customerName: z.string(),
  deliveryTenantCode: z.string(),
  productName: z.string(),
  standard: z.string(),
  groupStatus: GroupStatus.schema,
  dispatchedAt: Timestamp.nullable(),
  finishedAt: Timestamp.nullable(),
  createdAt: Timestamp,
  /** The state moves the caller may make now (PROJECT_MACHINE with the delivery rules). */
  actions: z.array(ProjectActionItem),
  /** Whether the caller may dispatch, reassign or recall it (a manager of its delivery tenant, group active). */
  manageable: z.boolean(),
});
export type ChannelProjectItem = z.infer<typeof ChannelProjectItem>;

export const TimelineItem = z.object({
  id: z.number().int(),
  projectCode: z.string().nullable(),
  /** A ProjectEventType, or the code of the project kind whose milestone it is (./kinds.ts). */
  type: z.string(),
  actorName: z.string(),
  summary: z.string(),
  at: Timestamp,
});
export type TimelineItem = z.infer<typeof TimelineItem>;

export const ContactItem = z.object({
  accountId: z.string(),
  showName: z.string(),
  phone: z.string().nullable(),
  roleCodes: z.array(z.string()),
});
export type ContactItem = z.infer<typeof ContactItem>;

export const DeliveryFile = z.object({
  /** workingInstruction | inspectionStandard (the product's documents). */
  kind: z.string(),
  title: z.string(),
  objectId: z.string(),
  fileName: z.string(),
  uploadedAt: Timestamp,
});
export type DeliveryFile = z.infer<typeof DeliveryFile>;

export const ChannelGroupDetail = z.object({
  group: ChannelGroupItem.extend({
    remark: z.string(),
    productVersion: z.number().int(),
    authorizationCode: z.string(),
    unitPricePoints: z.number().int(),
    pricePoints: z.number().int(),
    withdrawnAt: Timestamp.nullable(),
  }),
  projects: z.array(ChannelProjectItem),
  /** The consultants holding the group's projects (the delivery team). */
  team: z.array(PersonRef.extend({ phone: z.string().nullable(), roleCodes: z.array(z.string()), projectCount: z.number().int() })),
  /** The customer's project managers and owners (members of the customer tenant). */
  contacts: z.array(ContactItem),
  /** The product version's documents. */
  files: z.array(DeliveryFile),
  /** The newest TIMELINE_CAP events, newest first, and how many there are. */
  timeline: z.array(TimelineItem),
  timelineTotal: z.number().int(),
});
export type ChannelGroupDetail = z.infer<typeof ChannelGroupDetail>;

export const ChannelProjectDetail = ChannelProjectItem.extend({
  svip: z.object({
    requestedAt: Timestamp.nullable(),
    submittedAt: Timestamp.nullable(),
    data: z.record(z.string(), z.unknown()).nullable(),
  }),
  remark: z.string(),
});
export type ChannelProjectDetail = z.infer<typeof ChannelProjectDetail>;

export const DeliveryStepItem = z.object({
  stepNo: z.number().int(),
  name: z.string(),
  description: z.string(),
  importance: z.string(),
  ownerRole: z.string(),
  /** channel: the delivery team's step; customer: a task of the customer (project_tasks). */
  ownerSide: z.enum(['delivery', 'customer']),
  days: z.number().int(),
  /** done / current / pending, from the project's progress (domain/projects/delivery.ts stepStates). */
  state: z.enum(['done', 'current', 'pending']),
  /** The customer's task status for a customer step (notsubmit, submited, finished). */
  taskStatus: z.string().nullable(),
  taskAssignee: z.string().nullable(),
});
export type DeliveryStepItem = z.infer<typeof DeliveryStepItem>;

export const ConsultantItem = z.object({
  accountId: z.string(),
  showName: z.string(),
  phone: z.string().nullable(),
  roleCodes: z.array(z.string()),
  /** Projects of the delivery tenant this consultant holds and that are not finished. */
  activeProjects: z.number().int(),
});
export type ConsultantItem = z.infer<typeof ConsultantItem>;

export const AssignmentItem = z.object({
  id: z.number().int(),
  kind: AssignmentKind.schema,
  from: PersonRef.nullable(),
  to: PersonRef.nullable(),
  by: PersonRef,
  reason: z.string(),
  at: Timestamp,
});
export type AssignmentItem = z.infer<typeof AssignmentItem>;

/** Filters of the project lists (resource pool, administration, export). */
const PROJECT_FILTERS = {
  /** Part of the project code, project name, group code, product or customer name. */
  keyword: filterOf(text({ max: 60 })),
  state: filterOf(ProjectState.schema),
  distributeStatus: filterOf(DistributeStatus.schema),
  consultantAccountId: filterOf(text({ max: 64 })),
  customerTenantCode: filterOf(text({ max: 64 })),
  standard: filterOf(Standard.schema),
};

export const ChannelProjectQuery = PageQuery.extend(PROJECT_FILTERS);

export const channelListGroup = defineContract({
  method: 'GET',
  path: '/consulting/project/channel/listGroup',
  tag,
  summary: '项目组列表（scope：my 分派给我、transform 转交给我、all 全部，管理员可用）：关键字（项目组编号、产品、客户）、状态、客户；按购买时间倒序',
  query: PageQuery.extend({
    scope: filterOf(GroupListScope.schema),
    keyword: filterOf(text({ max: 60 })),
    state: filterOf(ProjectState.schema),
    customerTenantCode: filterOf(text({ max: 64 })),
  }),
  response: pageOf(ChannelGroupItem).extend({ scope: GroupListScope.schema, allowedScopes: z.array(GroupListScope.schema) }),
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.groupList,
});

export const channelProjectGroupDetailInfo = defineContract({
  method: 'GET',
  path: '/consulting/project/channel/projectGroupDetailInfo',
  tag,
  summary: '项目组详情：项目、交付团队、客户联系人、交付文件与时间线',
  query: z.object({ projectGroupCode }),
  response: ChannelGroupDetail,
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const channelDetailInfo = defineContract({
  method: 'GET',
  path: '/consulting/project/channel/detailInfo',
  tag,
  summary: '项目详情：状态、分派、可执行的操作与企业资料',
  query: z.object({ projectCode }),
  response: ChannelProjectDetail,
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const channelDeliveryAssets = defineContract({
  method: 'GET',
  path: '/consulting/project/channel/deliveryAssets/list.json',
  tag,
  summary: '项目的交付内容：产品版本的交付步骤（负责角色与进度）与交付文件',
  query: z.object({ projectCode }),
  response: z.object({ projectCode: z.string(), productVersion: z.number().int(), steps: z.array(DeliveryStepItem), files: z.array(DeliveryFile) }),
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const channelInitSvipData = defineContract({
  method: 'POST',
  path: '/consulting/project/channel/initSvipData',
  tag,
  summary: '发起企业资料填报：客户按 SVIP 页面模块填写并提交企业信息',
  body: z.object({ projectCode }),
  response: ChannelProjectDetail,
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const channelProjectMove = defineContract({
  method: 'POST',
  path: '/consulting/project/channel/project/move.json',
  tag,
  summary: '项目状态变更：开始实施、提交审核、退回修改、审核通过、退回企业资料（按项目状态机）',
  body: z.object({
    projectCode,
    action: z.enum(['start', 'submitAudit', 'rejectAudit', 'finish', 'returnSvip'], { error: '请选择要执行的操作' }),
    reason,
  }),
  response: ChannelProjectDetail,
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const channelResourcePool = defineContract({
  method: 'GET',
  path: '/consulting/project/channel/resourcePool/list.json',
  tag,
  summary: '资源池：本机构交付、尚未分派的项目（按购买时间倒序）',
  query: PageQuery.extend({ keyword: PROJECT_FILTERS.keyword, customerTenantCode: PROJECT_FILTERS.customerTenantCode }),
  response: pageOf(ChannelProjectItem),
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const channelConsultantList = defineContract({
  method: 'GET',
  path: '/consulting/project/channel/consultant/list.json',
  tag,
  summary: '可分派的咨询顾问：本机构在职的渠道负责人、渠道执行人（平台：平台交付）及其在办项目数',
  response: z.object({ list: z.array(ConsultantItem) }),
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const channelDispatch = defineContract({
  method: 'POST',
  path: '/consulting/project/channel/dispatch',
  tag,
  summary: '从资源池分派项目给咨询顾问',
  body: z.object({ projectCode, consultantAccountId: accountId('请选择咨询顾问'), reason }),
  response: ChannelProjectItem,
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const channelUpdateTeacher = defineContract({
  method: 'POST',
  path: '/consulting/project/channel/updateChannelTeacher',
  tag,
  summary: '改派项目的咨询顾问（新顾问在“转交给我”中看到它）',
  body: z.object({ projectCode, consultantAccountId: accountId('请选择新的咨询顾问'), reason }),
  response: ChannelProjectItem,
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const channelRecall = defineContract({
  method: 'POST',
  path: '/consulting/project/channel/recall',
  tag,
  summary: '收回项目到资源池',
  body: z.object({ projectCode, reason }),
  response: ChannelProjectItem,
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const channelProjectList = defineContract({
  method: 'GET',
  path: '/consulting/project/channel/project/list.json',
  tag,
  summary: '项目管理：本机构交付的全部项目（状态、分派状态、顾问、客户、关键字）；按购买时间倒序',
  query: ChannelProjectQuery,
  response: pageOf(ChannelProjectItem),
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const channelProjectExport = defineContract({
  method: 'GET',
  path: '/consulting/project/channel/project/export',
  tag,
  summary: '导出项目管理列表（Excel）',
  query: ChannelProjectQuery.omit({ current: true, pageSize: true }),
  response: z.unknown(),
  download: true,
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.none,
});

export const channelAssignmentList = defineContract({
  method: 'GET',
  path: '/consulting/project/channel/assignment/list.json',
  tag,
  summary: '项目的分派记录（分派、改派、收回），最新在前',
  query: z.object({ projectCode }),
  response: z.object({ list: z.array(AssignmentItem) }),
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const channelProjectContracts = {
  channelListGroup,
  channelProjectGroupDetailInfo,
  channelDetailInfo,
  channelDeliveryAssets,
  channelInitSvipData,
  channelProjectMove,
  channelResourcePool,
  channelConsultantList,
  channelDispatch,
  channelUpdateTeacher,
  channelRecall,
  channelProjectList,
  channelProjectExport,
  channelAssignmentList,
} as const;
