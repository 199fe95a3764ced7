/** The guide calls: one registerContract per contract of domain/toolKit/contracts.ts. */
import type { FastifyInstance } from 'fastify';
import { toolKitContracts as c } from '../../../domain/toolKit/contracts';
import { registerContract } from '../../http/registerContract';
import type { ToolKitService } from './service';

export function registerToolKitRoutes(app: FastifyInstance, service: ToolKitService): void {
  registerContract(app, c.toolKitList, async () => service.shown());

  registerContract(app, c.toolKitManageList, async ({ query }) => service.manageList(query));

  registerContract(app, c.toolKitSave, async ({ body, files, requireAuth }) => service.save(requireAuth(), body, files.file));

  registerContract(app, c.toolKitUpdate, async ({ body, files, requireAuth }) => service.update(requireAuth(), body, files.file));
}
