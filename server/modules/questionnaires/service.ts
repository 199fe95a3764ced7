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
 * and ITEM_MACHINE; rules and messages are domain/questionnaires/rules.ts.
 *
 * Reads of other modules (the registry, names, the files) run before a transaction opens: on
 * PGlite a read outside a running transaction waits for it.
 *
 * This is the one entry point of ./questionnaireRoutes.ts; the parts:
 *
 *   views.ts             the kit: how a caller reaches a questionnaire, guards, the row lock,
 *                                     and the rows, details, summaries and info the contracts answer
 *   customerService.ts   distribution, lists and item reads, assignment and revocation
 *   answerService.ts     the executors' answers and submission
 *   ownerService.ts      the customer owner's review and send-back, risks, submission to the channel
 *   reviewService.ts     the consultant: review reads, risks, send-back, control information, finish
 */
import { createQuestionnaireAnswerService } from './answerService';
import { createQuestionnaireCustomerService } from './customerService';
import { createQuestionnaireOwnerService } from './ownerService';
import { createQuestionnaireReviewService } from './reviewService';
import type { QuestionnaireDeps } from './deps';
import { createQuestionnaireViews } from './views';

export type { QuestionnaireDeps } from './deps';

export function createQuestionnaireService(deps: QuestionnaireDeps) {
  const { repos, projectRegistry, accountDirectory, personnelAdmin, jobs } = deps;
  const kit = createQuestionnaireViews({ repos, projectRegistry, accountDirectory, personnelAdmin, jobs });
  return {
    ...createQuestionnaireCustomerService(deps, kit),
    ...createQuestionnaireAnswerService(deps, kit),
    ...createQuestionnaireOwnerService(deps, kit),
    ...createQuestionnaireReviewService(deps, kit),
  };
}

export type QuestionnaireService = ReturnType<typeof createQuestionnaireService>;
