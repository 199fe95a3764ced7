/** Questionnaires: answer types. */
import { defineEnum } from '../kernel/enums';

export { QuestionAnswerType } from '../engines/exam/answerTypes';

/**
 * A project's questionnaire (issue 13; spec §4 "the questionnaire flow": distribute, submit, submit
 * to channel or consumer, revoke, finish). Moves: domain/questionnaires/rules.ts QUESTIONNAIRE_MACHINE.
 */
export const QuestionnaireStatus = defineEnum({
  answering: '客户填写中',
  channelReview: '顾问审核中',
  finished: '已完成',
});
export type QuestionnaireStatus = (typeof QuestionnaireStatus.values)[number];

/** One item (a control point, a clause, a control or a template question) of a questionnaire. */
export const QuestionnaireItemStatus = defineEnum({
  unassigned: '未分配',
  assigned: '填写中',
  submitted: '已提交',
  returned: '已退回',
});
export type QuestionnaireItemStatus = (typeof QuestionnaireItemStatus.values)[number];

/** Where an item comes from: the product's question template or the standard's catalogue. */
export const QuestionnaireItemKind = defineEnum({
  template: '通用问题',
  mlps: '等保控制点',
  isoClause: 'ISO 条款',
  isoControl: '附录A控制措施',
});
export type QuestionnaireItemKind = (typeof QuestionnaireItemKind.values)[number];

/** A problem (risk) the consultant opens on an item; the customer fixes it, the consultant closes it. */
export const QuestionRiskStatus = defineEnum({ open: '待整改', closed: '已关闭' });
export type QuestionRiskStatus = (typeof QuestionRiskStatus.values)[number];
