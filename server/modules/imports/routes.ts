/** The imports calls: one registerContract per contract of domain/imports/contracts.ts. */
import type { FastifyInstance } from 'fastify';
import { importContracts as c } from '../../../domain/imports/contracts';
import { registerContract } from '../../http/registerContract';
import type { ImportsService } from './service';

export function registerImportsRoutes(app: FastifyInstance, service: ImportsService): void {
  registerContract(app, c.excelParse, async ({ body, files }) => service.parseExcel(body, files.file));

  registerContract(app, c.isoParserFile, async ({ files }) => service.parseIso(files.file));

  registerContract(app, c.govTecProjectImportFile, async ({ body, files, requireAuth }) =>
    service.startImport(requireAuth(), 'govTecProject', body, files.file),
  );

  registerContract(app, c.govInnovativeImportFile, async ({ body, files, requireAuth }) =>
    service.startImport(requireAuth(), 'govInnovative', body, files.file),
  );

  registerContract(app, c.importTaskDetail, async ({ query, requireAuth }) => service.task(requireAuth(), query));

  registerContract(app, c.importTemplateDownload, async ({ query }) => service.template(query));

  registerContract(app, c.govTecProjectList, async ({ query, requireAuth }) => service.tecProjects(requireAuth(), query));

  registerContract(app, c.govInnovativeList, async ({ query, requireAuth }) => service.innovative(requireAuth(), query));
}
