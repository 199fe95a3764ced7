/**
 * The questionnaire part's answering (see service.ts): an executor's answers to an
 * item assigned to them, and the submission of their items.
 */
import type { QuestionnaireItemRow, questionnaireContracts as c } from '../../../domain/questionnaires/contracts';
import type { ParsedBody } from '../../../domain/kernel/contract';
import { ErrorCode } from '../../../domain/errors';
import {
  answerFormatProblems,
  type ItemAnswers,
  ITEM_MACHINE,
  isEditableItem,
  itemProgress,
  itemSubmitProblems,
} from '../../../domain/questionnaires/rules';
import type { QuestionnaireItemRowDb } from '../../db/schema';
import type { RequestContext } from '../../http/context';
import { BusinessError } from '../../http/errors';
import { emptyAnswer, move, objectIdsOf, PROBLEM_ITEMS_SHOWN, type QuestionnaireKit } from './views';
import type { QuestionnaireDeps } from './deps';

export function createQuestionnaireAnswerService(
  { repos, fileService, clock }: QuestionnaireDeps,
  { customerView, listedItems, requireAnswering, lockedQn, oneItemRow }: QuestionnaireKit,
) {
  return {
    async answers(auth: RequestContext, body: ParsedBody<typeof c.qnAnswersSubmit>): Promise<QuestionnaireItemRow> {
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
      // Files named for the first time must be the caller's uploads or the project's files; they become
      // the project's files, so the consultant reviewing the item opens them (domain projectEvidenceUse).
      const known = new Set(objectIdsOf(item.answers));
      const named = objectIdsOf(body.answers).filter((objectId) => !known.has(objectId));
      if (!(await fileService.attachProjectEvidence(auth, item.projectCode, named))) throw new BusinessError(ErrorCode.QN_ANSWER_FILE_NOT_FOUND);
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

    async submit(auth: RequestContext, body: ParsedBody<typeof c.qnSubmit>) {
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
  };
}
