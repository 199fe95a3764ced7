/** The task calls: one registerContract per contract of domain/tasks/contracts.ts. */
import type { FastifyInstance } from 'fastify';
import { taskContracts as c } from '../../../domain/tasks/contracts';
import { registerContract } from '../../http/registerContract';
import type { TaskService } from './service';

export function registerTaskRoutes(app: FastifyInstance, service: TaskService): void {
  registerContract(app, c.taskSubmit, async ({ body, requireAuth }) => service.submit(requireAuth(), body));

  registerContract(app, c.taskDetail, async ({ query, requireAuth }) => service.detail(requireAuth(), query));

  registerContract(app, c.taskBulkSubmit, async ({ body, requireAuth }) => service.bulkSubmit(requireAuth(), body));

  registerContract(app, c.taskBulkDetail, async ({ query, requireAuth }) => service.bulkDetail(requireAuth(), query));

  registerContract(app, c.taskList, async ({ query, requireAuth }) => service.list(requireAuth(), query));
}
