/** The certification materials calls: one registerContract per contract of domain/certMaterials/contracts.ts. */
import type { FastifyInstance } from 'fastify';
import { certMaterialsContracts as c } from '../../../domain/certMaterials/contracts';
import { registerContract } from '../../http/registerContract';
import type { CertMaterialsService } from './service';

export function registerCertMaterialsRoutes(app: FastifyInstance, service: CertMaterialsService): void {
  registerContract(app, c.certMaterialsCustomerList, async ({ query, requireAuth }) => service.customerList(requireAuth(), query.projectCode));
  registerContract(app, c.certMaterialsUpload, async ({ body, files, requireAuth }) => service.upload(requireAuth(), body, files.file));
  registerContract(app, c.certMaterialsDeleteUpload, async ({ body, requireAuth }) => service.deleteUpload(requireAuth(), body));
  registerContract(app, c.certMaterialsCustomerDownload, async ({ query, requireAuth }) =>
    service.customerDownload(requireAuth(), query.projectCode, query.uploadId),
  );
  registerContract(app, c.certMaterialsBodyList, async ({ query, requireAuth }) => service.bodyList(requireAuth(), query.certProjectCode));
  registerContract(app, c.certMaterialsAddItem, async ({ body, requireAuth }) => service.addItem(requireAuth(), body));
  registerContract(app, c.certMaterialsRemoveItem, async ({ body, requireAuth }) => service.removeItem(requireAuth(), body));
  registerContract(app, c.certMaterialsNote, async ({ body, requireAuth }) => service.note(requireAuth(), body));
  registerContract(app, c.certMaterialsReview, async ({ body, requireAuth }) => service.review(requireAuth(), body));
  registerContract(app, c.certMaterialsBodyDownload, async ({ query, requireAuth }) =>
    service.bodyDownload(requireAuth(), query.certProjectCode, query.uploadId),
  );
  registerContract(app, c.certMaterialsZip, async ({ query, requireAuth }) => service.zip(requireAuth(), query.certProjectCode));
}
