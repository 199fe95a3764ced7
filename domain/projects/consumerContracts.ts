/**
 * Contracts of the projects area (issue 12), part: 客户的服务与项目（/systemManage）. See
 * server/modules/projects/index.ts. The customer's PM, owner and internal auditor follow the
 * services their channel bought for them (consumer/list, detailInfo), the customer's tasks by role
 * (role/list), the delivery steps (content/list?type=root_node), fill the company-information form
 * the consultant asked for, change the customer's owner of a project, urge a late person and finish
 * every role's work as a background job (role/all/finish, followed through /api/task/detail.json of
 * domain/tasks/contracts.ts).
 *
 * Spec paths (§7 "Consumer projects"): /consulting/project/consumer/{list,detailInfo,role/list,
 * content/list,urge,role/all/finish,updateCustomerOwner}, /consulting/project/assets/getLastUrgeTime.
 * Ours where the spec leaves the call unnamed: /consulting/project/consumer/svip/submit,
 * task/assign, task/move, urge/mine.
 */
import { z } from 'zod';
import { TIMEOUTS } from '../kernel/constants';
import { JobStatus } from '../tasks/enums';
import { ProjectState, UrgeType } from './enums';
import { RoleRelationStatus } from './enums';
import { ProjectLevel, URGE_MESSAGE_MAX } from './rules';
import { Role } from '../kernel/roles';
import { text } from '../kernel/text';
import type { AnyContract } from '../kernel/contract';
import { defineContract, filterOf, PageQuery, pageOf, Timestamp } from '../kernel/contract';

const tag = '客户的服务与项目';

/** A project code (PJ + date + 6), checked for existence by the server. */
const projectCode = text({ max: 40, required: '请指定项目（projectCode）' });
const accountId = (required: string) => text({ max: 64, required });
const stepNo = z.coerce
  .number({ error: '请指定任务（stepNo）' })
  .int('请指定任务（stepNo）')
  .min(0, '请指定任务（stepNo）')
  .max(999, '请指定任务（stepNo）');

/** A service (project) of the customer as the list shows it. */
export const ConsumerProjectItem = z.object({
  projectCode: z.string(),
  groupCode: z.string(),
  /** The assessed object (定级对象 / 评估范围). */
  name: z.string(),
  level: ProjectLevel.schema.nullable(),
  productCode: z.string(),
  productName: z.string(),
  serviceKind: z.string(),
  standard: z.string(),
  state: ProjectState.schema,
  /** The channel that bought the service for the customer. */
  channelTenantCode: z.string(),
  channelName: z.string(),
  /** Who delivers it: the channel itself or the platform (平台交付). */
  deliveryName: z.string(),
  consultantAccountId: z.string().nullable(),
  /** '' while the project waits in the resource pool. */
  consultantName: z.string(),
  customerOwnerAccountId: z.string().nullable(),
  customerOwnerName: z.string(),
  progress: z.number().int(),
  purchasedAt: Timestamp,
  /** The consultant asked for the company information and it is not yet submitted. */
  svipPending: z.boolean(),
});
export type ConsumerProjectItem = z.infer<typeof ConsumerProjectItem>;

export const ConsumerMember = z.object({
  accountId: z.string(),
  showName: z.string(),
  roles: z.array(Role.schema),
});
export type ConsumerMember = z.infer<typeof ConsumerMember>;

export const ConsumerUrge = z.object({
  id: z.number().int(),
  urgeType: UrgeType.schema,
  targetAccountId: z.string(),
  targetName: z.string(),
  byName: z.string(),
  /** The urging tenant's name (the channel or the customer). */
  byTenantName: z.string(),
  message: z.string(),
  smsSent: z.boolean(),
  at: Timestamp,
});
export type ConsumerUrge = z.infer<typeof ConsumerUrge>;

export const ConsumerProjectEvent = z.object({
  /** A ProjectEventType, or the code of the project kind whose milestone it is (./kinds.ts). */
  type: z.string(),
  summary: z.string(),
  actorName: z.string(),
  at: Timestamp,
});

/** A background job as a page follows it (server/jobs). */
export const ConsumerJob = z.object({
  taskId: z.number().int(),
  kind: z.string(),
  status: JobStatus.schema,
  done: z.number().int(),
  total: z.number().int(),
  error: z.string().nullable(),
  createdAt: Timestamp,
  finishedAt: Timestamp.nullable(),
});
export type ConsumerJob = z.infer<typeof ConsumerJob>;

export const ConsumerProjectDetail = ConsumerProjectItem.extend({
  remark: z.string(),
  svipRequestedAt: Timestamp.nullable(),
  svipSubmittedAt: Timestamp.nullable(),
  svipData: z.record(z.string(), z.unknown()).nullable(),
  /** What the caller may do (the server checks again). */
  permissions: z.object({
    /** PM or owner: change the owner, assign/return/finish tasks, submit the company information, finish all. */
    manage: z.boolean(),
    urge: z.boolean(),
  }),
  /** Active members of the customer tenant holding a customer role (owner candidates, assignees, urge targets). */
  members: z.array(ConsumerMember),
  urges: z.array(ConsumerUrge),
  events: z.array(ConsumerProjectEvent),
  /** The newest "finish all roles' work" job of the project, if any. */
  finishJob: ConsumerJob.nullable(),
});
export type ConsumerProjectDetail = z.infer<typeof ConsumerProjectDetail>;

export const ConsumerTask = z.object({
  stepNo: z.number().int(),
  title: z.string(),
  roleCode: Role.schema,
  accountId: z.string().nullable(),
  accountName: z.string(),
  status: RoleRelationStatus.schema,
  submittedAt: Timestamp.nullable(),
  finishedAt: Timestamp.nullable(),
  /** What the task waits for, in Chinese ("等待 张三 提交"). */
  waitingFor: z.string(),
  /** The moves the caller may make (TASK_MACHINE and the assignee rule). */
  actions: z.array(z.enum(['submit', 'return', 'finish'])),
});
export type ConsumerTask = z.infer<typeof ConsumerTask>;

/**
 * A root node of the project's content tree: one delivery step of the product version the project
 * was bought with, who owns it, and how far delivery got (from the project's progress and, for the
 * customer's steps, their task status).
 */
export const ConsumerContentNode = z.object({
  nodeCode: z.string(),
  stepNo: z.number().int(),
  title: z.string(),
  description: z.string(),
  ownerRole: Role.schema,
  /** customer: a customer role does it (a task of role/list); channel: the consultant's side. */
  side: z.enum(['customer', 'channel']),
  days: z.number().int(),
  status: z.enum(['done', 'current', 'pending']),
  taskStatus: RoleRelationStatus.schema.nullable(),
});
export type ConsumerContentNode = z.infer<typeof ConsumerContentNode>;

export const consumerProjectList = defineContract({
  method: 'GET',
  path: '/consulting/project/consumer/list',
  tag,
  summary: '本客户的服务列表：服务产品、项目名称与等级、服务渠道、咨询顾问、状态、进度、购买时间；按状态、关键字筛选，按购买时间倒序',
  query: PageQuery.extend({
    state: filterOf(ProjectState.schema),
    /** Part of the project name, product name or project code. */
    keyword: filterOf(text({ max: 60 })),
  }),
  response: pageOf(ConsumerProjectItem),
  access: 'canReadInterface',
  timeout: TIMEOUTS.default,
});

export const consumerProjectDetail = defineContract({
  method: 'GET',
  path: '/consulting/project/consumer/detailInfo',
  tag,
  summary: '项目详情（本客户的项目）：服务信息、企业资料、成员、催办记录、时间线、完成全部任务的进度',
  query: z.object({ projectCode }),
  response: ConsumerProjectDetail,
  access: 'canReadInterface',
  timeout: TIMEOUTS.default,
});

export const consumerRoleList = defineContract({
  method: 'GET',
  path: '/consulting/project/consumer/role/list',
  tag,
  summary: '项目中客户各角色的任务：负责角色、执行人、状态（未提交、已提交、已完成）与等待谁处理',
  query: z.object({ projectCode }),
  response: z.array(ConsumerTask),
  access: 'canReadInterface',
  timeout: TIMEOUTS.default,
});

export const consumerContentList = defineContract({
  method: 'GET',
  path: '/consulting/project/consumer/content/list',
  tag,
  summary: '项目内容树：type=root_node 返回根节点（所购产品版本的交付步骤及其进展）',
  query: z.object({
    projectCode,
    type: z.enum(['root_node'], { error: '目前只支持 type=root_node（根节点）' }).default('root_node'),
  }),
  response: z.array(ConsumerContentNode),
  access: 'canReadInterface',
  timeout: TIMEOUTS.default,
});

export const consumerSvipSubmit = defineContract({
  method: 'POST',
  path: '/consulting/project/consumer/svip/submit',
  tag,
  summary: '提交企业资料（咨询顾问发起资料填报后，客户项目经理或责任人填写）：项目状态改为“客户已提交资料”',
  body: z.object({
    projectCode,
    /** Values by component code of the SVIP page modules (/api/metaConfig/svipPage/*). */
    data: z.record(z.string(), z.union([z.string().max(2000, '单项内容不能超过 2000 字'), z.number()])),
  }),
  response: ConsumerProjectItem,
  access: 'canReadInterface',
  timeout: TIMEOUTS.default,
});

export const consumerTaskAssign = defineContract({
  method: 'POST',
  path: '/consulting/project/consumer/task/assign',
  tag,
  summary: '指派任务给本客户在职的、具有该任务负责角色的成员（客户项目经理或责任人）',
  body: z.object({ projectCode, stepNo, accountId: accountId('请选择执行人') }),
  response: ConsumerTask,
  access: 'canReadInterface',
  timeout: TIMEOUTS.default,
});

export const consumerTaskMove = defineContract({
  method: 'POST',
  path: '/consulting/project/consumer/task/move',
  tag,
  summary: '任务流转：执行人提交；客户项目经理或责任人退回或完成',
  body: z.object({ projectCode, stepNo, action: z.enum(['submit', 'return', 'finish'], { error: '请选择操作（提交、退回或完成）' }) }),
  response: ConsumerTask,
  access: 'session',
  timeout: TIMEOUTS.default,
});

export const consumerUpdateCustomerOwner = defineContract({
  method: 'POST',
  path: '/consulting/project/consumer/updateCustomerOwner',
  tag,
  summary: '变更项目的客户负责人：须为本客户在职的客户责任人或客户项目经理',
  body: z.object({ projectCode, accountId: accountId('请选择新的负责人') }),
  response: ConsumerProjectItem,
  access: 'canReadInterface',
  timeout: TIMEOUTS.default,
});

export const consumerUrge = defineContract({
  method: 'POST',
  path: '/consulting/project/consumer/urge',
  tag,
  summary: '催办项目客户方的人员：站内提醒并发送短信；同一人同一项目在催办间隔内只能催办一次。咨询顾问（本人负责的项目）或客户项目经理、责任人可催办',
  body: z.object({
    projectCode,
    accountId: accountId('请选择催办对象'),
    urgeType: UrgeType.schema,
    message: text({ max: URGE_MESSAGE_MAX, multiline: true }).default(''),
  }),
  response: ConsumerUrge.extend({ nextAllowedAt: Timestamp }),
  // canReadConsult or canReadInterface: there is no single flag for both, so the service checks it (and the project relation).
  access: 'session',
  timeout: TIMEOUTS.default,
});

export const consumerLastUrgeTime = defineContract({
  method: 'GET',
  path: '/consulting/project/assets/getLastUrgeTime',
  tag,
  summary: '某人在某项目上最近一次被催办的时间，以及下一次可催办的时间',
  query: z.object({ projectCode, accountId: accountId('请指定催办对象（accountId）') }),
  response: z.object({
    lastUrgeAt: Timestamp.nullable(),
    /** Null when one may urge now. */
    nextAllowedAt: Timestamp.nullable(),
    intervalMinutes: z.number().int(),
  }),
  access: 'session',
  timeout: TIMEOUTS.default,
});

export const consumerMyUrges = defineContract({
  method: 'GET',
  path: '/consulting/project/consumer/urge/mine',
  tag,
  summary: '我收到的催办提醒（本租户的项目），按时间倒序',
  query: PageQuery,
  response: pageOf(ConsumerUrge.extend({ projectCode: z.string(), projectName: z.string() })),
  access: 'session',
  timeout: TIMEOUTS.default,
});

export const consumerRoleAllFinish = defineContract({
  method: 'POST',
  path: '/consulting/project/consumer/role/all/finish',
  tag,
  summary: '完成项目中客户各角色的全部任务：作为后台任务执行，返回任务编号，页面通过 /api/task/detail.json 查看进度',
  body: z.object({ projectCode }),
  response: ConsumerJob,
  access: 'canReadInterface',
  timeout: TIMEOUTS.roleFinishAll,
});

export const consumerProjectContracts = {
  consumerProjectList,
  consumerProjectDetail,
  consumerRoleList,
  consumerContentList,
  consumerSvipSubmit,
  consumerTaskAssign,
  consumerTaskMove,
  consumerUpdateCustomerOwner,
  consumerUrge,
  consumerLastUrgeTime,
  consumerMyUrges,
  consumerRoleAllFinish,
} as const satisfies Record<string, AnyContract>;
