/**
 * The background task `reports.riskDocx` (domain/tasks/kinds.ts): the risk-assessment Word report
 * of a project built off the request (the same document as the report's docx download) and stored
 * as a project file with source 'ai' (app.fileService.storeProjectFile: seen by whoever may see the
 * project); the task's result is that file. Who may submit it: whoever
 * may read the project's report, once the risks are computed (checked again when it runs, with the
 * submitter's rights at that moment).
 */
import { z } from 'zod';
import { text } from '../../../../domain/kernel/text';
import { REPORTS_RISK_DOCX_TASK } from '../../../../domain/tasks/kinds';
import type { FileService } from '../../files';
import type { TaskKindRegistry } from '../../tasks';
import { generatedDocumentHandler } from '../../tasks/generatedDocument';
import type { createReportService } from './service';

const payload = z.object({
  projectCode: text({ max: 40, required: '请指定项目（projectCode）' }),
  /** Add the appendix of calculation lines (the consultant's choice; default none: the customer's document). */
  appendix: z.boolean({ error: '附录选项（appendix）须为布尔值' }).optional(),
});

export function registerRiskReportTask(
  taskKinds: TaskKindRegistry,
  { reports, fileService }: { reports: ReturnType<typeof createReportService>; fileService: Pick<FileService, 'storeProjectFile'> },
): void {
  taskKinds.register({
    kind: REPORTS_RISK_DOCX_TASK,
    payload,
    rerunFinished: true,
    // The report of the caller's view: refuses an invisible project and one whose risks are not computed.
    authorize: async (caller, { projectCode }) => {
      await reports.report(caller, projectCode);
    },
    jobKey: ({ projectCode, appendix }, caller) => `${projectCode}:${appendix ? 'appendix' : 'plain'}:${caller.account.accountId}`,
    title: async ({ projectCode }, caller) => (await reports.report(caller, projectCode)).projectName,
    total: () => 2,
    handler: generatedDocumentHandler(fileService, (caller, { projectCode, appendix }) => reports.reportDocx(caller, projectCode, { appendix })),
  });
}
