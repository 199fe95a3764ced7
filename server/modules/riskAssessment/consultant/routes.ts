/** The consultant's calls: threats, vulnerabilities, measures, risks, treatment, residual risk, the report; and the project list. */
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { riskAssessmentContracts as c } from '../../../../domain/riskAssessment/contracts';
import { registerContract } from '../../../http/registerContract';
import { createConsultantService } from './service';
import type { RiskAssessmentCore, RiskAssessmentDeps } from '../core';
import { createReportService } from '../report/service';
import { registerRiskReportTask } from '../report/task';

export function registerConsultantRoutes(app: FastifyInstance, deps: RiskAssessmentDeps, core: RiskAssessmentCore): void {
  const service = createConsultantService(deps, core);
  const reports = createReportService(deps, core, fileURLToPath(new URL('../report/templates/riskReport.docx', import.meta.url)));
  registerRiskReportTask(app.taskKinds, { reports, fileService: app.fileService });

  registerContract(app, c.raProjectList, async ({ query, requireAuth }) => service.projectList(requireAuth(), query));

  registerContract(app, c.raThreatList, async ({ query, requireAuth }) => service.threatList(requireAuth(), query));
  registerContract(app, c.raThreatSave, async ({ body, requireAuth }) => service.threatSave(requireAuth(), body));
  registerContract(app, c.raThreatDelete, async ({ body, requireAuth }) => service.threatDelete(requireAuth(), body));
  registerContract(app, c.raThreatComplete, async ({ body, requireAuth }) => service.threatComplete(requireAuth(), body));

  registerContract(app, c.raAssessAssets, async ({ query, requireAuth }) => service.assessAssets(requireAuth(), query));
  registerContract(app, c.raAssessDetail, async ({ query, requireAuth }) => service.assessDetail(requireAuth(), query));
  registerContract(app, c.raAssessUpdate, async ({ body, requireAuth }) => service.assessUpdate(requireAuth(), body));
  registerContract(app, c.raAssessComplete, async ({ body, requireAuth }) => service.assessComplete(requireAuth(), body));

  registerContract(app, c.raControlOptions, async ({ query, requireAuth }) => service.controlOptions(requireAuth(), query));
  registerContract(app, c.raControlList, async ({ query, requireAuth }) => service.controlList(requireAuth(), query));
  registerContract(app, c.raControlUpdate, async ({ body, requireAuth }) => service.controlUpdate(requireAuth(), body));
  registerContract(app, c.raControlComplete, async ({ body, requireAuth }) => service.controlComplete(requireAuth(), body));

  registerContract(app, c.raSuggestionList, async ({ query, requireAuth }) => service.riskList(requireAuth(), query));
  registerContract(app, c.raHandleSubmit, async ({ body, requireAuth }) => service.handleSubmit(requireAuth(), body));
  registerContract(app, c.raHandleComplete, async ({ body, requireAuth }) => service.handleComplete(requireAuth(), body));
  registerContract(app, c.raConfirmSubmit, async ({ body, requireAuth }) => service.confirmSubmit(requireAuth(), body));
  registerContract(app, c.raConfirmComplete, async ({ body, requireAuth }) => service.confirmComplete(requireAuth(), body));
  registerContract(app, c.raConfirmHighRemnant, async ({ query, requireAuth }) => service.highRemnant(requireAuth(), query, 'consultant'));
  registerContract(app, c.raHighRemnant, async ({ query, requireAuth }) => service.highRemnant(requireAuth(), query, 'customer'));

  registerContract(app, c.raReport, async ({ query, requireAuth }) => reports.report(requireAuth(), query.projectCode));
  registerContract(app, c.raReportDocx, async ({ query, requireAuth }) =>
    reports.reportDocx(requireAuth(), query.projectCode, { appendix: query.appendix === 'true' }),
  );
}
