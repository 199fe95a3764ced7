/**
 * The background task `reports.gapDocx` (domain/tasks/kinds.ts): the gap-analysis Word report of a
 * project built off the request (the same document as GET gapAnalysis/report/docx) and stored as a
 * project file with source 'ai' (app.fileService.storeProjectFile: seen by whoever may see the
 * project); the task's result is that file, downloaded from the task panel.
 * Who may submit it: whoever may read the project's gap reports (checked again when it runs, with
 * the submitter's rights at that moment).
 */
import { z } from 'zod';
import { ErrorCode } from '../../../domain/errors';
import { REPORTS_GAP_DOCX_TASK } from '../../../domain/tasks/kinds';
import { text } from '../../../domain/kernel/text';
import { BusinessError } from '../../http/errors';
import type { FileService } from '../files';
import type { TaskKindRegistry } from '../tasks';
import { generatedDocumentHandler } from '../tasks/generatedDocument';
import type { GapService } from './service';

const payload = z.object({
  projectCode: text({ max: 40, required: '请指定项目（projectCode）' }),
  reportNo: z.coerce
    .number({ error: '报告编号（reportNo）须为正整数' })
    .int('报告编号（reportNo）须为正整数')
    .min(1, '报告编号（reportNo）须为正整数')
    .optional(),
  /** Add the appendix of calculation lines (the consultant's choice; default none: the customer's document). */
  appendix: z.boolean({ error: '附录选项（appendix）须为布尔值' }).optional(),
});

export function registerGapReportTask(
  taskKinds: TaskKindRegistry,
  { service, fileService }: { service: Pick<GapService, 'listReports' | 'reportDocx'>; fileService: Pick<FileService, 'storeProjectFile'> },
): void {
  taskKinds.register({
    kind: REPORTS_GAP_DOCX_TASK,
    payload,
    rerunFinished: true,
    async authorize(caller, { projectCode, reportNo }) {
      const { reports } = await service.listReports(caller, { projectCode });
      if (!reports.some((report) => reportNo === undefined || report.reportNo === reportNo)) throw new BusinessError(ErrorCode.GAP_REPORT_NOT_FOUND);
    },
    jobKey: ({ projectCode, reportNo, appendix }, caller) =>
      `${projectCode}:${reportNo ?? 'latest'}:${appendix ? 'appendix' : 'plain'}:${caller.account.accountId}`,
    async title({ projectCode, reportNo }, caller) {
      const { reports } = await service.listReports(caller, { projectCode });
      const report = reports.find((item) => reportNo === undefined || item.reportNo === reportNo);
      return report ? `${report.projectName}（第${report.reportNo}号报告）` : projectCode;
    },
    total: () => 2,
    handler: generatedDocumentHandler(fileService, (caller, { projectCode, reportNo, appendix }) =>
      service.reportDocx(caller, { projectCode, reportNo, appendix: appendix ? 'true' : undefined }),
    ),
  });
}
