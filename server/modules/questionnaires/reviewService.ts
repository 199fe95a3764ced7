/**
 * The questionnaire part's consultant (see service.ts): the item reads of the review,
 * risks opened and closed, the send-back to the customer, control information and the finish that
 * queues the gap scoring (GAP_SCORING_JOB).
 */
import type {
  QuestionnaireInfo,
  QuestionnaireItemDetail,
  QuestionnaireItemRow,
  QuestionRisk,
  questionnaireContracts as c,
} from '../../../domain/questionnaires/contracts';
import type { ParsedBody, ParsedQuery } from '../../../domain/kernel/contract';
import type { QuestionnaireStatus } from '../../../domain/enums';
import { ErrorCode } from '../../../domain/errors';
import { GAP_SCORING_JOB } from '../../../domain/gapAnalysis/rules';
import { judgementProblems } from '../../../domain/questionnaires/judgement';
import { ITEM_MACHINE, QUESTIONNAIRE_MACHINE, splitQuestionInstanceCode } from '../../../domain/questionnaires/rules';
import type { RequestContext } from '../../http/context';
import { BusinessError } from '../../http/errors';
import { move, type QuestionnaireKit } from './views';
import type { QuestionnaireDeps } from './deps';

export function createQuestionnaireReviewService(
  { repos, projectRegistry, jobs, clock }: QuestionnaireDeps,
  {
    channelView,
    requireWriter,
    channelItem,
    names,
    itemRows,
    toInstance,
    toRisk,
    itemDetails,
    channelInfo,
    itemFilterOf,
    requireReview,
    lockedQn,
    oneItemRow,
  }: QuestionnaireKit,
) {
  return {
    // ---- the consultant --------------------------------------------------------------------------
    async channelItemList(auth: RequestContext, query: ParsedQuery<typeof c.qnChannelQuestionList>) {
      const view = await channelView(auth, query.projectCode);
      const { rows, total } = await repos.repo.itemPage(view.qn, itemFilterOf(query), query);
      return { list: await itemRows(view.qn, rows), total, current: query.current, pageSize: query.pageSize };
    },

    async channelQuestionInfo(auth: RequestContext, query: ParsedQuery<typeof c.qnChannelQuestionInfo>) {
      const code = splitQuestionInstanceCode(query.questionInstanceCode);
      if (!code) throw new BusinessError(ErrorCode.QN_ITEM_NOT_FOUND, '小题不存在');
      const { item } = await channelItem(auth, code.itemCode);
      const question = item.questions.find((candidate) => candidate.code === code.questionCode);
      if (!question) throw new BusinessError(ErrorCode.QN_ITEM_NOT_FOUND, '小题不存在');
      return { ...toInstance(item, question), questionnairItemCode: item.itemCode, itemTitle: item.title };
    },

    async channelItemDetail(auth: RequestContext, query: ParsedQuery<typeof c.qnChannelSonQuestionInfo>): Promise<QuestionnaireItemDetail> {
      const { view, item } = await channelItem(auth, query.questionnairItemCode);
      const [detail] = await itemDetails({ side: 'channel', view, auth }, view.qn, [item]);
      return detail;
    },

    async riskOpen(auth: RequestContext, body: ParsedBody<typeof c.qnRiskOpen>): Promise<QuestionRisk> {
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

    async riskClose(auth: RequestContext, body: ParsedBody<typeof c.qnRiskClose>): Promise<QuestionRisk> {
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

    async submitToConsumer(auth: RequestContext, body: ParsedBody<typeof c.qnSubmitToConsumer>): Promise<QuestionnaireInfo> {
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
          projectRegistry.recordKindEvent(
            'questionnaire',
            body.projectCode,
            auth.account.accountId,
            `顾问退回 ${returned} 道题目请客户整改`,
            clock.now(),
          ),
        );
      return channelInfo(auth, body.projectCode);
    },

    async controlInfoSubmit(auth: RequestContext, body: ParsedBody<typeof c.qnControlInfoSubmit>): Promise<QuestionnaireItemRow> {
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

    async controlInfoFinish(auth: RequestContext, body: ParsedBody<typeof c.qnControlInfoFinish>): Promise<QuestionnaireInfo> {
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
      await projectRegistry.recordKindEvent(
        'questionnaire',
        body.projectCode,
        auth.account.accountId,
        '顾问完成问卷判定，开始计算差距',
        clock.now(),
        {
          stage: 'judged',
        },
      );
      return channelInfo(auth, body.projectCode);
    },
  };
}
