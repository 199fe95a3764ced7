/** The gap analysis calls: one registerContract per contract of domain/gapAnalysis/contracts.ts. */
import type { FastifyInstance } from 'fastify';
import { gapAnalysisContracts as c } from '../../../domain/gapAnalysis/contracts';
import { registerContract } from '../../http/registerContract';
import type { GapService } from './service';

export function registerGapRoutes(app: FastifyInstance, service: GapService): void {
  registerContract(app, c.gapListReports, async ({ query, requireAuth }) => service.listReports(requireAuth(), query));
  registerContract(app, c.gapReportDocx, async ({ query, requireAuth }) => service.reportDocx(requireAuth(), query));
  registerContract(app, c.gapDisposalList, async ({ query, requireAuth }) => service.disposalList(requireAuth(), query));
  registerContract(app, c.gapDisposalMine, async ({ requireAuth }) => service.disposalMine(requireAuth()));
  registerContract(app, c.gapDisposalSave, async ({ body, requireAuth }) => service.disposalSave(requireAuth(), body));
  registerContract(app, c.gapDisposalMove, async ({ body, requireAuth }) => service.disposalMove(requireAuth(), body));
}
