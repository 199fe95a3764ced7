/** The smart scheduling calls: one registerContract per contract of domain/schedule/contracts.ts. */
import type { FastifyInstance } from 'fastify';
import { scheduleContracts as c } from '../../../domain/schedule/contracts';
import { registerContract } from '../../http/registerContract';
import type { ScheduleService } from './service';

export function registerScheduleRoutes(app: FastifyInstance, service: ScheduleService): void {
  registerContract(app, c.scheduleBoard, async ({ query, requireAuth }) => service.board(requireAuth(), query));
  registerContract(app, c.schedulePropose, async ({ body, requireAuth }) => service.propose(requireAuth(), body));
  registerContract(app, c.scheduleAccept, async ({ body, requireAuth }) => service.accept(requireAuth(), body));
  registerContract(app, c.scheduleSavePlan, async ({ body, requireAuth }) => service.savePlan(requireAuth(), body));
  registerContract(app, c.scheduleClear, async ({ body, requireAuth }) => service.clear(requireAuth(), body));
  registerContract(app, c.schedulePublish, async ({ body, requireAuth }) => service.publish(requireAuth(), body));
  registerContract(app, c.scheduleMine, async ({ query, requireAuth }) => service.mine(requireAuth(), query));
}
