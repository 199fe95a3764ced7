/** The gap-analysis part's calls and the scoring job (see index.ts). */
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { gapAnalysisContracts as c } from '../../../domain/gapAnalysis/contracts';
import { repositories } from '../../db/repositories';
import { registerContract } from '../../http/registerContract';
import { registerGapScoringJob } from './gapJob';
import { createGapRepository } from './gapRepository';
import { createGapService } from './gapService';

export function registerGapRoutes(app: FastifyInstance): void {
  const repos = repositories(app.db, createGapRepository);
  registerGapScoringJob(app.jobs, {
    repos,
    projectRegistry: app.projectRegistry,
    products: app.products,
    accountDirectory: app.accountDirectory,
    clock: app.clock,
  });
  const service = createGapService({
    repos,
    projectRegistry: app.projectRegistry,
    accountDirectory: app.accountDirectory,
    personnelAdmin: app.personnelAdmin,
    fileService: app.fileService,
    clock: app.clock,
    templateFile: fileURLToPath(new URL('./templates/gapReport.docx', import.meta.url)),
  });

  registerContract(app, c.gapListReports, async ({ query, requireAuth }) => service.listReports(requireAuth(), query));
  registerContract(app, c.gapReportDocx, async ({ query, requireAuth }) => service.reportDocx(requireAuth(), query));
  registerContract(app, c.gapDisposalList, async ({ query, requireAuth }) => service.disposalList(requireAuth(), query));
  registerContract(app, c.gapDisposalSave, async ({ body, requireAuth }) => service.disposalSave(requireAuth(), body));
  registerContract(app, c.gapDisposalMove, async ({ body, requireAuth }) => service.disposalMove(requireAuth(), body));
}
