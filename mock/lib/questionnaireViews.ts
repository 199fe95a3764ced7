/**
 * The questionnaire mocks' views and guards (mock/questionnaires.ts answers the contracts with
 * them): how a caller reaches a questionnaire or an item, the shapes the contracts answer, and the
 * rules the handlers share. The same domain rules as the server's questionnaireViews.ts.
 */
import type {
  ItemStatusCounts,
  QuestionInstance,
  QuestionnaireInfo,
  QuestionnaireItemDetail,
  QuestionnaireItemRow,
  QuestionnaireSummary,
  QuestionRisk,
} from '../../domain/questionnaires/contracts';
import { computeAccess, roleCodesOf } from '../../domain/kernel/access';
import { DEMO_ACCOUNTS } from '../../domain/demo';
import { QuestionnaireItemStatus } from '../../domain/enums';
import { ErrorCode, fail } from '../../domain/errors';
import { deliveryRelation } from '../../domain/projects/delivery';
import {
  type ItemAction,
  ITEM_MACHINE,
  isEditableItem,
  isQuestionnaireLead,
  mayRespond,
  QUESTIONNAIRE_MACHINE,
  type QuestionnaireAction,
  questionInstanceCodeOf,
  submitToChannelProblems,
} from '../../domain/questionnaires/rules';
import { questionnaireItemRow, questionRiskView } from '../../domain/questionnaires/views';
import type { RoleCode } from '../../domain/kernel/roles';
import type { MockAnswer, MockCaller } from './handler';
import { type MockProject, projectStore } from './projectStore';
import { type MockQuestionnaire, type MockQuestionnaireItem, type MockQuestionRisk, questionnaireStore } from './questionnaireStore';

export type Fail = { failure: MockAnswer };
export const refuse = (code: ErrorCode, message?: string): MockAnswer => ({ envelope: fail(code, message) });
export const failure = (code: ErrorCode, message?: string): Fail => ({ failure: refuse(code, message) });
export const store = () => questionnaireStore.current;
export const nameOf = (accountId: string | null | undefined) =>
  accountId ? (DEMO_ACCOUNTS.find((a) => a.accountId === accountId)?.showName ?? accountId) : '';
export const iso = (date: Date | null) => (date ? date.toISOString() : null);
export const me = (caller: MockCaller) => caller.account?.accountId ?? '';
export const tenantOf = (caller: MockCaller) => caller.account?.tenantCode ?? '';
export const seesAll = (caller: MockCaller) => computeAccess(caller.user).canReadInterface;
export const isCustomer = (caller: MockCaller) => computeAccess(caller.user).canReadInterface || computeAccess(caller.user).canExecutor;
export const ITEM_PROBLEMS_SHOWN = 3;

export const zeroCounts = (): ItemStatusCounts => Object.fromEntries(QuestionnaireItemStatus.values.map((s) => [s, 0])) as ItemStatusCounts;
export function countsOf(items: readonly MockQuestionnaireItem[]): ItemStatusCounts {
  const counts = zeroCounts();
  for (const item of items) counts[item.status] += 1;
  return counts;
}

export const groupOf = (project: MockProject) => projectStore().groups.find((g) => g.groupCode === project.groupCode);
export const qnOf = (project: Pick<MockProject, 'projectCode'>) => store().questionnaires.find((q) => q.projectCode === project.projectCode);
export const itemsOf = (qn: MockQuestionnaire) =>
  store()
    .items.filter((i) => i.questionnaireCode === qn.questionnaireCode)
    .sort((a, b) => a.seq - b.seq);
export const risksOf = (qn: MockQuestionnaire) => store().risks.filter((r) => r.questionnaireCode === qn.questionnaireCode);
export const openRisksOf = (item: MockQuestionnaireItem) => store().risks.filter((r) => r.itemCode === item.itemCode && r.status === 'open').length;

/** The caller's customer project (as app.projectRegistry.forCustomer). */
export function customerProject(caller: MockCaller, projectCode: string): { project: MockProject } | Fail {
  const project = projectStore().projects.find((p) => p.projectCode === projectCode && p.customerTenantCode === tenantOf(caller));
  const group = project && groupOf(project);
  if (!project || !group || group.status !== 'active' || !isCustomer(caller)) return failure(ErrorCode.CONSUMER_PROJECT_NOT_FOUND);
  return { project };
}

export function customerQn(caller: MockCaller, projectCode: string): { project: MockProject; qn: MockQuestionnaire } | Fail {
  const found = customerProject(caller, projectCode);
  if ('failure' in found) return found;
  const qn = qnOf(found.project);
  return qn ? { project: found.project, qn } : failure(ErrorCode.QN_NOT_DISTRIBUTED);
}

/** The caller's delivery relation to the project (as app.projectRegistry.forDelivery). */
export function channelQn(caller: MockCaller, projectCode: string): { project: MockProject; qn: MockQuestionnaire; writes: boolean } | Fail {
  const project = projectStore().projects.find((p) => p.projectCode === projectCode);
  const relation = project ? deliveryRelation(project, { accountId: me(caller), tenantCode: tenantOf(caller), subject: caller.user }) : 'none';
  if (!project || relation === 'none') return failure(ErrorCode.PROJECT_NOT_FOUND);
  const qn = qnOf(project);
  if (!qn) return failure(ErrorCode.QN_NOT_DISTRIBUTED);
  return { project, qn, writes: relation !== 'buyer' && groupOf(project)?.status === 'active' };
}

export function customerItem(caller: MockCaller, itemCode: string): { item: MockQuestionnaireItem; qn: MockQuestionnaire } | Fail {
  const item = store().items.find((i) => i.itemCode === itemCode);
  if (!item || item.customerTenantCode !== tenantOf(caller) || (!seesAll(caller) && item.respondentAccountId !== me(caller)))
    return failure(ErrorCode.QN_ITEM_NOT_FOUND);
  const found = customerQn(caller, item.projectCode);
  if ('failure' in found) return failure(ErrorCode.QN_ITEM_NOT_FOUND);
  return { item, qn: found.qn };
}

export function channelItem(caller: MockCaller, itemCode: string): { item: MockQuestionnaireItem; qn: MockQuestionnaire } | Fail {
  const item = store().items.find((i) => i.itemCode === itemCode);
  if (!item) return failure(ErrorCode.QN_ITEM_NOT_FOUND);
  const found = channelQn(caller, item.projectCode);
  if ('failure' in found) return failure(ErrorCode.QN_ITEM_NOT_FOUND);
  return { item, qn: found.qn };
}

/** A questionnaire milestone on the project's timeline, as the server records it (app.projectRegistry). */
export function timeline(projectCode: string, actor: string | null, summary: string): void {
  const project = projectStore().projects.find((p) => p.projectCode === projectCode);
  if (!project) return;
  projectStore().events.push({
    groupCode: project.groupCode,
    projectCode,
    type: 'questionnaire',
    actorAccountId: actor,
    summary,
    at: new Date().toISOString(),
  });
}

// ---- shapes -----------------------------------------------------------------------------------------
export const toRow = (item: MockQuestionnaireItem): QuestionnaireItemRow =>
  questionnaireItemRow(item, nameOf(item.respondentAccountId), openRisksOf(item));

export const toInstance = (item: MockQuestionnaireItem, question: MockQuestionnaireItem['questions'][number]): QuestionInstance => ({
  ...question,
  questionInstanceCode: questionInstanceCodeOf(item.itemCode, question.code),
  answer: item.answers[question.code] ?? null,
});

export const toRisk = (risk: MockQuestionRisk): QuestionRisk =>
  questionRiskView(
    risk,
    store().items.find((i) => i.itemCode === risk.itemCode),
    nameOf,
  );

export function toDetail(caller: MockCaller, qn: MockQuestionnaire, item: MockQuestionnaireItem, customer: boolean): QuestionnaireItemDetail {
  const lead = isQuestionnaireLead(caller.user);
  const actions: ItemAction[] =
    customer && qn.status === 'answering'
      ? ITEM_MACHINE.allowedActions(item.status, caller.user)
          .map((m) => m.action)
          .filter((action) => (action === 'submit' ? item.respondentAccountId === me(caller) && item.complete : lead))
      : [];
  return {
    ...toRow(item),
    questions: item.questions.map((q) => toInstance(item, q)),
    risks: store()
      .risks.filter((r) => r.itemCode === item.itemCode)
      .sort((a, b) => b.openedAt.getTime() - a.openedAt.getTime())
      .map(toRisk),
    judgement: item.judgement ?? null,
    actions,
    editable: customer && qn.status === 'answering' && item.respondentAccountId === me(caller) && isEditableItem(item.status),
  };
}

export function toSummary(qn: MockQuestionnaire, caller: MockCaller): QuestionnaireSummary {
  const project = projectStore().projects.find((p) => p.projectCode === qn.projectCode);
  const group = project && groupOf(project);
  const items = itemsOf(qn);
  return {
    questionnaireCode: qn.questionnaireCode,
    projectCode: qn.projectCode,
    projectName: project?.name ?? '',
    productName: group?.productName ?? '',
    standard: qn.standard,
    serviceKind: qn.serviceKind,
    level: project?.level ?? null,
    title: qn.title,
    status: qn.status,
    gapStatus: qn.gapStatus,
    totalItems: qn.totalItems,
    counts: countsOf(items),
    openRisks: risksOf(qn).filter((r) => r.status === 'open').length,
    mine: countsOf(items.filter((i) => i.respondentAccountId === me(caller))),
    configId: qn.configId,
    configVersion: qn.configVersion,
    distributedAt: qn.distributedAt.toISOString(),
    distributedByName: nameOf(qn.distributedBy),
    submittedToChannelAt: iso(qn.submittedToChannelAt),
    finishedAt: iso(qn.finishedAt),
  };
}

export function toInfo(qn: MockQuestionnaire, caller: MockCaller, side: 'customer' | 'channel', writes = false): QuestionnaireInfo {
  const summary = toSummary(qn, caller);
  const items = itemsOf(qn);
  const all = side === 'channel' || seesAll(caller);
  const sections = new Map<string, { sectionName: string; items: MockQuestionnaireItem[] }>();
  for (const item of items) {
    const section = sections.get(item.sectionKey) ?? { sectionName: item.sectionName, items: [] };
    section.items.push(item);
    sections.set(item.sectionKey, section);
  }
  const respondentIds = [...new Set(items.map((i) => i.respondentAccountId).filter((id): id is string => !!id))].filter(
    (id) => all || id === me(caller),
  );
  const customer = side === 'customer';
  const actions: QuestionnaireAction[] = [];
  for (const move of QUESTIONNAIRE_MACHINE.allowedActions(qn.status, caller.user)) {
    if (move.action === 'submitToChannel' && customer && isQuestionnaireLead(caller.user) && submitToChannelProblems(summary.counts) === null)
      actions.push('submitToChannel');
    if (move.action === 'submitToConsumer' && writes && summary.openRisks > 0) actions.push('submitToConsumer');
    if (move.action === 'finish' && writes && summary.openRisks === 0) actions.push('finish');
  }
  return {
    ...summary,
    sections: [...sections].map(([sectionKey, section]) => ({
      sectionKey,
      sectionName: section.sectionName,
      total: section.items.length,
      counts: countsOf(section.items),
    })),
    respondents: respondentIds.map((respondentId) => {
      const mine = items.filter((i) => i.respondentAccountId === respondentId);
      const last = mine
        .map((i) => i.answeredAt)
        .filter((at): at is Date => !!at)
        .sort((a, b) => b.getTime() - a.getTime())[0];
      return {
        respondentId,
        name: nameOf(respondentId),
        counts: countsOf(mine),
        complete: mine.filter((i) => i.complete).length,
        lastAnsweredAt: iso(last ?? null),
      };
    }),
    candidates:
      customer && all
        ? DEMO_ACCOUNTS.filter((a) => a.tenantCode === qn.customerTenantCode && a.roles.includes('consumer-executor')).map((a) => ({
            accountId: a.accountId,
            showName: a.showName,
          }))
        : [],
    actions,
    permissions: {
      lead: customer && isQuestionnaireLead(caller.user),
      respond: customer && mayRespond([...roleCodesOf(caller.user)] as RoleCode[]),
      review: writes,
    },
    scoringJob: null,
  };
}

// ---- rules shared by the handlers ---------------------------------------------------------------
export function listed(qn: MockQuestionnaire, codes: readonly string[]): { items: MockQuestionnaireItem[] } | Fail {
  const unique = [...new Set(codes)];
  const items = itemsOf(qn).filter((i) => unique.includes(i.itemCode));
  const missing = unique.find((code) => !items.some((i) => i.itemCode === code));
  return missing ? failure(ErrorCode.QN_ITEM_NOT_FOUND, `题目 ${missing} 不存在，或不是本问卷的题目`) : { items };
}

/** The first item the machine refuses `action` for, as a failure with the machine's message. */
export function refusedMove(items: readonly MockQuestionnaireItem[], action: ItemAction, caller: MockCaller): Fail | null {
  for (const item of items) {
    const refusal = ITEM_MACHINE.refusal(item.status, action, caller.user);
    if (refusal) return failure(ErrorCode.QN_ITEM_MOVE_REFUSED, `${item.ref} ${item.title}：${refusal}`);
  }
  return null;
}

export const notAnswering = (qn: MockQuestionnaire): Fail | null =>
  qn.status === 'answering'
    ? null
    : failure(ErrorCode.QN_MOVE_REFUSED, `问卷当前为“${QUESTIONNAIRE_MACHINE.label(qn.status)}”，只有客户填写中的问卷可以进行该操作`);

export const emptyAnswer = (answer: object) =>
  Object.values(answer).every(
    (value) => value === undefined || (typeof value === 'string' ? value.trim() === '' : Array.isArray(value) && value.length === 0),
  );

export function itemPage(
  items: MockQuestionnaireItem[],
  q: { sectionKey?: string; status?: string; respondentId?: string; keyword?: string; hasRisk?: 'true' | 'false' },
) {
  const keyword = q.keyword?.toLowerCase();
  return items.filter(
    (i) =>
      (!q.sectionKey || i.sectionKey === q.sectionKey) &&
      (!q.status || i.status === q.status) &&
      (!q.respondentId || i.respondentAccountId === q.respondentId) &&
      (!keyword || i.title.toLowerCase().includes(keyword) || i.ref.toLowerCase().includes(keyword)) &&
      (q.hasRisk === undefined || openRisksOf(i) > 0 === (q.hasRisk === 'true')),
  );
}
