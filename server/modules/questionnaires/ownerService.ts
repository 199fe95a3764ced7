/**
 * The questionnaire part's customer owner (see service.ts): the review of submitted
 * items and their send-back, the consultant's risks as the customer reads them, and the
 * submission to the channel.
 */
import type { QuestionnaireInfo, questionnaireContracts as c } from '../../../domain/questionnaires/contracts';
import type { ParsedBody, ParsedQuery } from '../../../domain/kernel/contract';
import { ErrorCode } from '../../../domain/errors';
import { ITEM_MACHINE, QUESTIONNAIRE_MACHINE, submitToChannelProblems } from '../../../domain/questionnaires/rules';
import type { RequestContext } from '../../http/context';
import { BusinessError } from '../../http/errors';
import { countsOf, move, type QuestionnaireKit } from './views';
import type { QuestionnaireDeps } from './deps';

export function createQuestionnaireOwnerService(
  { repos, projectRegistry, clock }: QuestionnaireDeps,
  { customerView, requireLead, names, toRisk, itemDetails, customerInfo, listedItems, requireAnswering, lockedQn }: QuestionnaireKit,
) {
  return {
    // ---- the customer owner's review -----------------------------------------------------------
    async ownerInfo(auth: RequestContext, query: ParsedQuery<typeof c.qnOwnerInfo>) {
      const view = await customerView(auth, query.projectCode);
      const items = await repos.repo.items(view.qn, { status: 'submitted', respondentId: query.respondentId });
      return { respondentId: query.respondentId ?? null, items: await itemDetails({ side: 'customer', view, auth }, view.qn, items) };
    },

    async ownerReturn(auth: RequestContext, body: ParsedBody<typeof c.qnOwnerReturn>) {
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

    async ownerRiskList(auth: RequestContext, query: ParsedQuery<typeof c.qnOwnerRiskList>) {
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

    async ownerRiskInfo(auth: RequestContext, query: ParsedQuery<typeof c.qnOwnerRiskInfo>) {
      const view = await customerView(auth, query.projectCode);
      const risk = await repos.repo.risk(view.qn, query.riskCode);
      if (!risk) throw new BusinessError(ErrorCode.QN_RISK_NOT_FOUND);
      const item = await repos.repo.item(view.qn, risk.itemCode);
      if (!item) throw new BusinessError(ErrorCode.QN_ITEM_NOT_FOUND);
      const [detail] = await itemDetails({ side: 'customer', view, auth }, view.qn, [item]);
      const people = await names([risk.openedBy, risk.closedBy]);
      return { risk: toRisk(risk, item, people), item: detail };
    },

    async submitToChannel(auth: RequestContext, body: ParsedBody<typeof c.qnSubmitToChannel>): Promise<QuestionnaireInfo> {
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
      await projectRegistry.recordKindEvent('questionnaire', body.projectCode, auth.account.accountId, '客户提交问卷给顾问审核', clock.now(), {
        stage: 'submitted',
      });
      return customerInfo(auth, body.projectCode);
    },
  };
}
