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
});
