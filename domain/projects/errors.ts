/**
 * Error codes of the projects area (issue 12), 17000–17999, one sub-range per part so the parts
 * can grow side by side:
 *   17000–17099 the core (groups, projects, states, dispatch)
 *   17100–17299 the marketplace and purchases (/project, saveGroup, withdraw)
 *   17300–17499 the channel's project lists and detail (/projectList, /platformDelivery)
 *   17500–17699 the customer's projects (/systemManage), tasks, urges and background jobs
 */
import { defineErrors } from '../kernel/errors';

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
  // ---- the customer's projects 17500–17699
  CONSUMER_PROJECT_NOT_FOUND: ['17501', '项目不存在，或不是本单位的项目'],
  CONSUMER_LEAD_ONLY: ['17502', '只有客户项目经理或客户责任人可以进行该操作'],
  CONSUMER_OWNER_NOT_ELIGIBLE: ['17503', '新的负责人须为本单位在职的客户责任人或客户项目经理'],
  CONSUMER_OWNER_UNCHANGED: ['17504', '该成员已是项目的客户负责人'],
  CONSUMER_TASK_NOT_FOUND: ['17505', '任务不存在'],
  CONSUMER_TASK_ASSIGNEE_NOT_ELIGIBLE: ['17506', '执行人须为本单位在职、具有该任务负责角色的成员'],
  CONSUMER_TASK_MOVE_REFUSED: ['17507', '任务当前状态不允许该操作'],
  CONSUMER_TASK_NOT_ASSIGNEE: ['17508', '只有任务的执行人可以提交该任务'],
  CONSUMER_SVIP_NOT_REQUESTED: ['17509', '咨询顾问尚未发起企业资料填报，或资料已提交'],
  CONSUMER_SVIP_INVALID: ['17510', '企业资料填写不完整'],
  CONSUMER_URGE_TOO_SOON: ['17511', '催办过于频繁，请稍后再试'],
  CONSUMER_URGE_TARGET_INVALID: ['17512', '催办对象须为该项目客户单位在职的成员'],
  CONSUMER_URGE_NOT_RELATED: ['17513', '只能催办与你相关的项目：咨询顾问本人负责的项目，或本单位的项目'],
  CONSUMER_FINISH_NOTHING: ['17515', '没有需要完成的任务'],
  CONSUMER_PROJECT_CLOSED: ['17516', '项目已完成，不能再修改'],
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
