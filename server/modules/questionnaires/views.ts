/**
 * The questionnaire part's views (see service.ts): how a caller reaches a
 * questionnaire (as the customer's member or as the delivering side), and the rows, details,
 * summaries and info the contracts answer, built from the tables and other modules' names.
 */
import { gapConfigLabel } from '../../../domain/gapAnalysis/explanation';
import type {
  QuestionInstance,
  QuestionnaireInfo,
  QuestionnaireItemDetail,
  QuestionnaireItemRow,
  QuestionnaireSummary,
  QuestionRisk,
  questionnaireContracts as c,
  ItemStatusCounts,
} from '../../../domain/questionnaires/contracts';
import type { ParsedQuery } from '../../../domain/kernel/contract';
import { computeAccess, roleCodesOf } from '../../../domain/kernel/access';
import { QuestionnaireItemStatus } from '../../../domain/enums';
import { ErrorCode } from '../../../domain/errors';
import {
  type AnswerValue,
  type ItemAction,
  type ItemAnswers,
  ITEM_MACHINE,
  isEditableItem,
  isQuestionnaireLead,
  mayRespond,
  QUESTIONNAIRE_MACHINE,
  type QuestionnaireAction,
  questionInstanceCodeOf,
  submitToChannelProblems,
} from '../../../domain/questionnaires/rules';
import { questionnaireItemRow, questionRiskView } from '../../../domain/questionnaires/views';
import type { RoleCode } from '../../../domain/kernel/roles';
import { StateMoveError } from '../../../domain/kernel/stateMachine';
import type { JobRow, QuestionnaireItemRowDb, QuestionnaireRiskRow, QuestionnaireRow } from '../../db/schema';
import type { RequestContext } from '../../http/context';
import { BusinessError } from '../../http/errors';
import type { ProjectFacts } from '../projects';
import type { ItemFilter, QuestionnaireRepository } from './repository';

import type { QuestionnaireDeps } from './deps';

export const iso = (date: Date | null) => (date ? date.toISOString() : null);
export const zeroCounts = (): ItemStatusCounts => Object.fromEntries(QuestionnaireItemStatus.values.map((status) => [status, 0])) as ItemStatusCounts;
export const countsOf = (rows: readonly { status: QuestionnaireItemStatus; n: number }[] = []): ItemStatusCounts => {
  const counts = zeroCounts();
  for (const row of rows) counts[row.status] += Number(row.n);
  return counts;
};
/** How many item problems a refusal names. */
export const PROBLEM_ITEMS_SHOWN = 3;

/** Runs a state-machine move, turning its refusal into the business error `code` with the machine's message. */
export function move<T>(code: ErrorCode, fn: () => T, prefix = ''): T {
  try {
    return fn();
  } catch (error) {
    if (error instanceof StateMoveError) throw new BusinessError(code, `${prefix}${error.message}`);
    throw error;
  }
}

/** The caller on the customer side: the project, its questionnaire, and whether it sees every item. */
export interface CustomerView {
  facts: ProjectFacts;
  qn: QuestionnaireRow;
  me: string;
  /** Reads every item (PM, owner, auditor); an executor only reads its own. */
  seesAll: boolean;
}

/** The caller on the delivering side. */
export interface ChannelView {
  facts: ProjectFacts & { relation: 'manager' | 'consultant' | 'buyer' };
  qn: QuestionnaireRow;
  /** May review (consultant or delivery manager); a buying channel only reads. */
  writes: boolean;
}

export type Viewer = { side: 'customer'; view: CustomerView; auth: RequestContext } | { side: 'channel'; view: ChannelView; auth: RequestContext };

/** Whether an answer carries no content at all (it is then dropped, so a draft can be cleared). */
export const emptyAnswer = (answer: AnswerValue) =>
  Object.values(answer).every(
    (value) => value === undefined || (typeof value === 'string' ? value.trim() === '' : Array.isArray(value) && value.length === 0),
  );

export const objectIdsOf = (answers: ItemAnswers): string[] =>
  Object.values(answers).flatMap((answer) => [...(answer.images ?? []), ...(answer.files ?? [])].map((file) => file.objectId));

/** The views a questionnaire service reads through. */
export function createQuestionnaireViews({
  repos,
  projectRegistry,
  accountDirectory,
  personnelAdmin,
  jobs,
}: Pick<QuestionnaireDeps, 'repos' | 'projectRegistry' | 'accountDirectory' | 'personnelAdmin' | 'jobs'>) {
  // ---- who ---------------------------------------------------------------------------------------
  const seesAllItems = (auth: RequestContext) => computeAccess(auth.userInfo).canReadInterface;

  async function customerFacts(auth: RequestContext, projectCode: string): Promise<ProjectFacts> {
    return projectRegistry.forCustomer(auth, projectCode);
  }

  async function customerView(auth: RequestContext, projectCode: string): Promise<CustomerView> {
    const facts = await customerFacts(auth, projectCode);
    const qn = await repos.repo.byProject(facts.tenantCode, projectCode);
    if (!qn) throw new BusinessError(ErrorCode.QN_NOT_DISTRIBUTED);
    return { facts, qn, me: auth.account.accountId, seesAll: seesAllItems(auth) };
  }

  async function channelView(auth: RequestContext, projectCode: string): Promise<ChannelView> {
    const facts = await projectRegistry.forDelivery(auth, projectCode);
    const qn = await repos.repo.byProject(facts.tenantCode, projectCode);
    if (!qn) throw new BusinessError(ErrorCode.QN_NOT_DISTRIBUTED);
    return { facts, qn, writes: facts.relation !== 'buyer' && !facts.withdrawn };
  }

  function requireLead(auth: RequestContext): void {
    if (!isQuestionnaireLead(auth.userInfo)) throw new BusinessError(ErrorCode.QN_LEAD_ONLY);
  }

  function requireWriter(view: ChannelView): void {
    if (!view.writes) throw new BusinessError(ErrorCode.CHANNEL_PROJECT_NOT_DELIVERY);
  }

  /** An item a customer member may see by code: its tenant's, and for an executor its own. */
  async function customerItem(auth: RequestContext, itemCode: string): Promise<{ view: CustomerView; item: QuestionnaireItemRowDb }> {
    const item = await repos.repo.itemByCode(itemCode);
    if (!item || auth.tenant?.type !== 'customer' || item.customerTenantCode !== auth.tenant.tenantCode)
      throw new BusinessError(ErrorCode.QN_ITEM_NOT_FOUND);
    const seesAll = seesAllItems(auth);
    if (!seesAll && item.respondentAccountId !== auth.account.accountId) throw new BusinessError(ErrorCode.QN_ITEM_NOT_FOUND);
    const view = await customerView(auth, item.projectCode).catch((error) => {
      if (error instanceof BusinessError && error.errorCode === ErrorCode.CONSUMER_PROJECT_NOT_FOUND)
        throw new BusinessError(ErrorCode.QN_ITEM_NOT_FOUND);
      throw error;
    });
    return { view, item };
  }

  /** An item the caller may review by code (a project it delivers, manages or bought). */
  async function channelItem(auth: RequestContext, itemCode: string): Promise<{ view: ChannelView; item: QuestionnaireItemRowDb }> {
    const item = await repos.repo.itemByCode(itemCode);
    if (!item) throw new BusinessError(ErrorCode.QN_ITEM_NOT_FOUND);
    const view = await channelView(auth, item.projectCode).catch((error) => {
      if (error instanceof BusinessError && error.errorCode === ErrorCode.PROJECT_NOT_FOUND) throw new BusinessError(ErrorCode.QN_ITEM_NOT_FOUND);
      throw error;
    });
    if (view.qn.tenantCode !== item.tenantCode) throw new BusinessError(ErrorCode.QN_ITEM_NOT_FOUND);
    return { view, item };
  }

  // ---- names and shapes --------------------------------------------------------------------------
  async function names(accountIds: readonly (string | null | undefined)[]): Promise<Map<string, string>> {
    const ids = [...new Set(accountIds.filter((id): id is string => !!id))];
    const map = await accountDirectory.accountNames(ids);
    return new Map(ids.map((id) => [id, map.get(id)?.showName ?? id]));
  }
  const nameIn = (people: Map<string, string>, id: string | null | undefined) => (id ? (people.get(id) ?? id) : '');

  const toItemRow = (item: QuestionnaireItemRowDb, people: Map<string, string>, openRisks: number): QuestionnaireItemRow =>
    questionnaireItemRow(item, nameIn(people, item.respondentAccountId), openRisks);

  async function itemRows(qn: QuestionnaireRow, items: QuestionnaireItemRowDb[]): Promise<QuestionnaireItemRow[]> {
    const [people, risks] = await Promise.all([
      names(items.map((item) => item.respondentAccountId)),
      repos.repo.openRisksByItem(
        qn,
        items.map((item) => item.itemCode),
      ),
    ]);
    return items.map((item) => toItemRow(item, people, risks.get(item.itemCode) ?? 0));
  }

  const toInstance = (item: QuestionnaireItemRowDb, question: QuestionnaireItemRowDb['questions'][number]): QuestionInstance => ({
    ...question,
    questionInstanceCode: questionInstanceCodeOf(item.itemCode, question.code),
    answer: item.answers[question.code] ?? null,
  });

  const toRisk = (
    risk: QuestionnaireRiskRow,
    item: Pick<QuestionnaireItemRowDb, 'title' | 'ref' | 'sectionName'> | undefined,
    people: Map<string, string>,
  ): QuestionRisk => questionRiskView(risk, item, (id) => nameIn(people, id));

  /** The item moves the viewer may make now (the machine, the questionnaire's state, the rules). */
  function itemActions(viewer: Viewer, item: QuestionnaireItemRowDb): ItemAction[] {
    if (viewer.side !== 'customer' || viewer.view.qn.status !== 'answering') return [];
    const lead = isQuestionnaireLead(viewer.auth.userInfo);
    return ITEM_MACHINE.allowedActions(item.status, viewer.auth.userInfo)
      .map((candidate) => candidate.action)
      .filter((action) => {
        if (action === 'submit') return item.respondentAccountId === viewer.view.me && item.complete;
        return lead;
      });
  }

  async function itemDetails(viewer: Viewer, qn: QuestionnaireRow, items: QuestionnaireItemRowDb[]): Promise<QuestionnaireItemDetail[]> {
    const codes = items.map((item) => item.itemCode);
    const risks = await repos.repo.risks(qn, { itemCodes: codes });
    const people = await names([...items.map((item) => item.respondentAccountId), ...risks.flatMap((risk) => [risk.openedBy, risk.closedBy])]);
    const byCode = new Map(items.map((item) => [item.itemCode, item]));
    const me = viewer.auth.account.accountId;
    return items.map((item) => {
      const mine = risks.filter((risk) => risk.itemCode === item.itemCode);
      const open = mine.filter((risk) => risk.status === 'open').length;
      return {
        ...toItemRow(item, people, open),
        questions: item.questions.map((question) => toInstance(item, question)),
        risks: mine.map((risk) => toRisk(risk, byCode.get(risk.itemCode), people)),
        judgement: item.judgement ?? null,
        actions: itemActions(viewer, item),
        editable: viewer.side === 'customer' && qn.status === 'answering' && item.respondentAccountId === me && isEditableItem(item.status),
      };
    });
  }

  async function summaries(qns: QuestionnaireRow[], respondent: string | null): Promise<QuestionnaireSummary[]> {
    const [counts, mine, risks, people, facts] = await Promise.all([
      repos.repo.statusCounts(qns),
      respondent ? repos.repo.statusCounts(qns, respondent) : Promise.resolve(new Map()),
      repos.repo.openRiskCounts(qns),
      names(qns.map((qn) => qn.distributedBy)),
      projectRegistry.byCodes(qns.map((qn) => qn.projectCode)),
    ]);
    return qns.map((qn) =>
      summaryOf(
        qn,
        facts.get(qn.projectCode),
        countsOf(counts.get(qn.questionnaireCode)),
        countsOf(mine.get(qn.questionnaireCode)),
        risks.get(qn.questionnaireCode) ?? 0,
        people,
      ),
    );
  }

  function summaryOf(
    qn: QuestionnaireRow,
    facts: ProjectFacts | undefined,
    counts: ItemStatusCounts,
    mine: ItemStatusCounts,
    openRisks: number,
    people: Map<string, string>,
  ): QuestionnaireSummary {
    return {
      questionnaireCode: qn.questionnaireCode,
      projectCode: qn.projectCode,
      projectName: facts?.name ?? '',
      productName: facts?.productName ?? '',
      standard: qn.standard,
      serviceKind: qn.serviceKind,
      level: facts?.level ?? null,
      title: qn.title,
      status: qn.status,
      gapStatus: qn.gapStatus,
      totalItems: qn.totalItems,
      counts,
      openRisks,
      mine,
      configId: qn.configId,
      configVersion: qn.configVersion,
      configLabel: gapConfigLabel(qn.configId, qn.configVersion),
      distributedAt: qn.distributedAt.toISOString(),
      distributedByName: nameIn(people, qn.distributedBy),
      submittedToChannelAt: iso(qn.submittedToChannelAt),
      finishedAt: iso(qn.finishedAt),
    };
  }

  const toJob = (row: JobRow) => ({
    taskId: row.id,
    status: row.status,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: iso(row.finishedAt),
  });

  /** The questionnaire with its sections, respondents, candidates and the viewer's moves. */
  async function info(viewer: Viewer, qn: QuestionnaireRow): Promise<QuestionnaireInfo> {
    const auth = viewer.auth;
    const me = auth.account.accountId;
    const customer = viewer.side === 'customer';
    const seesAll = customer ? viewer.view.seesAll : true;
    const [counts, mine, risks, sectionRows, respondentRows, executors, job] = await Promise.all([
      repos.repo.statusCounts([qn]),
      repos.repo.statusCounts([qn], me),
      repos.repo.openRiskCounts([qn]),
      repos.repo.sectionCounts(qn),
      repos.repo.respondentCounts(qn),
      customer && seesAll ? personnelAdmin.activeHolders(qn.customerTenantCode, 'consumer-executor') : Promise.resolve([] as string[]),
      qn.scoringJobId ? jobs.byId(qn.scoringJobId) : Promise.resolve(undefined),
    ]);
    const shownRespondents = respondentRows.filter((row) => seesAll || row.respondentId === me);
    const people = await names([qn.distributedBy, ...shownRespondents.map((row) => row.respondentId), ...executors]);
    const facts = viewer.view.facts;
    const openRisks = risks.get(qn.questionnaireCode) ?? 0;
    const allCounts = countsOf(counts.get(qn.questionnaireCode));
    const summary = summaryOf(qn, facts, allCounts, countsOf(mine.get(qn.questionnaireCode)), openRisks, people);

    const sections = new Map<
      string,
      { sectionKey: string; sectionName: string; firstSeq: number; rows: { status: QuestionnaireItemStatus; n: number }[] }
    >();
    for (const row of sectionRows) {
      const section = sections.get(row.sectionKey) ?? {
        sectionKey: row.sectionKey,
        sectionName: row.sectionName,
        firstSeq: Number(row.firstSeq),
        rows: [],
      };
      section.firstSeq = Math.min(section.firstSeq, Number(row.firstSeq));
      section.rows.push({ status: row.status, n: Number(row.n) });
      sections.set(row.sectionKey, section);
    }
    const respondents = new Map<string, { rows: { status: QuestionnaireItemStatus; n: number }[]; complete: number; last: Date | null }>();
    for (const row of shownRespondents) {
      if (!row.respondentId) continue;
      const entry = respondents.get(row.respondentId) ?? { rows: [], complete: 0, last: null };
      entry.rows.push({ status: row.status, n: Number(row.n) });
      entry.complete += Number(row.complete);
      const last = row.lastAnsweredAt ? new Date(row.lastAnsweredAt) : null;
      if (last && (!entry.last || last > entry.last)) entry.last = last;
      respondents.set(row.respondentId, entry);
    }

    const actions: QuestionnaireAction[] = [];
    const writes = viewer.side === 'channel' && viewer.view.writes;
    for (const candidate of QUESTIONNAIRE_MACHINE.allowedActions(qn.status, auth.userInfo)) {
      if (candidate.action === 'submitToChannel' && customer && isQuestionnaireLead(auth.userInfo) && submitToChannelProblems(allCounts) === null)
        actions.push('submitToChannel');
      if (candidate.action === 'submitToConsumer' && writes && openRisks > 0) actions.push('submitToConsumer');
      if (candidate.action === 'finish' && writes && openRisks === 0) actions.push('finish');
    }

    return {
      ...summary,
      sections: [...sections.values()]
        .sort((a, b) => a.firstSeq - b.firstSeq)
        .map((section) => {
          const sectionCounts = countsOf(section.rows);
          return {
            sectionKey: section.sectionKey,
            sectionName: section.sectionName,
            total: Object.values(sectionCounts).reduce((sum, n) => sum + n, 0),
            counts: sectionCounts,
          };
        }),
      respondents: [...respondents].map(([respondentId, entry]) => ({
        respondentId,
        name: nameIn(people, respondentId),
        counts: countsOf(entry.rows),
        complete: entry.complete,
        lastAnsweredAt: iso(entry.last),
      })),
      candidates: executors.map((accountId) => ({ accountId, showName: nameIn(people, accountId) })),
      actions,
      permissions: {
        lead: customer && isQuestionnaireLead(auth.userInfo),
        respond: customer && mayRespond([...roleCodesOf(auth.userInfo)] as RoleCode[]),
        review: writes,
      },
      scoringJob: job ? toJob(job) : null,
    };
  }

  const customerInfo = async (auth: RequestContext, projectCode: string) => {
    const view = await customerView(auth, projectCode);
    return info({ side: 'customer', view, auth }, view.qn);
  };
  const channelInfo = async (auth: RequestContext, projectCode: string) => {
    const view = await channelView(auth, projectCode);
    return info({ side: 'channel', view, auth }, view.qn);
  };

  function itemFilterOf(query: ParsedQuery<typeof c.qnItemList>): ItemFilter {
    return {
      sectionKey: query.sectionKey,
      status: query.status,
      respondentId: query.respondentId,
      keyword: query.keyword,
      hasRisk: query.hasRisk === undefined ? undefined : query.hasRisk === 'true',
    };
  }

  /** Items of a questionnaire named by code, each one of it; QN_ITEM_NOT_FOUND names the first unknown code. */
  async function listedItems(repo: QuestionnaireRepository, qn: QuestionnaireRow, codes: readonly string[]): Promise<QuestionnaireItemRowDb[]> {
    const unique = [...new Set(codes)];
    const items = await repo.itemsByCodes(qn, unique);
    const missing = unique.find((code) => !items.some((item) => item.itemCode === code));
    if (missing) throw new BusinessError(ErrorCode.QN_ITEM_NOT_FOUND, `题目 ${missing} 不存在，或不是本问卷的题目`);
    return items;
  }

  function requireAnswering(qn: QuestionnaireRow): void {
    if (qn.status !== 'answering')
      throw new BusinessError(ErrorCode.QN_MOVE_REFUSED, `问卷当前为“${QUESTIONNAIRE_MACHINE.label(qn.status)}”，只有客户填写中的问卷可以进行该操作`);
  }

  function requireReview(qn: QuestionnaireRow): void {
    if (qn.status !== 'channelReview') throw new BusinessError(ErrorCode.QN_REVIEW_ONLY_IN_REVIEW);
  }

  async function lockedQn(repo: QuestionnaireRepository, qn: QuestionnaireRow): Promise<QuestionnaireRow> {
    const row = await repo.byProject(qn.tenantCode, qn.projectCode, true);
    if (!row) throw new BusinessError(ErrorCode.QN_NOT_DISTRIBUTED);
    return row;
  }

  async function oneItemRow(qn: QuestionnaireRow, item: QuestionnaireItemRowDb): Promise<QuestionnaireItemRow> {
    const [row] = await itemRows(qn, [item]);
    return row;
  }

  return {
    seesAllItems,
    customerFacts,
    customerView,
    channelView,
    requireLead,
    requireWriter,
    customerItem,
    channelItem,
    names,
    itemRows,
    toInstance,
    toRisk,
    itemDetails,
    summaries,
    info,
    customerInfo,
    channelInfo,
    itemFilterOf,
    listedItems,
    requireAnswering,
    requireReview,
    lockedQn,
    oneItemRow,
  };
}

/** What the service's parts share (see service.ts). */
export type QuestionnaireKit = ReturnType<typeof createQuestionnaireViews>;
