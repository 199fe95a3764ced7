/** The channel part's calls (see index.ts): builds its service from app and registers one contract per call. */
import type { FastifyInstance } from 'fastify';
import { channelProjectContracts as c } from '../../../../domain/projects/contracts';
import { repositories } from '../../../db/repositories';
import { registerContract } from '../../../http/registerContract';
import { createChannelProjectRepository } from './repository';
import { createChannelProjectService } from './service';

export function registerChannelProjectRoutes(app: FastifyInstance): void {
  const service = createChannelProjectService({
    repos: repositories(app.db, createChannelProjectRepository),
    accountDirectory: app.accountDirectory,
    customersDirectory: app.customersDirectory,
    products: app.products,
    clock: app.clock,
  });

  registerContract(app, c.channelListGroup, async ({ query, requireAuth }) => service.listGroup(requireAuth(), query));
  registerContract(app, c.channelProjectGroupDetailInfo, async ({ query, requireAuth }) => service.groupDetail(requireAuth(), query));
  registerContract(app, c.channelDetailInfo, async ({ query, requireAuth }) => service.detail(requireAuth(), query));
  registerContract(app, c.channelDeliveryAssets, async ({ query, requireAuth }) => service.deliveryAssets(requireAuth(), query));
  registerContract(app, c.channelInitSvipData, async ({ body, requireAuth }) => service.initSvip(requireAuth(), body));
  registerContract(app, c.channelProjectMove, async ({ body, requireAuth }) => service.move(requireAuth(), body));
  registerContract(app, c.channelResourcePool, async ({ query, requireAuth }) => service.resourcePool(requireAuth(), query));
  registerContract(app, c.channelConsultantList, async ({ requireAuth }) => service.consultants(requireAuth()));
  registerContract(app, c.channelDispatch, async ({ body, requireAuth }) => service.dispatch(requireAuth(), body));
  registerContract(app, c.channelUpdateTeacher, async ({ body, requireAuth }) => service.reassign(requireAuth(), body));
  registerContract(app, c.channelRecall, async ({ body, requireAuth }) => service.recall(requireAuth(), body));
  registerContract(app, c.channelProjectList, async ({ query, requireAuth }) => service.projectList(requireAuth(), query));
  registerContract(app, c.channelProjectExport, async ({ query, requireAuth }) => service.exportProjects(requireAuth(), query));
  registerContract(app, c.channelAssignmentList, async ({ query, requireAuth }) => service.assignments(requireAuth(), query));
}
