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
  QuestionRisk,
  questionnaireContracts as c,
} from '../../../domain/api/questionnaires';
import type { QuestionnaireStatus } from '../../../domain/enums';
import { ErrorCode } from '../../../domain/errors';
import { judgementProblems } from '../../../domain/questionnaireJudgement';
import { currentGapConfig, GAP_SCORING_JOB, type GapStandard } from '../../../domain/gapAnalysis';
import {
  answerFormatProblems,
  buildQuestionnaireItems,
  type ItemAnswers,
  ITEM_MACHINE,
  isEditableItem,
  itemCodeOf,
  itemProgress,
  itemSubmitProblems,
  QUESTIONNAIRE_MACHINE,
  questionnaireCodeOf,
  splitQuestionInstanceCode,
  submitToChannelProblems,
} from '../../../domain/questionnaires';
import type { Clock } from '../../clock';
import { isUniqueViolation } from '../../db/errors';
import type { Repositories } from '../../db/repositories';
import type { QuestionnaireItemRowDb } from '../../db/schema';
import type { RequestContext } from '../../http/context';
import { BusinessError } from '../../http/errors';
import type { JobQueue } from '../../jobs';
import { tenantScope } from '../../tenancy';
import type { FileService } from '../files';
import type { AccountDirectory, PersonnelAdmin } from '../identity';
import type { Products } from '../products';
import type { ProjectRegistry } from '../projects';
import type { QuestionnaireRepository } from './questionnaireRepository';

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

import { countsOf, createQuestionnaireViews, emptyAnswer, move, objectIdsOf, PROBLEM_ITEMS_SHOWN } from './questionnaireViews';

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
  const {
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
  } = createQuestionnaireViews({ repos, projectRegistry, accountDirectory, personnelAdmin, jobs });

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
      await projectRegistry.recordQuestionnaireEvent(facts.projectCode, auth.account.accountId, `分发问卷，共 ${defs.length} 道题目`, now);
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

    /** The customer's members see their project's questionnaire; the delivering side (consultant, managers, buyer) the same summary for its review. */
    async info(auth: RequestContext, query: Query<'qnInfo'>): Promise<QuestionnaireInfo | null> {
      if (auth.tenant?.type !== 'customer') {
        const facts = await projectRegistry.forDelivery(auth, query.projectCode);
        const qn = await repos.repo.byProject(facts.tenantCode, facts.projectCode);
        if (!qn) return null;
        return info({ side: 'channel', view: { facts, qn, writes: facts.relation !== 'buyer' && !facts.withdrawn }, auth }, qn);
      }
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
          // A resubmitted item is no longer returned: its reason goes (the risks keep the consultant's findings).
          { status: 'submitted', returnReason: '', submittedAt: now, updatedAt: now },
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
      await projectRegistry.recordQuestionnaireEvent(body.projectCode, auth.account.accountId, '客户提交问卷给顾问审核', clock.now());
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
      await repos
        .transaction(async (repo) => {
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
          return items.length;
        })
        .then((returned) =>
          projectRegistry.recordQuestionnaireEvent(body.projectCode, auth.account.accountId, `顾问退回 ${returned} 道题目请客户整改`, clock.now()),
        );
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
      await projectRegistry.recordQuestionnaireEvent(body.projectCode, auth.account.accountId, '顾问完成问卷判定，开始计算差距', clock.now());
      return channelInfo(auth, body.projectCode);
    },
  };
}

export type QuestionnaireService = ReturnType<typeof createQuestionnaireService>;
