/** Projects and their workflow: dispatch, project and standard-file states, standards, levels, reminders. */
import { defineEnum } from '../kernel/enums';

export const DistributeStatus = defineEnum({ dispatched: '已分派', undispatch: '待分派' });
export type DistributeStatus = (typeof DistributeStatus.values)[number];

export const ProjectState = defineEnum({
  empty: '待检查',
  inhand: '进行中',
  audit: '审核中',
  finished: '已完成',
  consumerSubmitSvipData: '客户已提交资料',
});
export type ProjectState = (typeof ProjectState.values)[number];

/** Standards and project create types (spec §3). */
export const Standard = defineEnum({ iso: 'ISO/IEC 27001', gov: '等级保护' });
export type Standard = (typeof Standard.values)[number];

export const GroupListScope = defineEnum({ my: '我的', transform: '转交', all: '全部' });
export type GroupListScope = (typeof GroupListScope.values)[number];

/** A project's MLPS protection level (the catalogue's levels, domain/catalogues/mlps.ts). */
export { ProjectLevel } from '../catalogues/mlps';

export const UrgeType = defineEnum({
  login_verify: '登录验证',
  assets_urge: '资产催办',
  questions_urge: '问卷催办',
  assets_task: '资产任务',
  questionnaire_task: '问卷任务',
});
export type UrgeType = (typeof UrgeType.values)[number];

/** A project group: on sale bought and running, or withdrawn before work started (points refunded). */
export const GroupStatus = defineEnum({ active: '有效', withdrawn: '已撤销' });
export type GroupStatus = (typeof GroupStatus.values)[number];

/** How a project reached (or left) a consultant: the assignment history's kinds. */
export const AssignmentKind = defineEnum({ dispatch: '分派', reassign: '改派', recall: '收回' });
export type AssignmentKind = (typeof AssignmentKind.values)[number];

/** What the project timeline records of the projects area itself; each project kind adds its own code (./kinds.ts). */
export const ProjectEventType = defineEnum({
  purchase: '购买服务',
  withdraw: '撤销退款',
  dispatch: '分派',
  reassign: '改派',
  recall: '收回',
  start: '开始实施',
  svipRequest: '发起资料填报',
  svipSubmit: '客户提交资料',
  stateChange: '状态变更',
  ownerChange: '变更客户负责人',
  taskSubmit: '客户提交任务',
  taskFinish: '任务完成',
  urge: '催办',
});
export type ProjectEventType = (typeof ProjectEventType.values)[number];

/** A role's part of a project's work: not submitted, submitted, finished. */
export const RoleRelationStatus = defineEnum({ notsubmit: '未提交', submited: '已提交', finished: '已完成' });
export type RoleRelationStatus = (typeof RoleRelationStatus.values)[number];
