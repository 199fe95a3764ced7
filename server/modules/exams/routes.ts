/** The question bank's and the papers' calls: one registerContract per contract of domain/exam/contracts.ts. */
import type { FastifyInstance } from 'fastify';
import { examContracts as c } from '../../../domain/exam/contracts';
import { registerContract } from '../../http/registerContract';
import type { createExamBankExcel } from './excel';
import type { ExamPaperService } from './papers';
import type { ExamBankService } from './service';

export function registerExamRoutes(
  app: FastifyInstance,
  service: ExamBankService,
  excel: ReturnType<typeof createExamBankExcel>,
  papers: ExamPaperService,
): void {
  registerContract(app, c.examBankList, async ({ query, requireAuth }) => service.list(requireAuth(), query));
  registerContract(app, c.examBankCounts, async ({ requireAuth }) => {
    requireAuth();
    return service.counts();
  });
  registerContract(app, c.examBankSave, async ({ body, requireAuth }) => service.save(requireAuth(), body));
  registerContract(app, c.examBankDelete, async ({ body, requireAuth }) => service.remove(requireAuth(), body));
  registerContract(app, c.examBankTemplate, async ({ requireAuth }) => {
    requireAuth();
    return excel.template();
  });
  registerContract(app, c.examBankExport, async ({ requireAuth }) => {
    requireAuth();
    return excel.exportBank();
  });
  registerContract(app, c.examBankImport, async ({ files, requireAuth }) => excel.importBank(requireAuth(), files.file));
  registerContract(app, c.examPaperList, async ({ query, requireAuth }) => papers.list(requireAuth(), query));
  registerContract(app, c.examPaperSave, async ({ body, requireAuth }) => papers.save(requireAuth(), body));
  registerContract(app, c.examPaperDelete, async ({ body, requireAuth }) => papers.remove(requireAuth(), body));
}
