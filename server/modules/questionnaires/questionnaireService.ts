/**
 * The questionnaire part (issue 13): distribution from the product version the project pinned,
 * assignment to the customer's executors, answers and submission, the customer owner's review and
 * send-back, submission to the channel, the consultant's review (risks, control information),
 * the send-back to the customer and the finish that queues the gap scoring (GAP_SCORING_JOB).
 *
 * Who sees what: the customer's members reach a questionnaire through
 * app.projectRegistry.forCustomer (their own tenant's projects only); an executor without a
 * reading role (canReadInterface) sees only the items assigned to them. The channel reaches it
 * through forDelivery: the project's consultant and the delivery tenant's managers review, a
 * buying channel that another tenant delivers for only reads. Moves go through QUESTIONNAIRE_MACHINE
 * and ITEM_MACHINE; rules and messages are domain/questionnaires.ts.
 *
 * Reads of other modules (the registry, names, the files) run before a transaction opens: on
 * PGlite a read outside a running transaction waits for it.
 */
import type { z } from 'zod';
import type {
  QuestionInstance,
  QuestionnaireInfo,
  QuestionnaireItemDetail,
  QuestionnaireItemRow,
  QuestionnaireSummary,
  QuestionRisk,
  questionnaireContracts as c,
  ItemStatusCounts,
} from '../../../domain/api/questionnaires';
import { computeAccess, roleCodesOf } from '../../../domain/access';
import { QuestionnaireItemStatus, type QuestionnaireStatus } from '../../../domain/enums';
import { ErrorCode } from '../../../domain/errors';
import { judgementProblems } from '../../../domain/questionnaireJudgement';
import { currentGapConfig, GAP_SCORING_JOB, type GapStandard } from '../../../domain/gapAnalysis';
import {
  type AnswerValue,
  answerFormatProblems,
  buildQuestionnaireItems,
  type ItemAction,
  type ItemAnswers,
  ITEM_MACHINE,
  isEditableItem,
  isQuestionnaireLead,
  itemCodeOf,
  itemProgress,
  itemSubmitProblems,
  mayRespond,
  QUESTIONNAIRE_MACHINE,
  type QuestionnaireAction,
  questionInstanceCodeOf,
  questionnaireCodeOf,
  splitQuestionInstanceCode,
  submitToChannelProblems,
} from '../../../domain/questionnaires';
import type { RoleCode } from '../../../domain/roles';
import { StateMoveError } from '../../../domain/stateMachine';
import type { Clock } from '../../clock';
import { isUniqueViolation } from '../../db/errors';
import type { Repositories } from '../../db/repositories';
import type { JobRow, QuestionnaireItemRowDb, QuestionnaireRiskRow, QuestionnaireRow } from '../../db/schema';
import type { RequestContext } from '../../http/context';
import { BusinessError } from '../../http/errors';
import type { JobQueue } from '../../jobs';
import { tenantScope } from '../../tenancy';
import type { FileService } from '../files';
import type { AccountDirectory, PersonnelAdmin } from '../identity';
import type { Products } from '../products';
import type { ProjectFacts, ProjectRegistry } from '../projects';
import type { ItemFilter, QuestionnaireRepository } from './questionnaireRepository';

type Body<K extends keyof typeof c> = z.output<NonNullable<(typeof c)[K]['body']>>;
type Query<K extends keyof typeof c> = z.output<NonNullable<(typeof c)[K]['query']>>;

export interface QuestionnaireDeps {
  repos: Repositories<QuestionnaireRepository>;
  projectRegistry: ProjectRegistry;
  products: Pick<Products, 'version'>;
  accountDirectory: Pick<AccountDirectory, 'accountNames'>;
  personnelAdmin: Pick<PersonnelAdmin, 'activeHolders'>;
  fileService: Pick<FileService, 'findOwn'>;
  jobs: Pick<JobQueue, 'enqueue' | 'byId'>;
  clock: Clock;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const zeroCounts = (): ItemStatusCounts => Object.fromEntries(QuestionnaireItemStatus.values.map((status) => [status, 0])) as ItemStatusCounts;
const countsOf = (rows: readonly { status: QuestionnaireItemStatus; n: number }[] = []): ItemStatusCounts => {
  const counts = zeroCounts();
  for (const row of rows) counts[row.status] += Number(row.n);
  return counts;
};
/** How many item problems a refusal names. */
const PROBLEM_ITEMS_SHOWN = 3;

/** Runs a state-machine move, turning its refusal into the business error `code` with the machine's message. */
function move<T>(code: ErrorCode, fn: () => T, prefix = ''): T {
  try {
    return fn();
  } catch (error) {
    if (error instanceof StateMoveError) throw new BusinessError(code, `${prefix}${error.message}`);
    throw error;
  }
}

/** The caller on the customer side: the project, its questionnaire, and whether it sees every item. */
interface CustomerView {
  facts: ProjectFacts;
  qn: QuestionnaireRow;
  me: string;
  /** Reads every item (PM, owner, auditor); an executor only reads its own. */
  seesAll: boolean;
}

/** The caller on the delivering side. */
interface ChannelView {
  facts: ProjectFacts & { relation: 'manager' | 'consultant' | 'buyer' };
  qn: QuestionnaireRow;
  /** May review (consultant or delivery manager); a buying channel only reads. */
  writes: boolean;
}

type Viewer = { side: 'customer'; view: CustomerView; auth: RequestContext } | { side: 'channel'; view: ChannelView; auth: RequestContext };

/** Whether an answer carries no content at all (it is then dropped, so a draft can be cleared). */
const emptyAnswer = (answer: AnswerValue) =>
  Object.values(answer).every(
    (value) => value === undefined || (typeof value === 'string' ? value.trim() === '' : Array.isArray(value) && value.length === 0),
  );

const objectIdsOf = (answers: ItemAnswers): string[] =>
  Object.values(answers).flatMap((answer) => [...(answer.images ?? []), ...(answer.files ?? [])].map((file) => file.objectId));

export function createQuestionnaireService({
  repos,
  projectRegistry,
  products,
  accountDirectory,
  personnelAdmin,
  fileService,
  jobs,
  clock,
}: QuestionnaireDeps) {
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

  function toItemRow(item: QuestionnaireItemRowDb, people: Map<string, string>, openRisks: number): QuestionnaireItemRow {
    const progress = itemProgress(item.questions, item.answers);
    return {
      questionnairItemCode: item.itemCode,
      questionnaireCode: item.questionnaireCode,
      projectCode: item.projectCode,
      seq: item.seq,
      kind: item.kind,
      ref: item.ref,
      sectionKey: item.sectionKey,
      sectionName: item.sectionName,
      title: item.title,
      status: item.status,
      respondentId: item.respondentAccountId,
      respondentName: nameIn(people, item.respondentAccountId),
      answered: item.answeredCount,
      required: progress.required,
      total: progress.total,
      complete: item.complete,
      openRisks,
      judged: item.judgement !== null,
      returnReason: item.returnReason,
      submittedAt: iso(item.submittedAt),
      updatedAt: item.updatedAt.toISOString(),
    };
  }

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

  function toRisk(
    risk: QuestionnaireRiskRow,
    item: Pick<QuestionnaireItemRowDb, 'title' | 'ref' | 'sectionName'> | undefined,
    people: Map<string, string>,
  ): QuestionRisk {
    return {
      riskCode: risk.riskCode,
      projectCode: risk.projectCode,
      questionnairItemCode: risk.itemCode,
      itemTitle: item?.title ?? '',
      ref: item?.ref ?? '',
      sectionName: item?.sectionName ?? '',
      finding: risk.finding,
      recommendation: risk.recommendation,
      level: risk.level,
      status: risk.status,
      openedByName: nameIn(people, risk.openedBy),
      openedAt: risk.openedAt.toISOString(),
      closedByName: nameIn(people, risk.closedBy),
      closedAt: iso(risk.closedAt),
      closeNote: risk.closeNote,
    };
  }

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
      Promise.all(qns.map((qn) => projectRegistry.byCode(qn.projectCode))),
    ]);
    return qns.map((qn, index) =>
      summaryOf(
        qn,
        facts[index],
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

  function itemFilterOf(query: Query<'qnItemList'>): ItemFilter {
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
    // ---- the customer ------------------------------------------------------------------------------
    async distribute(auth: RequestContext, body: Body<'qnDistribute'>): Promise<QuestionnaireInfo> {
      requireLead(auth);
      const facts = await customerFacts(auth, body.projectCode);
      if (await repos.repo.byProject(facts.tenantCode, facts.projectCode)) throw new BusinessError(ErrorCode.QN_ALREADY_DISTRIBUTED);
      const product = await products.version(facts.productCode, facts.productVersion);
      const serviceKind = product?.definition.basic.serviceKind;
      if (!product || (serviceKind !== 'questionnaire' && serviceKind !== 'gapAnalysis'))
        throw new BusinessError(ErrorCode.QN_NOT_QUESTIONNAIRE_PROJECT);
      const { basic, catalogue, templates } = product.definition;
      const defs = buildQuestionnaireItems(catalogue, templates, facts.level);
      if (defs.length === 0) throw new BusinessError(ErrorCode.QN_NOTHING_TO_ASK);
      const config = currentGapConfig(basic.standard as GapStandard);
      const questionnaireCode = questionnaireCodeOf(facts.projectCode);
      const now = clock.now();
      const distributed = repos.transaction(async (repo) => {
        if (await repo.byProject(facts.tenantCode, facts.projectCode, true)) throw new BusinessError(ErrorCode.QN_ALREADY_DISTRIBUTED);
        const row = await repo.insertQuestionnaire({
          tenantCode: facts.tenantCode,
          questionnaireCode,
          projectCode: facts.projectCode,
          customerTenantCode: facts.customerTenantCode,
          deliveryTenantCode: facts.deliveryTenantCode,
          standard: basic.standard,
          serviceKind: basic.serviceKind,
          title: templates.questionnaire.title || `${basic.name}调查问卷`,
          status: 'answering',
          gapStatus: null,
          configId: config.id,
          configVersion: config.version,
          totalItems: defs.length,
          distributedBy: auth.account.accountId,
          distributedAt: now,
          updatedAt: now,
        });
        await repo.insertItems(
          defs.map((def) => ({
            tenantCode: facts.tenantCode,
            itemCode: itemCodeOf(questionnaireCode, def.seq),
            questionnaireCode,
            projectCode: facts.projectCode,
            customerTenantCode: facts.customerTenantCode,
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
            status: 'unassigned' as const,
            updatedAt: now,
          })),
        );
        return row;
      });
      // Two distributions at once: the unique index on project_code lets one in; the other answers as a second distribution.
      const qn = await distributed.catch((error) => {
        if (isUniqueViolation(error)) throw new BusinessError(ErrorCode.QN_ALREADY_DISTRIBUTED);
        throw error;
      });
      return info({ side: 'customer', view: { facts, qn, me: auth.account.accountId, seesAll: true }, auth }, qn);
    },

    async list(auth: RequestContext, query: Query<'qnList'>) {
      if (auth.tenant?.type !== 'customer') return { list: [], total: 0, current: query.current, pageSize: query.pageSize };
      const me = auth.account.accountId;
      const seesAll = seesAllItems(auth);
      const { rows, total } = await repos.repo.customerPage(
        auth.tenant.tenantCode,
        { status: query.status, keyword: query.keyword, respondentId: seesAll ? undefined : me },
        query,
      );
      return { list: await summaries(rows, me), total, current: query.current, pageSize: query.pageSize };
    },

    async info(auth: RequestContext, query: Query<'qnInfo'>): Promise<QuestionnaireInfo | null> {
      const facts = await customerFacts(auth, query.projectCode);
      const qn = await repos.repo.byProject(facts.tenantCode, facts.projectCode);
      if (!qn) return null;
      const seesAll = seesAllItems(auth);
      return info({ side: 'customer', view: { facts, qn, me: auth.account.accountId, seesAll }, auth }, qn);
    },

    async itemList(auth: RequestContext, query: Query<'qnItemList'>) {
      const view = await customerView(auth, query.projectCode);
      const filter = itemFilterOf(query);
      if (!view.seesAll) filter.respondentId = view.me;
      const { rows, total } = await repos.repo.itemPage(view.qn, filter, query);
      return { list: await itemRows(view.qn, rows), total, current: query.current, pageSize: query.pageSize };
    },

    async itemDetail(auth: RequestContext, query: Query<'qnItemDetail'>): Promise<QuestionnaireItemDetail> {
      const { view, item } = await customerItem(auth, query.questionnairItemCode);
      const [detail] = await itemDetails({ side: 'customer', view, auth }, view.qn, [item]);
      return detail;
    },

    async itemDetailSingle(auth: RequestContext, query: Query<'qnItemDetailSingle'>): Promise<QuestionInstance> {
      const { item } = await customerItem(auth, query.questionnairItemCode);
      const code = query.questionInstanceCode ? splitQuestionInstanceCode(query.questionInstanceCode) : null;
      if (query.questionInstanceCode && (!code || code.itemCode !== item.itemCode))
        throw new BusinessError(ErrorCode.QN_ITEM_NOT_FOUND, '小题不存在');
      const question = code ? item.questions.find((candidate) => candidate.code === code.questionCode) : item.questions[0];
      if (!question) throw new BusinessError(ErrorCode.QN_ITEM_NOT_FOUND, '小题不存在');
      return toInstance(item, question);
    },

    async assign(auth: RequestContext, body: Body<'qnItemAssign'>) {
      requireLead(auth);
      const view = await customerView(auth, body.projectCode);
      const assigned = await repos.transaction(async (repo, tx) => {
        const qn = await lockedQn(repo, view.qn);
        requireAnswering(qn);
        const executors = await personnelAdmin.activeHolders(qn.customerTenantCode, 'consumer-executor', { tx });
        if (!executors.includes(body.respondentId)) throw new BusinessError(ErrorCode.QN_RESPONDENT_NOT_ELIGIBLE);
        const listed = await listedItems(repo, qn, body.questionnairItemCodes ?? []);
        for (const item of listed) {
          move(ErrorCode.QN_ITEM_MOVE_REFUSED, () => ITEM_MACHINE.assertMove(item.status, 'assign', auth.userInfo), `${item.ref} ${item.title}：`);
        }
        const section = body.sectionKey
          ? (await repo.items(qn, { sectionKey: body.sectionKey }, true)).filter(
              (item) => ITEM_MACHINE.refusal(item.status, 'assign', auth.userInfo) === null,
            )
          : [];
        const codes = [...new Set([...listed, ...section].map((item) => item.itemCode))];
        if (codes.length === 0) throw new BusinessError(ErrorCode.QN_ITEM_MOVE_REFUSED, '该章节没有可分配的题目（已提交的题目不能改派）');
        await repo.updateItems(qn, codes, { status: 'assigned', respondentAccountId: body.respondentId, updatedAt: clock.now() });
        return codes.length;
      });
      return { assigned };
    },

    async revoke(auth: RequestContext, body: Body<'qnRevoke'>) {
      requireLead(auth);
      const view = await customerView(auth, body.projectCode);
      const revoked = await repos.transaction(async (repo) => {
        const qn = await lockedQn(repo, view.qn);
        requireAnswering(qn);
        const items = await listedItems(repo, qn, body.questionnairItemCodes);
        for (const item of items) {
          move(ErrorCode.QN_ITEM_MOVE_REFUSED, () => ITEM_MACHINE.assertMove(item.status, 'revoke', auth.userInfo), `${item.ref} ${item.title}：`);
        }
        await repo.updateItems(
          qn,
          items.map((item) => item.itemCode),
          { status: 'unassigned', respondentAccountId: null, updatedAt: clock.now() },
        );
        return items.length;
      });
      return { revoked };
    },

    async answers(auth: RequestContext, body: Body<'qnAnswersSubmit'>): Promise<QuestionnaireItemRow> {
      const item = await repos.repo.itemByCode(body.questionnairItemCode);
      if (!item || auth.tenant?.type !== 'customer' || item.customerTenantCode !== auth.tenant.tenantCode)
        throw new BusinessError(ErrorCode.QN_ITEM_NOT_FOUND);
      if (item.respondentAccountId !== auth.account.accountId) throw new BusinessError(ErrorCode.QN_NOT_RESPONDENT);
      const view = await customerView(auth, item.projectCode);
      // Format first: unknown questions and malformed answers never reach the database.
      const problems: string[] = [];
      for (const [code, answer] of Object.entries(body.answers)) {
        const question = item.questions.find((candidate) => candidate.code === code);
        if (!question) problems.push(`题目中没有小题 ${code}`);
        else problems.push(...answerFormatProblems(question, answer));
      }
      if (problems.length) throw new BusinessError(ErrorCode.QN_ANSWER_INVALID, `答案格式不正确：${problems.join('；')}`);
      // Files named for the first time must be uploads of the caller's tenant.
      const known = new Set(objectIdsOf(item.answers));
      const scope = tenantScope(auth);
      for (const objectId of new Set(objectIdsOf(body.answers))) {
        if (known.has(objectId)) continue;
        if (!(await fileService.findOwn(scope, objectId))) throw new BusinessError(ErrorCode.QN_ANSWER_FILE_NOT_FOUND);
      }
      const updated = await repos.transaction(async (repo) => {
        const qn = await lockedQn(repo, view.qn);
        const current = await repo.item(qn, item.itemCode, true);
        if (!current) throw new BusinessError(ErrorCode.QN_ITEM_NOT_FOUND);
        if (current.respondentAccountId !== auth.account.accountId) throw new BusinessError(ErrorCode.QN_NOT_RESPONDENT);
        if (qn.status !== 'answering' || !isEditableItem(current.status)) throw new BusinessError(ErrorCode.QN_ITEM_LOCKED);
        const answers: ItemAnswers = { ...current.answers };
        for (const [code, answer] of Object.entries(body.answers)) {
          if (emptyAnswer(answer)) delete answers[code];
          else answers[code] = answer;
        }
        const progress = itemProgress(current.questions, answers);
        const now = clock.now();
        return repo.updateItem(current, {
          answers,
          answeredCount: progress.answered,
          complete: itemSubmitProblems(current.questions, answers).length === 0,
          answeredAt: now,
          updatedAt: now,
        });
      });
      return oneItemRow(view.qn, updated);
    },

    async submit(auth: RequestContext, body: Body<'qnSubmit'>) {
      const view = await customerView(auth, body.projectCode);
      if (view.qn.questionnaireCode !== body.questionnaireCode) throw new BusinessError(ErrorCode.QN_NOT_DISTRIBUTED, '问卷编号与项目不符');
      const me = auth.account.accountId;
      const submitted = await repos.transaction(async (repo) => {
        const qn = await lockedQn(repo, view.qn);
        requireAnswering(qn);
        let items: QuestionnaireItemRowDb[];
        if (body.questionnairItemCodes) {
          items = await listedItems(repo, qn, body.questionnairItemCodes);
          const other = items.find((item) => item.respondentAccountId !== me);
          if (other) throw new BusinessError(ErrorCode.QN_NOT_RESPONDENT, `题目 ${other.ref} ${other.title} 没有分配给你`);
          for (const item of items) {
            move(ErrorCode.QN_ITEM_MOVE_REFUSED, () => ITEM_MACHINE.assertMove(item.status, 'submit', auth.userInfo), `${item.ref} ${item.title}：`);
          }
        } else {
          items = (await repo.items(qn, { respondentId: me }, true)).filter((item) => isEditableItem(item.status));
          for (const item of items) move(ErrorCode.QN_ITEM_MOVE_REFUSED, () => ITEM_MACHINE.assertMove(item.status, 'submit', auth.userInfo));
        }
        if (items.length === 0) throw new BusinessError(ErrorCode.QN_NOTHING_TO_SUBMIT);
        const incomplete = items
          .map((item) => ({ item, problems: itemSubmitProblems(item.questions, item.answers) }))
          .filter((entry) => entry.problems.length > 0);
        if (incomplete.length) {
          const shown = incomplete.slice(0, PROBLEM_ITEMS_SHOWN).map(({ item, problems }) => `${item.ref} ${item.title}：${problems.join('，')}`);
          const more = incomplete.length > PROBLEM_ITEMS_SHOWN ? `；另有 ${incomplete.length - PROBLEM_ITEMS_SHOWN} 道题目未答完` : '';
          throw new BusinessError(ErrorCode.QN_ITEM_INCOMPLETE, `还有 ${incomplete.length} 道题目不能提交：${shown.join('；')}${more}`);
        }
        const now = clock.now();
        await repo.updateItems(
          qn,
          items.map((item) => item.itemCode),
          { status: 'submitted', submittedAt: now, updatedAt: now },
        );
        return items.length;
      });
      return { submitted };
    },

    // ---- the customer owner's review -----------------------------------------------------------
    async ownerInfo(auth: RequestContext, query: Query<'qnOwnerInfo'>) {
      const view = await customerView(auth, query.projectCode);
      const items = await repos.repo.items(view.qn, { status: 'submitted', respondentId: query.respondentId });
      return { respondentId: query.respondentId ?? null, items: await itemDetails({ side: 'customer', view, auth }, view.qn, items) };
    },

    async ownerReturn(auth: RequestContext, body: Body<'qnOwnerReturn'>) {
      requireLead(auth);
      const view = await customerView(auth, body.projectCode);
      const returned = await repos.transaction(async (repo) => {
        const qn = await lockedQn(repo, view.qn);
        requireAnswering(qn);
        const items = await listedItems(repo, qn, body.questionnairItemCodes);
        for (const item of items) {
          move(ErrorCode.QN_ITEM_MOVE_REFUSED, () => ITEM_MACHINE.assertMove(item.status, 'return', auth.userInfo), `${item.ref} ${item.title}：`);
        }
        await repo.updateItems(
          qn,
          items.map((item) => item.itemCode),
          { status: 'returned', returnReason: body.reason, submittedAt: null, updatedAt: clock.now() },
        );
        return items.length;
      });
      return { returned };
    },

    async ownerRiskList(auth: RequestContext, query: Query<'qnOwnerRiskList'>) {
      const view = await customerView(auth, query.projectCode);
      const { rows, total } = await repos.repo.riskPage(view.qn, query.status, query);
      const items = await repos.repo.itemsByCodesUnlocked(
        view.qn,
        rows.map((risk) => risk.itemCode),
      );
      const people = await names(rows.flatMap((risk) => [risk.openedBy, risk.closedBy]));
      const byCode = new Map(items.map((item) => [item.itemCode, item]));
      return { list: rows.map((risk) => toRisk(risk, byCode.get(risk.itemCode), people)), total, current: query.current, pageSize: query.pageSize };
    },

    async ownerRiskInfo(auth: RequestContext, query: Query<'qnOwnerRiskInfo'>) {
      const view = await customerView(auth, query.projectCode);
      const risk = await repos.repo.risk(view.qn, query.riskCode);
      if (!risk) throw new BusinessError(ErrorCode.QN_RISK_NOT_FOUND);
      const item = await repos.repo.item(view.qn, risk.itemCode);
      if (!item) throw new BusinessError(ErrorCode.QN_ITEM_NOT_FOUND);
      const [detail] = await itemDetails({ side: 'customer', view, auth }, view.qn, [item]);
      const people = await names([risk.openedBy, risk.closedBy]);
      return { risk: toRisk(risk, item, people), item: detail };
    },

    async submitToChannel(auth: RequestContext, body: Body<'qnSubmitToChannel'>): Promise<QuestionnaireInfo> {
      requireLead(auth);
      const view = await customerView(auth, body.projectCode);
      await repos.transaction(async (repo) => {
        const qn = await lockedQn(repo, view.qn);
        const status = move(ErrorCode.QN_MOVE_REFUSED, () => QUESTIONNAIRE_MACHINE.assertMove(qn.status, 'submitToChannel', auth.userInfo));
        const counts = countsOf((await repo.statusCounts([qn])).get(qn.questionnaireCode));
        const problem = submitToChannelProblems(counts);
        if (problem) throw new BusinessError(ErrorCode.QN_NOT_ALL_SUBMITTED, problem);
        const now = clock.now();
        await repo.updateQuestionnaire(qn, {
          status,
          gapStatus: 'evaluating-risk',
          submittedToChannelAt: now,
          updatedAt: now,
        });
      });
      return customerInfo(auth, body.projectCode);
    },

    // ---- the consultant --------------------------------------------------------------------------
    async channelItemList(auth: RequestContext, query: Query<'qnChannelQuestionList'>) {
      const view = await channelView(auth, query.projectCode);
      const { rows, total } = await repos.repo.itemPage(view.qn, itemFilterOf(query), query);
      return { list: await itemRows(view.qn, rows), total, current: query.current, pageSize: query.pageSize };
    },

    async channelQuestionInfo(auth: RequestContext, query: Query<'qnChannelQuestionInfo'>) {
      const code = splitQuestionInstanceCode(query.questionInstanceCode);
      if (!code) throw new BusinessError(ErrorCode.QN_ITEM_NOT_FOUND, '小题不存在');
      const { item } = await channelItem(auth, code.itemCode);
      const question = item.questions.find((candidate) => candidate.code === code.questionCode);
      if (!question) throw new BusinessError(ErrorCode.QN_ITEM_NOT_FOUND, '小题不存在');
      return { ...toInstance(item, question), questionnairItemCode: item.itemCode, itemTitle: item.title };
    },

    async channelItemDetail(auth: RequestContext, query: Query<'qnChannelSonQuestionInfo'>): Promise<QuestionnaireItemDetail> {
      const { view, item } = await channelItem(auth, query.questionnairItemCode);
      const [detail] = await itemDetails({ side: 'channel', view, auth }, view.qn, [item]);
      return detail;
    },

    async riskOpen(auth: RequestContext, body: Body<'qnRiskOpen'>): Promise<QuestionRisk> {
      const view = await channelView(auth, body.projectCode);
      requireWriter(view);
      const people = await names([auth.account.accountId]);
      const { risk, item } = await repos.transaction(async (repo) => {
        const qn = await lockedQn(repo, view.qn);
        requireReview(qn);
        const found = await repo.item(qn, body.questionnairItemCode, true);
        if (!found) throw new BusinessError(ErrorCode.QN_ITEM_NOT_FOUND);
        if (found.status !== 'submitted') throw new BusinessError(ErrorCode.QN_ITEM_MOVE_REFUSED, '只能对客户已提交的题目提出问题');
        const n = (await repo.riskCount(qn)) + 1;
        const row = await repo.insertRisk({
          tenantCode: qn.tenantCode,
          riskCode: `RK${qn.projectCode.replace(/^PJ/, '')}${String(n).padStart(2, '0')}`,
          questionnaireCode: qn.questionnaireCode,
          projectCode: qn.projectCode,
          itemCode: found.itemCode,
          finding: body.finding,
          recommendation: body.recommendation,
          level: body.level,
          status: 'open',
          openedBy: auth.account.accountId,
          openedAt: clock.now(),
        });
        return { risk: row, item: found };
      });
      return toRisk(risk, item, people);
    },

    async riskClose(auth: RequestContext, body: Body<'qnRiskClose'>): Promise<QuestionRisk> {
      const view = await channelView(auth, body.projectCode);
      requireWriter(view);
      const { risk, item } = await repos.transaction(async (repo) => {
        const qn = await lockedQn(repo, view.qn);
        requireReview(qn);
        const found = await repo.risk(qn, body.riskCode, true);
        if (!found) throw new BusinessError(ErrorCode.QN_RISK_NOT_FOUND);
        if (found.status === 'closed') throw new BusinessError(ErrorCode.QN_RISK_CLOSED);
        const row = await repo.updateRisk(found, { status: 'closed', closedBy: auth.account.accountId, closedAt: clock.now(), closeNote: body.note });
        return { risk: row, item: await repo.item(qn, found.itemCode) };
      });
      return toRisk(risk, item, await names([risk.openedBy, risk.closedBy]));
    },

    async submitToConsumer(auth: RequestContext, body: Body<'qnSubmitToConsumer'>): Promise<QuestionnaireInfo> {
      const view = await channelView(auth, body.projectCode);
      requireWriter(view);
      await repos.transaction(async (repo) => {
        const qn = await lockedQn(repo, view.qn);
        const status = move(ErrorCode.QN_MOVE_REFUSED, () => QUESTIONNAIRE_MACHINE.assertMove(qn.status, 'submitToConsumer', auth.userInfo));
        const open = await repo.risks(qn, { status: 'open' });
        if (open.length === 0) throw new BusinessError(ErrorCode.QN_NO_OPEN_RISK);
        const items = await repo.itemsByCodes(qn, [...new Set(open.map((risk) => risk.itemCode))]);
        const now = clock.now();
        for (const item of items) {
          if (ITEM_MACHINE.refusal(item.status, 'sendBack', null) !== null) continue;
          const findings = open.filter((risk) => risk.itemCode === item.itemCode).map((risk) => risk.finding);
          await repo.updateItem(item, {
            status: ITEM_MACHINE.assertMove(item.status, 'sendBack', null),
            returnReason: `顾问提出问题：${findings.join('；')}`,
            submittedAt: null,
            updatedAt: now,
          });
        }
        await repo.updateQuestionnaire(qn, { status, updatedAt: now });
      });
      return channelInfo(auth, body.projectCode);
    },

    async controlInfoSubmit(auth: RequestContext, body: Body<'qnControlInfoSubmit'>): Promise<QuestionnaireItemRow> {
      const view = await channelView(auth, body.projectCode);
      requireWriter(view);
      const updated = await repos.transaction(async (repo) => {
        const qn = await lockedQn(repo, view.qn);
        requireReview(qn);
        const item = await repo.item(qn, body.questionnairItemCode, true);
        if (!item) throw new BusinessError(ErrorCode.QN_ITEM_NOT_FOUND);
        if (item.status !== 'submitted') throw new BusinessError(ErrorCode.QN_ITEM_MOVE_REFUSED, '只能判定客户已提交的题目');
        const problems = judgementProblems(item.kind, body.judgement);
        if (problems.length) throw new BusinessError(ErrorCode.QN_JUDGEMENT_INVALID, `判定不完整：${problems.join('；')}`);
        const now = clock.now();
        return repo.updateItem(item, { judgement: body.judgement, judgedBy: auth.account.accountId, judgedAt: now, updatedAt: now });
      });
      return oneItemRow(view.qn, updated);
    },

    async controlInfoFinish(auth: RequestContext, body: Body<'qnControlInfoFinish'>): Promise<QuestionnaireInfo> {
      const view = await channelView(auth, body.projectCode);
      requireWriter(view);
      await repos.transaction(async (repo, tx) => {
        const qn = await lockedQn(repo, view.qn);
        const status = move(ErrorCode.QN_MOVE_REFUSED, () => QUESTIONNAIRE_MACHINE.assertMove(qn.status, 'finish', auth.userInfo));
        if ((await repo.risks(qn, { status: 'open' })).length > 0) throw new BusinessError(ErrorCode.QN_OPEN_RISKS_LEFT);
        const now = clock.now();
        const job = await jobs.enqueue(
          {
            tenantCode: qn.tenantCode,
            kind: GAP_SCORING_JOB,
            // One job per finish: the key carries the finish's instant.
            jobKey: `${qn.projectCode}:${now.getTime()}`,
            payload: { projectCode: qn.projectCode },
            createdBy: auth.account.accountId,
            total: 1,
          },
          { tx },
        );
        await repo.updateQuestionnaire(qn, {
          status: status as QuestionnaireStatus,
          gapStatus: 'gap-analysising',
          finishedAt: now,
          scoringJobId: job.id,
          updatedAt: now,
        });
      });
      return channelInfo(auth, body.projectCode);
    },
  };
}

export type QuestionnaireService = ReturnType<typeof createQuestionnaireService>;
