/**
 * Error codes of the projects area (issue 12), 17000–17999, one sub-range per part so the parts
 * can grow side by side:
 *   17000–17099 the core (groups, projects, states, dispatch)
 *   17100–17299 the marketplace and purchases (/project, saveGroup, withdraw)
 *   17300–17499 the channel's project lists and detail (/projectList, /platformDelivery)
 *   17500–17699 the customer's projects (/systemManage), tasks, urges and background jobs
 */
import { defineErrors } from './define';

export const projectErrors = defineErrors('projects', {
  // ---- core 17000–17099
  PROJECT_NOT_FOUND: ['17001', '项目不存在，或不是你可以查看的项目'],
  PROJECT_GROUP_NOT_FOUND: ['17002', '项目组不存在，或不是你可以查看的项目组'],
  PROJECT_MOVE_REFUSED: ['17003', '项目当前状态不允许该操作'],
  CONSULTANT_NOT_ELIGIBLE: ['17004', '只能分派给本机构在职的咨询顾问（渠道负责人或渠道执行人）'],
  PROJECT_SCOPE_REFUSED: ['17005', '你只能查看分派或转交给自己的项目'],
  // ---- channel delivery 17300–17499 (/projectList, /platformDelivery)
  CHANNEL_PROJECT_MANAGE_ONLY: ['17301', '只有渠道管理员、渠道子管理员或平台交付人员可以分派、改派和收回项目'],
  CHANNEL_PROJECT_NO_SCOPE: ['17302', '你的角色不参与项目交付，没有可查看的项目'],
  CHANNEL_PROJECT_NOT_YOURS: ['17303', '只能操作分派或转交给你的项目'],
  CHANNEL_PROJECT_NOT_DELIVERY: ['17304', '该项目由其他机构交付，只有交付方的人员可以操作'],
  CHANNEL_GROUP_WITHDRAWN: ['17305', '项目组已撤销，不能再操作其中的项目'],
  CHANNEL_SAME_CONSULTANT: ['17306', '项目已由该顾问负责，请选择另一位顾问'],
});
