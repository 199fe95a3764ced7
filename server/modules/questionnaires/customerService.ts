/**
 * The questionnaire part's customer side (see service.ts): distribution from the
 * product version the project pinned, the lists and item reads, assignment to the customer's
 * executors and its revocation.
 */
import type {
  QuestionInstance,
  QuestionnaireInfo,
  QuestionnaireItemDetail,
  questionnaireContracts as c,
} from '../../../domain/questionnaires/contracts';
import type { ParsedBody, ParsedQuery } from '../../../domain/kernel/contract';
import { ErrorCode } from '../../../domain/errors';
import { currentGapConfig, type GapStandard } from '../../../domain/gapAnalysis/rules';
import {
  buildQuestionnaireItems,
  ITEM_MACHINE,
  itemCodeOf,
  questionnaireCodeOf,
  splitQuestionInstanceCode,
} from '../../../domain/questionnaires/rules';
import { isUniqueViolation } from '../../db/errors';
import type { RequestContext } from '../../http/context';
import { BusinessError } from '../../http/errors';
import { move, type QuestionnaireKit } from './views';
import type { QuestionnaireDeps } from './deps';

export function createQuestionnaireCustomerService(
  { repos, projectRegistry, products, personnelAdmin, clock }: QuestionnaireDeps,
  {
    seesAllItems,
    customerFacts,
    customerView,
    requireLead,
    customerItem,
    itemRows,
    toInstance,
    itemDetails,
    summaries,
    info,
    itemFilterOf,
    listedItems,
    requireAnswering,
    lockedQn,
  }: QuestionnaireKit,
) {
  return {
    // ---- the customer ------------------------------------------------------------------------------
    async distribute(auth: RequestContext, body: ParsedBody<typeof c.qnDistribute>): Promise<QuestionnaireInfo> {
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
      await projectRegistry.recordKindEvent('questionnaire', facts.projectCode, auth.account.accountId, `分发问卷，共 ${defs.length} 道题目`, now, {
        stage: 'distributed',
      });
      return info({ side: 'customer', view: { facts, qn, me: auth.account.accountId, seesAll: true }, auth }, qn);
    },

    async list(auth: RequestContext, query: ParsedQuery<typeof c.qnList>) {
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
    async info(auth: RequestContext, query: ParsedQuery<typeof c.qnInfo>): Promise<QuestionnaireInfo | null> {
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

    async itemList(auth: RequestContext, query: ParsedQuery<typeof c.qnItemList>) {
      const view = await customerView(auth, query.projectCode);
      const filter = itemFilterOf(query);
      if (!view.seesAll) filter.respondentId = view.me;
      const { rows, total } = await repos.repo.itemPage(view.qn, filter, query);
      return { list: await itemRows(view.qn, rows), total, current: query.current, pageSize: query.pageSize };
    },

    async itemDetail(auth: RequestContext, query: ParsedQuery<typeof c.qnItemDetail>): Promise<QuestionnaireItemDetail> {
      const { view, item } = await customerItem(auth, query.questionnairItemCode);
      const [detail] = await itemDetails({ side: 'customer', view, auth }, view.qn, [item]);
      return detail;
    },

    async itemDetailSingle(auth: RequestContext, query: ParsedQuery<typeof c.qnItemDetailSingle>): Promise<QuestionInstance> {
      const { item } = await customerItem(auth, query.questionnairItemCode);
      const code = query.questionInstanceCode ? splitQuestionInstanceCode(query.questionInstanceCode) : null;
      if (query.questionInstanceCode && (!code || code.itemCode !== item.itemCode))
        throw new BusinessError(ErrorCode.QN_ITEM_NOT_FOUND, '小题不存在');
      const question = code ? item.questions.find((candidate) => candidate.code === code.questionCode) : item.questions[0];
      if (!question) throw new BusinessError(ErrorCode.QN_ITEM_NOT_FOUND, '小题不存在');
      return toInstance(item, question);
    },

    async assign(auth: RequestContext, body: ParsedBody<typeof c.qnItemAssign>) {
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

    async revoke(auth: RequestContext, body: ParsedBody<typeof c.qnRevoke>) {
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
  };
}
