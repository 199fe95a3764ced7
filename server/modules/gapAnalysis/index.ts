/**
 * The gap analysis module (issue 13): the gap reports scored from a finished questionnaire and
 * the customer's disposal of each gap. It owns gap_reports and gap_disposals
 * (server/db/schema/gapAnalysis.ts); the rules are domain/gapAnalysis/ (rules.ts: scoring
 * configurations and the disposal machine; report.ts: the report view).
 *
 *   job.ts           the scoring job (GAP_SCORING_JOB, server/jobs), queued by the questionnaires
 *                    module when the consultant finishes; writes the next report and the disposals
 *   service.ts       the reports (web page and Word document, docx.ts with templates/gapReport.docx)
 *                    and the customer's gap disposal
 *   seed.ts          the demo report and disposals (after the questionnaires seed)
 *   demoEvidence.ts  the demo disposals' evidence files, stored at start in demo mode
 *
 * The questionnaire (answers, judgements, gap status) is read and marked scored through
 * app.questionnaireRegistry; projects through app.projectRegistry, product versions through
 * app.products, people through app.accountDirectory and app.personnelAdmin, files through
 * app.fileService, the Word document's layout through app.wordLayouts.
 */
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { repositories } from '../../db/repositories';
import { fillDemoEvidence } from './demoEvidence';
import { registerGapScoringJob } from './job';
import { createGapRepository } from './repository';
import { registerGapReportTask } from './reportTask';
import { registerGapRoutes } from './routes';
import { createGapService } from './service';

export default async function gapAnalysisModule(app: FastifyInstance) {
  const repos = repositories(app.db, createGapRepository);
  registerGapScoringJob(app.jobs, {
    repos,
    projectRegistry: app.projectRegistry,
    questionnaireRegistry: app.questionnaireRegistry,
    products: app.products,
    accountDirectory: app.accountDirectory,
    clock: app.clock,
  });
  const service = createGapService({
    repos,
    projectRegistry: app.projectRegistry,
    questionnaireRegistry: app.questionnaireRegistry,
    accountDirectory: app.accountDirectory,
    personnelAdmin: app.personnelAdmin,
    fileService: app.fileService,
    clock: app.clock,
    wordLayouts: app.wordLayouts,
    templateFile: fileURLToPath(new URL('./templates/gapReport.docx', import.meta.url)),
  });
  registerGapRoutes(app, service);
  registerGapReportTask(app.taskKinds, { service, fileService: app.fileService });
  // The demo disposals' evidence files, stored once (./demoEvidence.ts).
  if (app.config.DEMO && app.config.DEMO_DOCUMENTS)
    await fillDemoEvidence({ repos, projectRegistry: app.projectRegistry, fileService: app.fileService });
}
