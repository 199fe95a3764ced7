/** The consumer part's calls (see index.ts): builds its service from app and registers one contract per call. */
import type { FastifyInstance } from 'fastify';
import { consumerProjectContracts as c } from '../../../../domain/projects/consumerContracts';
import { repositories } from '../../../db/repositories';
import { registerContract } from '../../../http/registerContract';
import { createConsumerRepository } from './repository';
import { createConsumerService } from './service';

export function registerConsumerProjectRoutes(app: FastifyInstance): void {
  const service = createConsumerService({
    repos: repositories(app.db, createConsumerRepository),
    accountDirectory: app.accountDirectory,
    personnelAdmin: app.personnelAdmin,
    products: app.products,
    smsSender: app.smsSender,
    jobs: app.jobs,
    clock: app.clock,
    config: app.config,
    log: app.log,
  });

  registerContract(app, c.consumerProjectList, async ({ query, requireAuth }) => service.list(requireAuth(), query));
  registerContract(app, c.consumerProjectDetail, async ({ query, requireAuth }) => service.detail(requireAuth(), query));
  registerContract(app, c.consumerRoleList, async ({ query, requireAuth }) => service.roles(requireAuth(), query));
  registerContract(app, c.consumerContentList, async ({ query, requireAuth }) => service.content(requireAuth(), query));
  registerContract(app, c.consumerSvipSubmit, async ({ body, requireAuth }) => service.submitSvip(requireAuth(), body));
  registerContract(app, c.consumerTaskAssign, async ({ body, requireAuth }) => service.assignTask(requireAuth(), body));
  registerContract(app, c.consumerTaskMove, async ({ body, requireAuth }) => service.moveTask(requireAuth(), body));
  registerContract(app, c.consumerUpdateCustomerOwner, async ({ body, requireAuth }) => service.updateOwner(requireAuth(), body));
  registerContract(app, c.consumerUrge, async ({ body, requireAuth }) => service.urge(requireAuth(), body));
  registerContract(app, c.consumerLastUrgeTime, async ({ query, requireAuth }) => service.lastUrgeTime(requireAuth(), query));
  registerContract(app, c.consumerMyUrges, async ({ query, requireAuth }) => service.myUrges(requireAuth(), query));
  registerContract(app, c.consumerRoleAllFinish, async ({ body, requireAuth }) => service.finishAll(requireAuth(), body));
}
