/**
 * The demo uploads' files (domain/certMaterials/demo.ts): the seed's upload rows name placeholders;
 * at start, in demo mode, each demo PDF is stored through app.fileService — as a project file of
 * the customer's marketplace project when the demo certification project has one (so it also
 * shows among the project's files), otherwise as the customer tenant's own file — and the row is
 * pointed at it. Afterwards no row names a placeholder and a start only reads.
 */
import {
  DEMO_CERT_MATERIAL_FILE_PREFIX,
  DEMO_CERT_MATERIAL_UPLOADS,
  DEMO_CERT_MATERIALS_PROJECT,
  demoMaterialPdf,
} from '../../../domain/certMaterials/demo';
import { uploadedFileFromBuffer } from '../../http/multipart';
import type { FileService } from '../files';
import type { CertMaterialsRepository } from './repository';

export interface DemoFilesDeps {
  repo: CertMaterialsRepository;
  fileService: Pick<FileService, 'storeProjectFile' | 'store'>;
  log: { warn(object: Record<string, unknown>, message: string): void };
}

export async function fillDemoMaterialFiles({ repo, fileService, log }: DemoFilesDeps): Promise<number> {
  const demo = DEMO_CERT_MATERIALS_PROJECT;
  const project = repo.forProject(demo);
  let filled = 0;
  for (const row of await project.uploads()) {
    if (!row.objectId.startsWith(DEMO_CERT_MATERIAL_FILE_PREFIX)) continue;
    const upload = DEMO_CERT_MATERIAL_UPLOADS.find((entry) => `${DEMO_CERT_MATERIAL_FILE_PREFIX}${entry.itemKey}` === row.objectId);
    if (!upload) continue;
    try {
      const data = Buffer.from(demoMaterialPdf(upload.pdfLine));
      const stored = demo.projectCode
        ? await fileService.storeProjectFile({
            projectCode: demo.projectCode,
            source: 'usr',
            fileName: upload.fileName,
            data,
            accountId: demo.uploaderAccountId,
          })
        : await fileService.store({
            file: uploadedFileFromBuffer({ fileName: upload.fileName, mimetype: 'application/pdf', data }),
            purpose: 'general',
            tenantCode: demo.customerTenantCode,
            accountId: demo.uploaderAccountId,
          });
      if (await project.pointUpload(row.id, row.objectId, stored.objectId, stored.size)) filled += 1;
    } catch (error) {
      log.warn({ err: error, uploadId: row.id }, 'demo certification material not stored');
    }
  }
  return filled;
}
