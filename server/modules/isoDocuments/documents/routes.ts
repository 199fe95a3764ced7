/**
 * The document set's calls: one registerContract per contract of
 * domain/isoDocuments/documentContracts.ts, the generation task registered with app.taskKinds,
 * and, in demo mode, the demo project's files generated at start (./demoFiles.ts).
 */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_ENV_IMPORTANCE } from '../../../../domain/dictionaries';
import { isoDocumentContracts as c } from '../../../../domain/isoDocuments/documentContracts';
import { repositories } from '../../../db/repositories';
import { registerContract } from '../../../http/registerContract';
import { createDictionariesRepository } from '../../dictionaries/repository';
import type { IsoCore } from '../core';
import { fillDemoDocuments } from './demoFiles';
import { createGeneration } from './generation';
import { createDocumentRepository } from './repository';
import { createDocumentService } from './service';
import { registerGenerateTask } from './task';
import { taskOf } from './views';

export function registerDocumentRoutes(app: FastifyInstance, core: IsoCore): void {
  const repos = repositories(app.db, createDocumentRepository);
  const dictionaries = createDictionariesRepository(app.db);
  /** The platform's current environmental importance criteria (GET /api/product/env/importance/list.json), the shipped default until saved. */
  const envCriteria = async () => {
    const row = await dictionaries.latestEnvImportance();
    return row ? { criteria: row.criteria, threshold: row.threshold } : DEFAULT_ENV_IMPORTANCE;
  };
  const generation = createGeneration({
    core,
    repos,
    jobs: app.jobs,
    fileService: app.fileService,
    projectRegistry: app.projectRegistry,
    envCriteria,
    clock: app.clock,
  });
  registerGenerateTask(app.taskKinds, generation, async (projectCode) => (await app.projectRegistry.byCode(projectCode))?.name ?? projectCode);
  const documents = createDocumentService({
    core,
    repos,
    generation,
    fileService: app.fileService,
    projectRegistry: app.projectRegistry,
    clock: app.clock,
  });

  registerContract(app, c.isoDocGenerate, async ({ body, requireAuth }) => generation.request(requireAuth(), body));
  registerContract(app, c.isoDocProgress, async ({ query, requireAuth }) => {
    const auth = requireAuth();
    const opened = await core.open(auth, query.projectCode);
    return { task: opened.side === 'delivery' ? taskOf(await generation.latestJob(auth.tenant!.tenantCode, query.projectCode)) : null };
  });
  registerContract(app, c.isoDocTree, async ({ query, requireAuth }) => documents.tree(requireAuth(), query));
  registerContract(app, c.isoDocFileList, async ({ query, requireAuth }) => documents.list(requireAuth(), query));
  registerContract(app, c.isoDocReplace, async ({ body, requireAuth }) => documents.replace(requireAuth(), body));
  registerContract(app, c.isoDocStatus, async ({ body, requireAuth }) => documents.move(requireAuth(), body));
  registerContract(app, c.isoDocVersions, async ({ query, requireAuth }) => documents.versions(requireAuth(), query));
  registerContract(app, c.isoDocSubmit, async ({ body, requireAuth }) => documents.submit(requireAuth(), body));
  registerContract(app, c.isoDocBatchDownload, async ({ body, requireAuth }) => documents.zip(requireAuth(), body));

  if (app.config.DEMO && app.config.DEMO_DOCUMENTS)
    app.addHook('onReady', async () => {
      await fillDemoDocuments({ app, core, generation, repos });
    });
}
