/** The customers calls: one registerContract per contract of domain/customers/contracts.ts. */
import type { FastifyInstance } from 'fastify';
import { customerContracts as c } from '../../../domain/customers/contracts';
import { registerContract } from '../../http/registerContract';
import type { CustomersService } from './service';

export function registerCustomersRoutes(app: FastifyInstance, service: CustomersService): void {
  registerContract(app, c.customerList, async ({ query, requireAuth }) => service.list(requireAuth(), query));

  registerContract(app, c.customerNew, async ({ body, requireAuth, request }) => service.create(requireAuth(), body, request.ip));

  registerContract(app, c.addCustomInfo, async ({ body, requireAuth }) => service.edit(requireAuth(), body));

  registerContract(app, c.addConsultation, async ({ body, requireAuth }) => service.addConsultation(requireAuth(), body));

  registerContract(app, c.consultationList, async ({ query, requireAuth }) => service.consultations(requireAuth(), query));

  registerContract(app, c.tenantSearch, async ({ query, requireAuth }) => service.search(requireAuth(), query));

  registerContract(app, c.tenantUserList, async ({ query, requireAuth }) => service.users(requireAuth(), query));

  registerContract(app, c.tenantRelation, async ({ query, requireAuth }) => service.relations(requireAuth(), query));
}
