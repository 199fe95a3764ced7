/** The identity calls: one registerContract per contract of domain/identity/contracts.ts. */
import type { FastifyInstance } from 'fastify';
import { identityContracts as c } from '../../../domain/identity/contracts';
import { registerContract } from '../../http/registerContract';
import type { IdentityService } from './service';

export function registerIdentityRoutes(app: FastifyInstance, service: IdentityService): void {
  registerContract(app, c.getVerifyCode, async ({ body, request }) => service.sendVerifyCode(body.phone, body.purpose, request.ip));

  registerContract(app, c.loginByPhone, async ({ body, request, reply }) => service.login(body, request, reply));

  registerContract(app, c.logout, async ({ request, reply }) => service.logout(request, reply));

  registerContract(app, c.binding, async ({ body, requireAuth }) => service.bindPhone(requireAuth(), body.phone, body.code));

  registerContract(app, c.getUserInfo, async ({ requireAuth }) => requireAuth().userInfo);

  registerContract(app, c.latestLicence, async ({ query }) => service.latestLicence(query.type));

  registerContract(app, c.agreementLicences, async ({ body, requireAuth }) => service.acceptLicence(requireAuth(), body.licenceCode));

  registerContract(app, c.chooseTenant, async ({ body, requireAuth }) => service.chooseTenant(requireAuth(), body.tenantCode));

  registerContract(app, c.myMemberships, async ({ requireAuth }) => service.memberships(requireAuth()));
}
