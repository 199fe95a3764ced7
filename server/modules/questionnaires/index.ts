/**
 * The questionnaires module (issue 13): online questionnaires and the gap analysis built on them.
 * It owns questionnaires, questionnaire_items, questionnaire_risks, gap_reports and gap_disposals
 * (server/db/schema/questionnaires.ts); the rules are domain/questionnaires/rules.ts and
 * domain/gapAnalysis/rules.ts. Two parts, each with its own repository, service and routes here:
 *
 *   questionnaire*.ts  distribution, assignment, answers, the owner's review, the consultant's
 *                      review (risks, control information) and finish, which queues the scoring job
 *   gap*.ts            the scoring job (GAP_SCORING_JOB, server/jobs), the reports (web page and
 *                      Word document) and the customer's gap disposal
 *
 * Projects are read through app.projectRegistry, product versions through app.products, people
 * through app.accountDirectory and app.personnelAdmin, files through app.fileService.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { repositories } from '../../db/repositories';
import { fillDemoEvidence } from './gapDemoEvidence';
import { createGapRepository } from './gapRepository';
import { registerGapRoutes } from './gapRoutes';
import { registerQuestionnaireRoutes } from './questionnaireRoutes';

async function questionnairesModule(app: FastifyInstance) {
  registerQuestionnaireRoutes(app);
  registerGapRoutes(app);
  // The demo disposals' evidence files, stored once (./gapDemoEvidence.ts).
  if (app.config.DEMO && app.config.DEMO_DOCUMENTS)
    await fillDemoEvidence({ repos: repositories(app.db, createGapRepository), projectRegistry: app.projectRegistry, fileService: app.fileService });
}

export default fp(questionnairesModule, { name: 'questionnaires', dependencies: ['db', 'identity', 'files', 'products', 'projects'] });
