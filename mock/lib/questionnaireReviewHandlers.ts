/**
 * The channel's side of the questionnaire mocks (mock/questionnaires.ts spreads these in): the
 * consultant reads the items and questions, opens and closes risks, sends the questionnaire back
 * to the customer, saves a judgement and finishes. Same rules, guards and refusals as the server.
 */
import { questionnaireContracts as c } from '../../domain/questionnaires/contracts';
import { ErrorCode, ok } from '../../domain/errors';
import { judgementProblems } from '../../domain/questionnaires/judgement';
import { ITEM_MACHINE, QUESTIONNAIRE_MACHINE, splitQuestionInstanceCode } from '../../domain/questionnaires/rules';
import { contractKey, guardedSession, type MockHandler, pageOf, parseOr } from './handler';
import type { MockQuestionRisk } from './questionnaireStore';

import {
  refuse,
  store,
  me,
  itemsOf,
  risksOf,
  channelQn,
  channelItem,
  timeline,
  toRow,
  toInstance,
  toRisk,
  toDetail,
  toInfo,
  itemPage,
} from './questionnaireViews';

export const questionnaireReviewHandlers: Record<string, MockHandler> = {
  [contractKey(c.qnChannelQuestionList)]: guardedSession(c.qnChannelQuestionList, ({ query, caller }) => {
    const parsed = parseOr(c.qnChannelQuestionList.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const found = channelQn(caller, parsed.value.projectCode);
    if ('failure' in found) return found.failure;
    return { envelope: ok(pageOf(itemPage(itemsOf(found.qn), parsed.value).map(toRow), parsed.value)) };
  }),

  [contractKey(c.qnChannelQuestionInfo)]: guardedSession(c.qnChannelQuestionInfo, ({ query, caller }) => {
    const parsed = parseOr(c.qnChannelQuestionInfo.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const code = splitQuestionInstanceCode(parsed.value.questionInstanceCode);
    if (!code) return refuse(ErrorCode.QN_ITEM_NOT_FOUND, '小题不存在');
    const found = channelItem(caller, code.itemCode);
    if ('failure' in found) return found.failure;
    const question = found.item.questions.find((q) => q.code === code.questionCode);
    if (!question) return refuse(ErrorCode.QN_ITEM_NOT_FOUND, '小题不存在');
    return { envelope: ok({ ...toInstance(found.item, question), questionnairItemCode: found.item.itemCode, itemTitle: found.item.title }) };
  }),

  [contractKey(c.qnChannelSonQuestionInfo)]: guardedSession(c.qnChannelSonQuestionInfo, ({ query, caller }) => {
    const parsed = parseOr(c.qnChannelSonQuestionInfo.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const found = channelItem(caller, parsed.value.questionnairItemCode);
    if ('failure' in found) return found.failure;
    return { envelope: ok(toDetail(caller, found.qn, found.item, false)) };
  }),

  [contractKey(c.qnRiskOpen)]: guardedSession(c.qnRiskOpen, ({ body, caller }) => {
    const parsed = parseOr(c.qnRiskOpen.body, body);
    if ('failure' in parsed) return parsed.failure;
    const found = channelQn(caller, parsed.value.projectCode);
    if ('failure' in found) return found.failure;
    if (!found.writes) return refuse(ErrorCode.CHANNEL_PROJECT_NOT_DELIVERY);
    const { qn } = found;
    if (qn.status !== 'channelReview') return refuse(ErrorCode.QN_REVIEW_ONLY_IN_REVIEW);
    const item = itemsOf(qn).find((i) => i.itemCode === parsed.value.questionnairItemCode);
    if (!item) return refuse(ErrorCode.QN_ITEM_NOT_FOUND);
    if (item.status !== 'submitted') return refuse(ErrorCode.QN_ITEM_MOVE_REFUSED, '只能对客户已提交的题目提出问题');
    const risk: MockQuestionRisk = {
      tenantCode: qn.tenantCode,
      riskCode: `RK${qn.projectCode.replace(/^PJ/, '')}${String(risksOf(qn).length + 1).padStart(2, '0')}`,
      questionnaireCode: qn.questionnaireCode,
      projectCode: qn.projectCode,
      itemCode: item.itemCode,
      finding: parsed.value.finding,
      recommendation: parsed.value.recommendation,
      // The store's row type narrows level to the demo's 'medium' (mock/lib/questionnaireStore.ts); any MlpsIssueRisk is stored.
      level: parsed.value.level,
      status: 'open',
      openedBy: me(caller),
      openedAt: new Date(),
      closedBy: null,
      closedAt: null,
      closeNote: '',
    };
    store().risks.push(risk);
    return { envelope: ok(toRisk(risk)) };
  }),

  [contractKey(c.qnRiskClose)]: guardedSession(c.qnRiskClose, ({ body, caller }) => {
    const parsed = parseOr(c.qnRiskClose.body, body);
    if ('failure' in parsed) return parsed.failure;
    const found = channelQn(caller, parsed.value.projectCode);
    if ('failure' in found) return found.failure;
    if (!found.writes) return refuse(ErrorCode.CHANNEL_PROJECT_NOT_DELIVERY);
    if (found.qn.status !== 'channelReview') return refuse(ErrorCode.QN_REVIEW_ONLY_IN_REVIEW);
    const risk = risksOf(found.qn).find((r) => r.riskCode === parsed.value.riskCode);
    if (!risk) return refuse(ErrorCode.QN_RISK_NOT_FOUND);
    if (risk.status === 'closed') return refuse(ErrorCode.QN_RISK_CLOSED);
    Object.assign(risk, { status: 'closed', closedBy: me(caller), closedAt: new Date(), closeNote: parsed.value.note });
    return { envelope: ok(toRisk(risk)) };
  }),

  [contractKey(c.qnSubmitToConsumer)]: guardedSession(c.qnSubmitToConsumer, ({ body, caller }) => {
    const parsed = parseOr(c.qnSubmitToConsumer.body, body);
    if ('failure' in parsed) return parsed.failure;
    const found = channelQn(caller, parsed.value.projectCode);
    if ('failure' in found) return found.failure;
    if (!found.writes) return refuse(ErrorCode.CHANNEL_PROJECT_NOT_DELIVERY);
    const { qn } = found;
    const refusal = QUESTIONNAIRE_MACHINE.refusal(qn.status, 'submitToConsumer', caller.user);
    if (refusal) return refuse(ErrorCode.QN_MOVE_REFUSED, refusal);
    const open = risksOf(qn).filter((r) => r.status === 'open');
    if (open.length === 0) return refuse(ErrorCode.QN_NO_OPEN_RISK);
    const now = new Date();
    for (const item of itemsOf(qn).filter((i) => open.some((r) => r.itemCode === i.itemCode))) {
      if (ITEM_MACHINE.refusal(item.status, 'sendBack', null) !== null) continue;
      const findings = open.filter((r) => r.itemCode === item.itemCode).map((r) => r.finding);
      Object.assign(item, { status: 'returned', returnReason: `顾问提出问题：${findings.join('；')}`, submittedAt: null, updatedAt: now });
    }
    Object.assign(qn, { status: 'answering', updatedAt: now });
    timeline(qn.projectCode, me(caller), '顾问退回题目请客户整改');
    return { envelope: ok(toInfo(qn, caller, 'channel', true)) };
  }),

  [contractKey(c.qnControlInfoSubmit)]: guardedSession(c.qnControlInfoSubmit, ({ body, caller }) => {
    const parsed = parseOr(c.qnControlInfoSubmit.body, body);
    if ('failure' in parsed) return parsed.failure;
    const found = channelQn(caller, parsed.value.projectCode);
    if ('failure' in found) return found.failure;
    if (!found.writes) return refuse(ErrorCode.CHANNEL_PROJECT_NOT_DELIVERY);
    if (found.qn.status !== 'channelReview') return refuse(ErrorCode.QN_REVIEW_ONLY_IN_REVIEW);
    const item = itemsOf(found.qn).find((i) => i.itemCode === parsed.value.questionnairItemCode);
    if (!item) return refuse(ErrorCode.QN_ITEM_NOT_FOUND);
    if (item.status !== 'submitted') return refuse(ErrorCode.QN_ITEM_MOVE_REFUSED, '只能判定客户已提交的题目');
    const problems = judgementProblems(item.kind, parsed.value.judgement);
    if (problems.length) return refuse(ErrorCode.QN_JUDGEMENT_INVALID, `判定不完整：${problems.join('；')}`);
    const now = new Date();
    Object.assign(item, { judgement: parsed.value.judgement, judgedBy: me(caller), judgedAt: now, updatedAt: now });
    return { envelope: ok(toRow(item)) };
  }),

  [contractKey(c.qnControlInfoFinish)]: guardedSession(c.qnControlInfoFinish, ({ body, caller }) => {
    const parsed = parseOr(c.qnControlInfoFinish.body, body);
    if ('failure' in parsed) return parsed.failure;
    const found = channelQn(caller, parsed.value.projectCode);
    if ('failure' in found) return found.failure;
    if (!found.writes) return refuse(ErrorCode.CHANNEL_PROJECT_NOT_DELIVERY);
    const { qn } = found;
    const refusal = QUESTIONNAIRE_MACHINE.refusal(qn.status, 'finish', caller.user);
    if (refusal) return refuse(ErrorCode.QN_MOVE_REFUSED, refusal);
    if (risksOf(qn).some((r) => r.status === 'open')) return refuse(ErrorCode.QN_OPEN_RISKS_LEFT);
    const now = new Date();
    // The mock of the gap analysis (mock/gapAnalysis.ts) scores a finished questionnaire itself.
    Object.assign(qn, { status: 'finished', gapStatus: 'gap-analysising', finishedAt: now, updatedAt: now });
    timeline(qn.projectCode, me(caller), '顾问完成问卷判定，开始计算差距');
    return { envelope: ok(toInfo(qn, caller, 'channel', true)) };
  }),
};
