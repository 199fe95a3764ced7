/**
 * Error codes of the questionnaires area (issue 13), 18000–18999:
 *   18000–18099 the questionnaire (distribution, states)
 *   18100–18299 the customer side (assignment, answers, the owner's review)
 *   18300–18499 the consultant's review (risks, control information, finish)
 */
import { defineErrors } from '../kernel/errors';

export const questionnaireErrors = defineErrors('questionnaires', {
  // ---- core 18000–18099
  QN_NOT_DISTRIBUTED: ['18001', '该项目的问卷尚未分发'],
  QN_ALREADY_DISTRIBUTED: ['18002', '该项目的问卷已经分发'],
  QN_NOTHING_TO_ASK: ['18003', '该项目的服务产品没有问卷题目或标准目录，无法生成问卷'],
  QN_MOVE_REFUSED: ['18004', '问卷当前状态不允许该操作'],
  QN_ITEM_NOT_FOUND: ['18005', '题目不存在，或不是你可以查看的题目'],
  QN_ITEM_MOVE_REFUSED: ['18006', '题目当前状态不允许该操作'],
  QN_LEAD_ONLY: ['18007', '只有客户项目经理或客户责任人可以进行该操作'],
  QN_NOT_QUESTIONNAIRE_PROJECT: ['18008', '该项目不是问卷评估或差距分析项目'],
  // ---- the customer side 18100–18299
  QN_RESPONDENT_NOT_ELIGIBLE: ['18101', '答题人须为本单位在职的客户执行人'],
  QN_NOT_RESPONDENT: ['18102', '只能填写分配给你的题目'],
  QN_ITEM_LOCKED: ['18103', '题目已提交，不能再修改；如需修改请联系项目经理退回'],
  QN_ANSWER_INVALID: ['18104', '答案格式不正确'],
  QN_ITEM_INCOMPLETE: ['18105', '还有必答题未回答，不能提交'],
  QN_NOTHING_TO_SUBMIT: ['18106', '没有可提交的题目'],
  QN_NOT_ALL_SUBMITTED: ['18107', '还有题目未提交，全部提交后才能提交给顾问'],
  QN_ANSWER_FILE_NOT_FOUND: ['18108', '答案中的文件不存在，请重新上传'],
  // ---- the consultant's review 18300–18499
  QN_RISK_NOT_FOUND: ['18301', '问题不存在'],
  QN_RISK_CLOSED: ['18302', '问题已关闭'],
  QN_NO_OPEN_RISK: ['18303', '没有待客户整改的问题；如审核完毕，请完成判定'],
  QN_OPEN_RISKS_LEFT: ['18304', '还有未关闭的问题，请先关闭后再完成判定'],
  QN_JUDGEMENT_INVALID: ['18305', '判定不完整'],
  QN_REVIEW_ONLY_IN_REVIEW: ['18306', '问卷不在顾问审核中，不能进行该操作'],
});
