/**
 * Contracts of the questionnaires area (issue 13): the customer distributes a project's
 * questionnaire, assigns items to respondents, respondents answer on /reportOnline, the customer
 * owner reviews and submits to the channel, the consultant reviews, opens and closes risks,
 * judges items (control information) and finishes, which starts the gap scoring
 * (domain/gapAnalysis/contracts.ts). Rules: domain/questionnaires/rules.ts.
 *
 * Spec paths (§7 "Questionnaires, under /consulting/question"), all 22; ours where the spec names
 * no call: POST /consulting/question/consumer/customerowner/questionnaireItem/return (the owner
 * sends submitted items back).
 *
 * Keys: `qn*`. Item codes are spelled questionnairItemCode, as the spec spells them. The answers'
 * shapes are in ./questionnairesParts/shapes.ts, re-exported here.
 */
import { z } from 'zod';
import { TIMEOUTS } from '../kernel/constants';
import { QuestionnaireItemStatus, QuestionnaireStatus, QuestionRiskStatus } from './enums';
import { MlpsIssueRisk } from '../engines/gap/vocab';
import { AnswerValue, ITEM_BATCH_MAX, RETURN_REASON_MAX, RISK_TEXT_MAX } from './rules';
import { text } from '../kernel/text';
import type { AnyContract } from '../kernel/contract';
import { defineContract, filterOf, PageQuery, pageOf } from '../kernel/contract';
import {
  ControlJudgement,
  QuestionInstance,
  QuestionnaireInfo,
  QuestionnaireItemDetail,
  QuestionnaireItemRow,
  QuestionnaireSummary,
  QuestionRisk,
} from './contractShapes';

const tag = '在线问卷';

const projectCode = text({ max: 40, required: '请指定项目（projectCode）' });
const itemCode = text({ max: 60, required: '请指定题目（questionnairItemCode）' });
const itemCodes = z
  .array(itemCode, { error: '请选择题目' })
  .min(1, '请至少选择一道题目')
  .max(ITEM_BATCH_MAX, `一次最多操作 ${ITEM_BATCH_MAX} 道题目`);

export * from './contractShapes';

const ItemListQuery = PageQuery.extend({
  projectCode,
  sectionKey: filterOf(text({ max: 40 })),
  status: filterOf(QuestionnaireItemStatus.schema),
  respondentId: filterOf(text({ max: 64 })),
  /** Part of the title or the ref (control point, clause, control). */
  keyword: filterOf(text({ max: 60 })),
  /** Only items with an open risk. */
  hasRisk: filterOf(z.enum(['true', 'false'])),
});

// ---- the customer: distribution, assignment, progress -------------------------------------------

export const qnDistribute = defineContract({
  method: 'POST',
  path: '/consulting/question/consumer/questionnaire/distribute',
  tag,
  summary: '分发问卷：按项目购买时的产品版本（模板题目与标准目录、项目等级）生成问卷；记录评分配置版本（客户项目经理或责任人）',
  body: z.object({ projectCode }),
  response: QuestionnaireInfo,
  access: 'canReadInterface',
  timeout: TIMEOUTS.default,
});

export const qnList = defineContract({
  method: 'GET',
  path: '/consulting/question/consumer/questionnaire/list',
  tag,
  summary: '本单位的问卷：项目经理、责任人看全部；执行人看分配给自己的问卷及自己的题目进度',
  query: PageQuery.extend({ status: filterOf(QuestionnaireStatus.schema), keyword: filterOf(text({ max: 60 })) }),
  response: pageOf(QuestionnaireSummary),
  access: 'customerMember',
  timeout: TIMEOUTS.none,
});

export const qnInfo = defineContract({
  method: 'GET',
  path: '/consulting/question/consumer/questionnaire/info',
  tag,
  summary: '项目的问卷：状态、各章节与各答题人的进度、可分配的人员、可做的操作；未分发时为 null（客户的成员，以及交付该项目的顾问和渠道管理员）',
  query: z.object({ projectCode }),
  response: QuestionnaireInfo.nullable(),
  access: 'projectReportReader',
  timeout: TIMEOUTS.none,
});

export const qnItemList = defineContract({
  method: 'GET',
  path: '/consulting/question/consumer/questionnaireItem/list',
  tag,
  summary: '问卷题目（服务端分页）：按章节、状态、答题人、关键字、是否有待整改问题筛选；执行人只看分配给自己的题目',
  query: ItemListQuery,
  response: pageOf(QuestionnaireItemRow),
  access: 'customerMember',
  timeout: TIMEOUTS.questionnaireItemList,
});

export const qnItemDetail = defineContract({
  method: 'GET',
  path: '/consulting/question/consumer/questionnaireItem/detail',
  tag,
  summary: '题目详情：各小题及答案、顾问提出的问题、可做的操作',
  query: z.object({ questionnairItemCode: itemCode }),
  response: QuestionnaireItemDetail,
  access: 'customerMember',
  timeout: TIMEOUTS.default,
});

export const qnItemDetailSingle = defineContract({
  method: 'GET',
  path: '/consulting/question/consumer/questionnaireItem/detailSingle',
  tag,
  summary: '题目的单个小题及其答案（questionInstanceCode 缺省时为第一题）',
  query: z.object({ questionnairItemCode: itemCode, questionInstanceCode: filterOf(text({ max: 70 })) }),
  response: QuestionInstance,
  access: 'customerMember',
  timeout: TIMEOUTS.default,
});

export const qnItemAssign = defineContract({
  method: 'POST',
  path: '/consulting/question/consumer/questionnaireItem/assign',
  tag,
  summary: '分配题目：所选题目或整个章节分配给本单位的一名执行人（未提交的题目可改派）',
  body: z
    .object({
      projectCode,
      questionnairItemCodes: itemCodes.optional(),
      sectionKey: text({ max: 40 }).optional(),
      respondentId: text({ max: 64, required: '请选择答题人' }),
    })
    .refine((body) => (body.questionnairItemCodes?.length ?? 0) > 0 || !!body.sectionKey, {
      message: '请选择题目或章节',
      path: ['questionnairItemCodes'],
    }),
  response: z.object({ assigned: z.number().int() }),
  access: 'canReadInterface',
  timeout: TIMEOUTS.default,
});

export const qnRevoke = defineContract({
  method: 'POST',
  path: '/consulting/question/consumer/questionnaire/revoke',
  tag,
  summary: '撤回分配：所选未提交的题目回到未分配（已填写的答案保留）',
  body: z.object({ projectCode, questionnairItemCodes: itemCodes }),
  response: z.object({ revoked: z.number().int() }),
  access: 'canReadInterface',
  timeout: TIMEOUTS.default,
});

// ---- the respondent ----------------------------------------------------------------------------

export const qnAnswersSubmit = defineContract({
  method: 'POST',
  path: '/consulting/question/consumer/answers/submit',
  tag,
  summary: '保存题目的答案（自动保存草稿）：只检查格式，不要求必答题；已提交的题目不能修改',
  body: z.object({ questionnairItemCode: itemCode, answers: z.record(z.string().max(4), AnswerValue) }),
  response: QuestionnaireItemRow,
  access: 'canExecutor',
  timeout: TIMEOUTS.answerSubmit,
});

export const qnSubmit = defineContract({
  method: 'POST',
  path: '/consulting/question/consumer/questionnaire/submit',
  tag,
  summary: '提交答卷：提交本人全部已答完的题目（或所选题目）；有必答题未答的题目拒绝提交并逐题说明',
  body: z.object({
    projectCode,
    questionnaireCode: text({ max: 40, required: '请指定问卷（questionnaireCode）' }),
    questionnairItemCodes: itemCodes.optional(),
  }),
  response: z.object({ submitted: z.number().int() }),
  access: 'canExecutor',
  timeout: TIMEOUTS.default,
});

// ---- the customer owner's review ---------------------------------------------------------------

export const qnOwnerInfo = defineContract({
  method: 'GET',
  path: '/consulting/question/consumer/customerowner/questionnaire/info',
  tag,
  summary: '责任人审核：某答题人（缺省为全部）已提交题目的答案，按题目顺序',
  query: z.object({ projectCode, respondentId: filterOf(text({ max: 64 })) }),
  response: z.object({ respondentId: z.string().nullable(), items: z.array(QuestionnaireItemDetail) }),
  access: 'canReadInterface',
  timeout: TIMEOUTS.none,
});

export const qnOwnerReturn = defineContract({
  method: 'POST',
  path: '/consulting/question/consumer/customerowner/questionnaireItem/return',
  tag,
  summary: '退回题目：已提交的题目退回答题人修改，附退回原因',
  body: z.object({ projectCode, questionnairItemCodes: itemCodes, reason: text({ max: RETURN_REASON_MAX, required: '请填写退回原因' }) }),
  response: z.object({ returned: z.number().int() }),
  access: 'canReadInterface',
  timeout: TIMEOUTS.default,
});

export const qnOwnerRiskList = defineContract({
  method: 'GET',
  path: '/consulting/question/consumer/customerowner/risk/List',
  tag,
  summary: '顾问提出的问题（风险）列表：按状态筛选，服务端分页',
  query: PageQuery.extend({ projectCode, status: filterOf(QuestionRiskStatus.schema) }),
  response: pageOf(QuestionRisk),
  access: 'canReadInterface',
  timeout: TIMEOUTS.default,
});

export const qnOwnerRiskInfo = defineContract({
  method: 'GET',
  path: '/consulting/question/consumer/customerowner/risk/info',
  tag,
  summary: '一个问题（风险）及其题目的答案',
  query: z.object({ projectCode, riskCode: text({ max: 40, required: '请指定问题（riskCode）' }) }),
  response: z.object({ risk: QuestionRisk, item: QuestionnaireItemDetail }),
  access: 'canReadInterface',
  timeout: TIMEOUTS.none,
});

export const qnSubmitToChannel = defineContract({
  method: 'POST',
  path: '/consulting/question/consumer/questionnaire/submitToChannel',
  tag,
  summary: '提交给顾问：全部题目已提交后，问卷交渠道顾问审核（差距分析状态进入“风险评估中”）',
  body: z.object({ projectCode }),
  response: QuestionnaireInfo,
  access: 'canReadInterface',
  timeout: TIMEOUTS.default,
});

// ---- the consultant ------------------------------------------------------------------------------

export const qnChannelQuestionList = defineContract({
  method: 'GET',
  path: '/consulting/question/channel/question/list',
  tag,
  summary: '顾问审核：项目问卷的题目（服务端分页），按章节、状态、是否有待整改问题、关键字筛选',
  query: ItemListQuery,
  response: pageOf(QuestionnaireItemRow),
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const qnChannelQuestionInfo = defineContract({
  method: 'GET',
  path: '/consulting/question/channel/question/info',
  tag,
  summary: '一个小题及其答案（questionInstanceCode）',
  query: z.object({ questionInstanceCode: text({ max: 70, required: '请指定小题（questionInstanceCode）' }) }),
  response: QuestionInstance.extend({ questionnairItemCode: z.string(), itemTitle: z.string() }),
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const qnChannelSonQuestionInfo = defineContract({
  method: 'GET',
  path: '/consulting/question/channel/sonquestion/info',
  tag,
  summary: '题目的全部小题、答案、问题记录与顾问判定',
  query: z.object({ questionnairItemCode: itemCode }),
  response: QuestionnaireItemDetail,
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const qnRiskOpen = defineContract({
  method: 'POST',
  path: '/consulting/question/channel/risk/open',
  tag,
  summary: '对题目提出问题（风险）：问题描述、整改建议、风险等级；退回客户后该题进入“已退回”',
  body: z.object({
    projectCode,
    questionnairItemCode: itemCode,
    finding: text({ max: RISK_TEXT_MAX, required: '请填写发现的问题' }),
    recommendation: text({ max: RISK_TEXT_MAX, required: '请填写整改建议' }),
    level: MlpsIssueRisk.schema,
  }),
  response: QuestionRisk,
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const qnRiskClose = defineContract({
  method: 'POST',
  path: '/consulting/question/channel/risk/close',
  tag,
  summary: '关闭问题（风险）：客户已整改或确认不构成问题',
  body: z.object({ projectCode, riskCode: text({ max: 40, required: '请指定问题（riskCode）' }), note: text({ max: RISK_TEXT_MAX }).default('') }),
  response: QuestionRisk,
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const qnSubmitToConsumer = defineContract({
  method: 'POST',
  path: '/consulting/question/channel/questionnaire/submitToConsumer',
  tag,
  summary: '退回客户整改：有待整改问题的题目退回答题人，问卷回到“客户填写中”',
  body: z.object({ projectCode }),
  response: QuestionnaireInfo,
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const qnControlInfoSubmit = defineContract({
  method: 'POST',
  path: '/consulting/question/consumer/questionnaire/controlInfo/submit',
  tag,
  summary: '提交控制信息：顾问对一道题目的判定（等保：符合情况、问题风险等级、重要程度；ISO：当前/目标成熟度、适用性）与整改建议',
  body: z.object({ projectCode, questionnairItemCode: itemCode, judgement: ControlJudgement }),
  response: QuestionnaireItemRow,
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const qnControlInfoFinish = defineContract({
  method: 'POST',
  path: '/consulting/question/consumer/questionnaire/controlInfo/finish',
  tag,
  summary: '完成判定：没有待整改问题时结束审核，后台按记录的评分配置计算差距（差距分析中 → 报告已完成）',
  body: z.object({ projectCode }),
  response: QuestionnaireInfo,
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const questionnaireContracts = {
  qnDistribute,
  qnList,
  qnInfo,
  qnItemList,
  qnItemDetail,
  qnItemDetailSingle,
  qnItemAssign,
  qnRevoke,
  qnAnswersSubmit,
  qnSubmit,
  qnOwnerInfo,
  qnOwnerReturn,
  qnOwnerRiskList,
  qnOwnerRiskInfo,
  qnSubmitToChannel,
  qnChannelQuestionList,
  qnChannelQuestionInfo,
  qnChannelSonQuestionInfo,
  qnRiskOpen,
  qnRiskClose,
  qnSubmitToConsumer,
  qnControlInfoSubmit,
  qnControlInfoFinish,
} as const satisfies Record<string, AnyContract>;
