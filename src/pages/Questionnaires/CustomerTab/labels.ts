/** Texts of the 问卷 tab of 项目详情, written once for the tab and its tests. */
export const QUESTIONNAIRE_TAB = '问卷';
export const DISTRIBUTE_TEXT = '分发问卷';
export const DISTRIBUTE_EXPLAIN =
  '分发后，系统按购买时的产品版本生成本项目的问卷（模板题目与标准的控制点或条款，按项目等级筛选），并记录评分配置版本。之后可将题目或整章分配给本单位的执行人在线填写。';
export const DISTRIBUTE_CONFIRM = '确定分发问卷？分发后即生成题目，可开始分配。';
export const NOT_DISTRIBUTED_READONLY = '问卷尚未分发，由客户项目经理或责任人分发。';
export const ASSIGN_TEXT = '分配';
export const REVOKE_TEXT = '撤回分配';
export const RETURN_TEXT = '退回';
export const SUBMIT_TO_CHANNEL_TEXT = '提交给顾问';
export const SUBMIT_TO_CHANNEL_CONFIRM = '提交后问卷交渠道顾问审核，审核期间答案不能修改。确定提交？';
export const GAP_REPORT_TEXT = '差距分析报告';
export const GAP_DISPOSAL_TEXT = '差距处置';

export const gapReportPath = (projectCode: string) => `/systemManage/companyDetails/gapAnalysisReport/${encodeURIComponent(projectCode)}`;
export const gapDisposalPath = (projectCode: string) => `/gapDisposal/${encodeURIComponent(projectCode)}`;
