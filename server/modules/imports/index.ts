/**
 * The imports module: Excel and Word parsing (nothing saved) and the customer's government data
 * (科技项目, 创新型企业) imported as background tasks. It owns import_batches, gov_tec_projects and
 * gov_innovative_records; the uploaded workbook waits in the file storage (server/storage) until
 * its task has read it. The two task kinds are registered with app.taskKinds (submittable again by
 * their batch), whose handlers app.jobs runs; customers are reached through app.tenantRelations.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { GovImportKind } from '../../../domain/imports/enums';
import { repositories } from '../../db/repositories';
import { createImportsRepository } from './repository';
import { registerImportsRoutes } from './routes';
import { createImportsService, GOV_IMPORT_TASKS } from './service';

const BatchPayload = z.object({ batchId: z.number({ error: '请指定导入批次（batchId）' }).int().min(1) });

export default async function importsModule(app: FastifyInstance) {
  const repos = repositories(app.db, createImportsRepository);
  const service = createImportsService({
    repos,
    jobs: app.jobs,
    storage: app.storage,
    tenantRelations: app.tenantRelations,
    clock: app.clock,
    config: app.config,
    log: app.log,
  });
  for (const kind of GovImportKind.values) {
    app.taskKinds.register({
      kind: GOV_IMPORT_TASKS[kind],
      payload: BatchPayload,
      authorize: (caller, payload) => service.authorizeBatch(caller, kind, payload.batchId),
      jobKey: (payload) => `batch-${payload.batchId}`,
      title: async (payload) => `${GovImportKind.label(kind)}导入（批次 ${payload.batchId}）`,
      handler: async ({ payload, progress }) => service.runImport(kind, payload.batchId, { progress }),
    });
  }
  registerImportsRoutes(app, service);
}
