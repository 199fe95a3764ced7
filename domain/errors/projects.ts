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
  // ---- marketplace and purchases 17100–17299
  MARKET_BUY_REFUSED: ['17101', '只有渠道的管理员、子管理员、负责人和执行人可以购买服务'],
  MARKET_PRODUCT_WITHDRAWN: ['17102', '该服务已下架，不能购买'],
  MARKET_AUTHORIZATION_INVALID: ['17103', '本渠道对该服务的授权已过期或已撤销，不能购买'],
  MARKET_QUOTA_EXCEEDED: ['17104', '该服务的授权额度不足，不能购买这么多项目'],
  MARKET_CUSTOMER_NOT_OWN: ['17105', '只能为本渠道自己的客户购买服务'],
  MARKET_OBJECTS_INVALID: ['17106', '评估对象填写有误'],
  MARKET_REQUEST_KEY_REUSED: ['17107', '该购买请求已用于另一笔购买，请关闭对话框后重新购买'],
  MARKET_GROUP_WITHDRAWN: ['17108', '项目组已撤销，不能重复撤销'],
  MARKET_GROUP_STARTED: ['17109', '项目组中已有项目开始实施，不能撤销'],
});
