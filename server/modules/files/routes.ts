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
  registerContract(app, c.projectFileUpload, async ({ body, files, requireAuth }) => service.uploadProjectFile(requireAuth(), body, files.file));
  registerContract(app, c.tenantFileUpload, async ({ body, files, requireAuth }) => service.uploadTenantFile(requireAuth(), body, files.file));
  registerContract(app, c.anonymousUpload, async ({ files, request }) => service.uploadAnonymous(request.ip, files.file));
  registerContract(app, c.fileBatchUpload, async ({ body, fileLists, requireAuth }) =>
    service.uploadBatch(requireAuth(), body, fileLists.files ?? []),
  );

  registerContract(app, c.fileDownload, async ({ query, requireAuth }) => service.openForDownload(requireAuth(), query.objectId));

  registerContract(app, c.projectFileList, async ({ query, requireAuth }) => service.projectList(requireAuth(), query));
  registerContract(app, c.projectFileZip, async ({ query, requireAuth }) => service.projectZip(requireAuth(), query.projectCode));
  registerContract(app, c.projectFileDelete, async ({ body, requireAuth }) => service.deleteProjectFile(requireAuth(), body.objectId));

  registerContract(app, c.fileShare, async ({ body, requireAuth }) => service.share(requireAuth(), body));
  registerContract(app, c.fileShareList, async ({ query, requireAuth }) => service.shareList(requireAuth(), query.objectId));
  registerContract(app, c.fileShareRevoke, async ({ body, requireAuth }) => service.revokeShare(requireAuth(), body.shareId));
  registerContract(app, c.fileShareDownload, async ({ query }) => service.openShared(query.token));

  registerContract(app, c.fileImgBase64, async ({ body, requireAuth }) => service.imageDataUrl(requireAuth(), body.objectId));
}
