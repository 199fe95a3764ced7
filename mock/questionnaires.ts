/**
 * Dev mocks of domain/questionnaires/contracts.ts (issue 13), answering from the shared in-memory
 * questionnaires (mock/lib/questionnaireStore.ts) and projects (mock/lib/projectStore.ts). Like the
 * server: every call passes the access decision of domain/kernel/contractAccess.ts, inputs go through the
 * contract's schema (parseOr), the rules and machines are domain/questionnaires/rules.ts (the customer
 * sees its own tenant's projects, an executor only its own items, the channel the projects it
 * delivers, manages or bought — a buyer only reads). Differences, said plainly: the answers' files
 * are not looked up (the mocks keep no uploads); finishing sets the gap status and leaves the
 * scoring to mock/gapAnalysis.ts (no job is queued, scoringJob stays null); the people are the
 * demo accounts. The channel's side (the consultant's review) is mock/lib/questionnaireReviewHandlers.ts.
 */
import { questionnaireContracts as c } from '../domain/questionnaires/contracts';
import { DEMO_ACCOUNTS } from '../domain/demo';
import { ErrorCode, ok } from '../domain/errors';
import { currentGapConfig, type GapStandard } from '../domain/gapAnalysis/rules';
import { deliveryRelation } from '../domain/projects/delivery';
import {
  answerFormatProblems,
  buildQuestionnaireItems,
  type ItemAnswers,
  ITEM_MACHINE,
  isEditableItem,
  isQuestionnaireLead,
  itemCodeOf,
  itemProgress,
  itemSubmitProblems,
  QUESTIONNAIRE_MACHINE,
  questionnaireCodeOf,
  splitQuestionInstanceCode,
  submitToChannelProblems,
} from '../domain/questionnaires/rules';
import { contractKey, guardedSession, type MockHandler, pageOf, parseOr, toUmiMocks } from './lib/handler';
import { projectStore } from './lib/projectStore';
import { questionnaireReviewHandlers } from './lib/questionnaireReviewHandlers';
import type { MockQuestionnaire, MockQuestionnaireItem } from './lib/questionnaireStore';
import { mockProducts } from './products';

import {
  refuse,
  store,
  me,
  tenantOf,
  seesAll,
  isCustomer,
  ITEM_PROBLEMS_SHOWN,
  countsOf,
  groupOf,
  qnOf,
  itemsOf,
  risksOf,
  customerProject,
  customerQn,
  customerItem,
  timeline,
  toRow,
  toInstance,
  toRisk,
  toDetail,
  toSummary,
  toInfo,
  listed,
  refusedMove,
  notAnswering,
  emptyAnswer,
  itemPage,
} from './lib/questionnaireViews';

export const questionnairesMockHandlers: Record<string, MockHandler> = {
  ...questionnaireReviewHandlers,
  [contractKey(c.qnDistribute)]: guardedSession(c.qnDistribute, ({ body, caller }) => {
    const parsed = parseOr(c.qnDistribute.body, body);
    if ('failure' in parsed) return parsed.failure;
    if (!isQuestionnaireLead(caller.user)) return refuse(ErrorCode.QN_LEAD_ONLY);
    const found = customerProject(caller, parsed.value.projectCode);
    if ('failure' in found) return found.failure;
    const { project } = found;
    if (qnOf(project)) return refuse(ErrorCode.QN_ALREADY_DISTRIBUTED);
    const group = groupOf(project)!;
    const product = mockProducts()
      .find((p) => p.productCode === group.productCode)
      ?.versions.find((v) => v.version === group.productVersion)?.definition;
    if (!product || (product.basic.serviceKind !== 'questionnaire' && product.basic.serviceKind !== 'gapAnalysis'))
      return refuse(ErrorCode.QN_NOT_QUESTIONNAIRE_PROJECT);
    const defs = buildQuestionnaireItems(product.catalogue, product.templates, project.level);
    if (defs.length === 0) return refuse(ErrorCode.QN_NOTHING_TO_ASK);
    const config = currentGapConfig(product.basic.standard as GapStandard);
    const questionnaireCode = questionnaireCodeOf(project.projectCode);
    const now = new Date();
    const qn: MockQuestionnaire = {
      tenantCode: project.tenantCode,
      questionnaireCode,
      projectCode: project.projectCode,
      customerTenantCode: project.customerTenantCode,
      deliveryTenantCode: project.deliveryTenantCode,
      standard: product.basic.standard,
      serviceKind: product.basic.serviceKind,
      title: product.templates.questionnaire.title || `${product.basic.name}调查问卷`,
      status: 'answering',
      gapStatus: null,
      configId: config.id,
      configVersion: config.version,
      totalItems: defs.length,
      distributedBy: me(caller),
      distributedAt: now,
      submittedToChannelAt: null,
      finishedAt: null,
      scoringJobId: null,
      updatedAt: now,
    };
    store().questionnaires.push(qn);
    for (const def of defs) {
      store().items.push({
        tenantCode: project.tenantCode,
        itemCode: itemCodeOf(questionnaireCode, def.seq),
        questionnaireCode,
        projectCode: project.projectCode,
        customerTenantCode: project.customerTenantCode,
        seq: def.seq,
        kind: def.kind,
        ref: def.ref,
        sectionKey: def.sectionKey,
        sectionName: def.sectionName,
        title: def.title,
        questions: def.questions,
        answers: {},
        answeredCount: 0,
        complete: false,
        status: 'unassigned',
        respondentAccountId: null,
        returnReason: '',
        judgement: null,
        judgedBy: null,
        judgedAt: null,
        answeredAt: null,
        submittedAt: null,
        updatedAt: now,
      });
    }
    timeline(qn.projectCode, me(caller), `分发问卷，共 ${qn.totalItems} 道题目`);
    return { envelope: ok(toInfo(qn, caller, 'customer')) };
  }),

  [contractKey(c.qnList)]: guardedSession(c.qnList, ({ query, caller }) => {
    const parsed = parseOr(c.qnList.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const q = parsed.value;
    const keyword = q.keyword?.toLowerCase();
    const rows = store()
      .questionnaires.filter(
        (qn) =>
          qn.customerTenantCode === tenantOf(caller) &&
          (seesAll(caller) || itemsOf(qn).some((i) => i.respondentAccountId === me(caller))) &&
          (!q.status || qn.status === q.status) &&
          (!keyword || qn.title.toLowerCase().includes(keyword) || qn.projectCode.toLowerCase().includes(keyword)),
      )
      .sort((a, b) => b.distributedAt.getTime() - a.distributedAt.getTime() || a.questionnaireCode.localeCompare(b.questionnaireCode))
      .map((qn) => toSummary(qn, caller));
    return { envelope: ok(pageOf(rows, q)) };
  }),

  [contractKey(c.qnInfo)]: guardedSession(c.qnInfo, ({ query, caller }) => {
    const parsed = parseOr(c.qnInfo.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    if (!isCustomer(caller)) {
      const project = projectStore().projects.find((p) => p.projectCode === parsed.value.projectCode);
      const relation = project ? deliveryRelation(project, { accountId: me(caller), tenantCode: tenantOf(caller), subject: caller.user }) : 'none';
      if (!project || relation === 'none') return refuse(ErrorCode.PROJECT_NOT_FOUND);
      const qn = qnOf(project);
      return { envelope: ok(qn ? toInfo(qn, caller, 'channel', relation !== 'buyer' && groupOf(project)?.status === 'active') : null) };
    }
    const found = customerProject(caller, parsed.value.projectCode);
    if ('failure' in found) return found.failure;
    const qn = qnOf(found.project);
    return { envelope: ok(qn ? toInfo(qn, caller, 'customer') : null) };
  }),

  [contractKey(c.qnItemList)]: guardedSession(c.qnItemList, ({ query, caller }) => {
    const parsed = parseOr(c.qnItemList.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const found = customerQn(caller, parsed.value.projectCode);
    if ('failure' in found) return found.failure;
    const q = { ...parsed.value, respondentId: seesAll(caller) ? parsed.value.respondentId : me(caller) };
    return { envelope: ok(pageOf(itemPage(itemsOf(found.qn), q).map(toRow), parsed.value)) };
  }),

  [contractKey(c.qnItemDetail)]: guardedSession(c.qnItemDetail, ({ query, caller }) => {
    const parsed = parseOr(c.qnItemDetail.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const found = customerItem(caller, parsed.value.questionnairItemCode);
    if ('failure' in found) return found.failure;
    return { envelope: ok(toDetail(caller, found.qn, found.item, true)) };
  }),

  [contractKey(c.qnItemDetailSingle)]: guardedSession(c.qnItemDetailSingle, ({ query, caller }) => {
    const parsed = parseOr(c.qnItemDetailSingle.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const found = customerItem(caller, parsed.value.questionnairItemCode);
    if ('failure' in found) return found.failure;
    const wanted = parsed.value.questionInstanceCode;
    const code = wanted ? splitQuestionInstanceCode(wanted) : null;
    if (wanted && (!code || code.itemCode !== found.item.itemCode)) return refuse(ErrorCode.QN_ITEM_NOT_FOUND, '小题不存在');
    const question = code ? found.item.questions.find((q) => q.code === code.questionCode) : found.item.questions[0];
    if (!question) return refuse(ErrorCode.QN_ITEM_NOT_FOUND, '小题不存在');
    return { envelope: ok(toInstance(found.item, question)) };
  }),

  [contractKey(c.qnItemAssign)]: guardedSession(c.qnItemAssign, ({ body, caller }) => {
    const parsed = parseOr(c.qnItemAssign.body, body);
    if ('failure' in parsed) return parsed.failure;
    if (!isQuestionnaireLead(caller.user)) return refuse(ErrorCode.QN_LEAD_ONLY);
    const found = customerQn(caller, parsed.value.projectCode);
    if ('failure' in found) return found.failure;
    const { qn } = found;
    const state = notAnswering(qn);
    if (state) return state.failure;
    const respondent = DEMO_ACCOUNTS.find((a) => a.accountId === parsed.value.respondentId);
    if (!respondent || respondent.tenantCode !== qn.customerTenantCode || !respondent.roles.includes('consumer-executor'))
      return refuse(ErrorCode.QN_RESPONDENT_NOT_ELIGIBLE);
    const named = listed(qn, parsed.value.questionnairItemCodes ?? []);
    if ('failure' in named) return named.failure;
    const refused = refusedMove(named.items, 'assign', caller);
    if (refused) return refused.failure;
    const section = parsed.value.sectionKey
      ? itemsOf(qn).filter((i) => i.sectionKey === parsed.value.sectionKey && ITEM_MACHINE.refusal(i.status, 'assign', caller.user) === null)
      : [];
    const items = [...new Set([...named.items, ...section])];
    if (items.length === 0) return refuse(ErrorCode.QN_ITEM_MOVE_REFUSED, '该章节没有可分配的题目（已提交的题目不能改派）');
    const now = new Date();
    for (const item of items) Object.assign(item, { status: 'assigned', respondentAccountId: respondent.accountId, updatedAt: now });
    return { envelope: ok({ assigned: items.length }) };
  }),

  [contractKey(c.qnRevoke)]: guardedSession(c.qnRevoke, ({ body, caller }) => {
    const parsed = parseOr(c.qnRevoke.body, body);
    if ('failure' in parsed) return parsed.failure;
    if (!isQuestionnaireLead(caller.user)) return refuse(ErrorCode.QN_LEAD_ONLY);
    const found = customerQn(caller, parsed.value.projectCode);
    if ('failure' in found) return found.failure;
    const state = notAnswering(found.qn);
    if (state) return state.failure;
    const named = listed(found.qn, parsed.value.questionnairItemCodes);
    if ('failure' in named) return named.failure;
    const refused = refusedMove(named.items, 'revoke', caller);
    if (refused) return refused.failure;
    const now = new Date();
    for (const item of named.items) Object.assign(item, { status: 'unassigned', respondentAccountId: null, updatedAt: now });
    return { envelope: ok({ revoked: named.items.length }) };
  }),

  [contractKey(c.qnAnswersSubmit)]: guardedSession(c.qnAnswersSubmit, ({ body, caller }) => {
    const parsed = parseOr(c.qnAnswersSubmit.body, body);
    if ('failure' in parsed) return parsed.failure;
    const item = store().items.find((i) => i.itemCode === parsed.value.questionnairItemCode);
    if (!item || item.customerTenantCode !== tenantOf(caller)) return refuse(ErrorCode.QN_ITEM_NOT_FOUND);
    if (item.respondentAccountId !== me(caller)) return refuse(ErrorCode.QN_NOT_RESPONDENT);
    const found = customerQn(caller, item.projectCode);
    if ('failure' in found) return refuse(ErrorCode.QN_ITEM_NOT_FOUND);
    const problems: string[] = [];
    for (const [code, answer] of Object.entries(parsed.value.answers)) {
      const question = item.questions.find((q) => q.code === code);
      if (!question) problems.push(`题目中没有小题 ${code}`);
      else problems.push(...answerFormatProblems(question, answer));
    }
    if (problems.length) return refuse(ErrorCode.QN_ANSWER_INVALID, `答案格式不正确：${problems.join('；')}`);
    if (found.qn.status !== 'answering' || !isEditableItem(item.status)) return refuse(ErrorCode.QN_ITEM_LOCKED);
    const answers: ItemAnswers = { ...item.answers };
    for (const [code, answer] of Object.entries(parsed.value.answers)) {
      if (emptyAnswer(answer)) delete answers[code];
      else answers[code] = answer;
    }
    const now = new Date();
    Object.assign(item, {
      answers,
      answeredCount: itemProgress(item.questions, answers).answered,
      complete: itemSubmitProblems(item.questions, answers).length === 0,
      answeredAt: now,
      updatedAt: now,
    });
    return { envelope: ok(toRow(item)) };
  }),

  [contractKey(c.qnSubmit)]: guardedSession(c.qnSubmit, ({ body, caller }) => {
    const parsed = parseOr(c.qnSubmit.body, body);
    if ('failure' in parsed) return parsed.failure;
    const found = customerQn(caller, parsed.value.projectCode);
    if ('failure' in found) return found.failure;
    const { qn } = found;
    if (qn.questionnaireCode !== parsed.value.questionnaireCode) return refuse(ErrorCode.QN_NOT_DISTRIBUTED, '问卷编号与项目不符');
    const state = notAnswering(qn);
    if (state) return state.failure;
    let items: MockQuestionnaireItem[];
    if (parsed.value.questionnairItemCodes) {
      const named = listed(qn, parsed.value.questionnairItemCodes);
      if ('failure' in named) return named.failure;
      const other = named.items.find((i) => i.respondentAccountId !== me(caller));
      if (other) return refuse(ErrorCode.QN_NOT_RESPONDENT, `题目 ${other.ref} ${other.title} 没有分配给你`);
      const refused = refusedMove(named.items, 'submit', caller);
      if (refused) return refused.failure;
      items = named.items;
    } else {
      items = itemsOf(qn).filter((i) => i.respondentAccountId === me(caller) && isEditableItem(i.status));
    }
    if (items.length === 0) return refuse(ErrorCode.QN_NOTHING_TO_SUBMIT);
    const incomplete = items
      .map((item) => ({ item, problems: itemSubmitProblems(item.questions, item.answers) }))
      .filter((e) => e.problems.length > 0);
    if (incomplete.length) {
      const shown = incomplete.slice(0, ITEM_PROBLEMS_SHOWN).map(({ item, problems }) => `${item.ref} ${item.title}：${problems.join('，')}`);
      const more = incomplete.length > ITEM_PROBLEMS_SHOWN ? `；另有 ${incomplete.length - ITEM_PROBLEMS_SHOWN} 道题目未答完` : '';
      return refuse(ErrorCode.QN_ITEM_INCOMPLETE, `还有 ${incomplete.length} 道题目不能提交：${shown.join('；')}${more}`);
    }
    const now = new Date();
    for (const item of items) Object.assign(item, { status: 'submitted', returnReason: '', submittedAt: now, updatedAt: now });
    return { envelope: ok({ submitted: items.length }) };
  }),

  [contractKey(c.qnOwnerInfo)]: guardedSession(c.qnOwnerInfo, ({ query, caller }) => {
    const parsed = parseOr(c.qnOwnerInfo.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const found = customerQn(caller, parsed.value.projectCode);
    if ('failure' in found) return found.failure;
    const items = itemsOf(found.qn).filter(
      (i) => i.status === 'submitted' && (!parsed.value.respondentId || i.respondentAccountId === parsed.value.respondentId),
    );
    return { envelope: ok({ respondentId: parsed.value.respondentId ?? null, items: items.map((i) => toDetail(caller, found.qn, i, true)) }) };
  }),

  [contractKey(c.qnOwnerReturn)]: guardedSession(c.qnOwnerReturn, ({ body, caller }) => {
    const parsed = parseOr(c.qnOwnerReturn.body, body);
    if ('failure' in parsed) return parsed.failure;
    if (!isQuestionnaireLead(caller.user)) return refuse(ErrorCode.QN_LEAD_ONLY);
    const found = customerQn(caller, parsed.value.projectCode);
    if ('failure' in found) return found.failure;
    const state = notAnswering(found.qn);
    if (state) return state.failure;
    const named = listed(found.qn, parsed.value.questionnairItemCodes);
    if ('failure' in named) return named.failure;
    const refused = refusedMove(named.items, 'return', caller);
    if (refused) return refused.failure;
    const now = new Date();
    for (const item of named.items) Object.assign(item, { status: 'returned', returnReason: parsed.value.reason, submittedAt: null, updatedAt: now });
    return { envelope: ok({ returned: named.items.length }) };
  }),

  [contractKey(c.qnOwnerRiskList)]: guardedSession(c.qnOwnerRiskList, ({ query, caller }) => {
    const parsed = parseOr(c.qnOwnerRiskList.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const found = customerQn(caller, parsed.value.projectCode);
    if ('failure' in found) return found.failure;
    const rows = risksOf(found.qn)
      .filter((r) => !parsed.value.status || r.status === parsed.value.status)
      .sort((a, b) => b.openedAt.getTime() - a.openedAt.getTime() || b.riskCode.localeCompare(a.riskCode))
      .map(toRisk);
    return { envelope: ok(pageOf(rows, parsed.value)) };
  }),

  [contractKey(c.qnOwnerRiskInfo)]: guardedSession(c.qnOwnerRiskInfo, ({ query, caller }) => {
    const parsed = parseOr(c.qnOwnerRiskInfo.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const found = customerQn(caller, parsed.value.projectCode);
    if ('failure' in found) return found.failure;
    const risk = risksOf(found.qn).find((r) => r.riskCode === parsed.value.riskCode);
    if (!risk) return refuse(ErrorCode.QN_RISK_NOT_FOUND);
    const item = store().items.find((i) => i.itemCode === risk.itemCode);
    if (!item) return refuse(ErrorCode.QN_ITEM_NOT_FOUND);
    return { envelope: ok({ risk: toRisk(risk), item: toDetail(caller, found.qn, item, true) }) };
  }),

  [contractKey(c.qnSubmitToChannel)]: guardedSession(c.qnSubmitToChannel, ({ body, caller }) => {
    const parsed = parseOr(c.qnSubmitToChannel.body, body);
    if ('failure' in parsed) return parsed.failure;
    if (!isQuestionnaireLead(caller.user)) return refuse(ErrorCode.QN_LEAD_ONLY);
    const found = customerQn(caller, parsed.value.projectCode);
    if ('failure' in found) return found.failure;
    const { qn } = found;
    const refusal = QUESTIONNAIRE_MACHINE.refusal(qn.status, 'submitToChannel', caller.user);
    if (refusal) return refuse(ErrorCode.QN_MOVE_REFUSED, refusal);
    const problem = submitToChannelProblems(countsOf(itemsOf(qn)));
    if (problem) return refuse(ErrorCode.QN_NOT_ALL_SUBMITTED, problem);
    const now = new Date();
    Object.assign(qn, { status: 'channelReview', gapStatus: 'evaluating-risk', submittedToChannelAt: now, updatedAt: now });
    timeline(qn.projectCode, me(caller), '客户提交问卷给顾问审核');
    return { envelope: ok(toInfo(qn, caller, 'customer')) };
  }),
};

export default toUmiMocks(questionnairesMockHandlers);
