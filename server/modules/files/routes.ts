/** The file calls: one registerContract per contract of domain/files/contracts.ts. */
import type { FastifyInstance } from 'fastify';
import { fileContracts as c } from '../../../domain/files/contracts';
import { registerContract } from '../../http/registerContract';
import { tenantScope } from '../../tenancy';
import type { FileService } from './service';

export function registerFileRoutes(app: FastifyInstance, service: FileService): void {
  registerContract(app, c.fileUpload, async ({ body, files, requireAuth }) => {
    const auth = requireAuth();
    return service.store({
      file: files.file,
      purpose: body.purpose,
      tenantCode: tenantScope(auth).tenantCode,
      accountId: auth.account.accountId,
    });
  });

  registerContract(app, c.fileDownload, async ({ query, requireAuth }) => service.openForDownload(requireAuth(), query.objectId));
}
