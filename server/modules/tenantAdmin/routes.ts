/** The tenantAdmin calls: one registerContract per contract of domain/tenantAdmin/contracts.ts. */
import type { FastifyInstance } from 'fastify';
import { tenantAdminContracts as c } from '../../../domain/tenantAdmin/contracts';
import { registerContract } from '../../http/registerContract';
import type { TenantAdminService } from './service';

export function registerTenantAdminRoutes(app: FastifyInstance, service: TenantAdminService): void {
  registerContract(app, c.tenantAdminList, async ({ query }) => service.listTenants(query));

  registerContract(app, c.updateCustomApprovalState, async ({ body, requireAuth }) => service.review(requireAuth(), body));

  registerContract(app, c.saveChannelInfo, async ({ body, requireAuth }) => service.saveChannelInfo(requireAuth(), body));

  registerContract(app, c.savePageConfig, async ({ body, requireAuth }) => service.savePageConfig(requireAuth(), body));

  registerContract(app, c.uploadTenantLogo, async ({ body, files, requireAuth }) => service.uploadLogo(requireAuth(), body.tenantCode, files.file));

  registerContract(app, c.certBodyList, async ({ query }) => service.listCertBodies(query));

  registerContract(app, c.certBodySave, async ({ body, requireAuth, request }) => service.saveCertBody(requireAuth(), body, request.ip));

  registerContract(app, c.userListForUserManage, async ({ query }) => service.listAccounts(query));

  registerContract(app, c.accountUpdate, async ({ body, requireAuth }) => service.updateAccount(requireAuth(), body));
}
