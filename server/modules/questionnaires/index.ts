/**
 * The questionnaires module (issue 13): online questionnaires. It owns questionnaires,
 * questionnaire_items and questionnaire_risks (server/db/schema/questionnaires.ts); the rules are
 * domain/questionnaires/rules.ts.
 *
 *   routes.ts, service.ts  the calls, composed from the parts by who acts:
 *     customerService.ts   distribution and assignment (the customer's PM)
 *     answerService.ts     the answering executors
 *     ownerService.ts      the customer owner's review
 *     reviewService.ts     the consultant's review (risks, control information) and finish, which
 *                          queues the gap scoring job (GAP_SCORING_JOB of domain/gapAnalysis/rules.ts, through app.jobs)
 *   views.ts, deps.ts      the parts' shared kit and dependencies; repository.ts the queries
 *   registry.ts        app.questionnaireRegistry: what the gap analysis module
 *                      (server/modules/gapAnalysis) reads and records about a questionnaire
 *
 * Projects are read through app.projectRegistry, product versions through app.products, people
 * through app.accountDirectory and app.personnelAdmin, files through app.fileService.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { repositories } from '../../db/repositories';
import { createQuestionnaireRepository } from './repository';
import { registerQuestionnaireRoutes } from './routes';
import { createQuestionnaireRegistry, type QuestionnaireRegistry } from './registry';

export type { QuestionnaireFacts, QuestionnaireKey, QuestionnaireRegistry } from './registry';

declare module 'fastify' {
  interface FastifyInstance {
    /** A project's questionnaire, its answers and judgements, and its gap status (the gap analysis). */
    questionnaireRegistry: QuestionnaireRegistry;
  }
}

async function questionnairesModule(app: FastifyInstance) {
  app.decorate('questionnaireRegistry', createQuestionnaireRegistry(repositories(app.db, createQuestionnaireRepository)));
  registerQuestionnaireRoutes(app);
}

// Wrapped so that app.questionnaireRegistry is visible to the modules registered after it (gapAnalysis).
export default fp(questionnairesModule, { name: 'questionnaires', dependencies: ['db', 'identity', 'files', 'products', 'projects'] });
