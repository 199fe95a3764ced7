/**
 * The certification materials seed: the demo certification project's checklist with its statuses
 * and upload rows (domain DEMO_CERT_MATERIAL_UPLOADS). The seed has no file storage, so an upload
 * row names a placeholder object id until ./demoFiles.ts stores its PDF as a project file at start.
 */
import { DEMO_CERT_MATERIAL_FILE_PREFIX, DEMO_CERT_MATERIAL_UPLOADS, DEMO_CERT_MATERIALS_PROJECT } from '../../../domain/certMaterials/demo';
import { defaultChecklist } from '../../../domain/certMaterials/rules';
import type { SeedPart } from '../../db/seed';
import { createCertMaterialsRepository } from './repository';

const DAY_MS = 86_400_000;

export const certMaterialsSeed: SeedPart = {
  area: 'certMaterials',
  async demo({ now }) {
    return async (tx) => {
      const demo = DEMO_CERT_MATERIALS_PROJECT;
      const project = createCertMaterialsRepository(tx).forProject(demo);
      if (!(await project.claimGeneration(now))) return;
      const uploads = new Map(DEMO_CERT_MATERIAL_UPLOADS.map((upload) => [upload.itemKey, upload]));
      const items = await project.insertItems(
        defaultChecklist(['ISMS']).map((entry, index) => {
          const upload = uploads.get(entry.key);
          const reviewed = upload && upload.status !== 'submitted';
          return {
            templateKey: entry.key,
            sort: index + 1,
            name: entry.name,
            description: entry.description,
            required: entry.required,
            status: upload?.status ?? 'pending',
            returnReason: upload?.returnReason ?? '',
            reviewedBy: reviewed ? demo.reviewerAccountId : null,
            reviewedAt: reviewed ? new Date(now.getTime() - (upload.daysAgo - 2) * DAY_MS) : null,
            createdAt: new Date(now.getTime() - 45 * DAY_MS),
            updatedAt: now,
          };
        }),
      );
      for (const item of items) {
        const upload = item.templateKey ? uploads.get(item.templateKey) : undefined;
        if (!upload) continue;
        await project.insertUpload({
          itemId: item.id,
          objectId: `${DEMO_CERT_MATERIAL_FILE_PREFIX}${upload.itemKey}`,
          fileTenantCode: demo.customerTenantCode,
          fileName: upload.fileName,
          size: 0,
          uploadedBy: demo.uploaderAccountId,
          uploadedAt: new Date(now.getTime() - upload.daysAgo * DAY_MS),
        });
      }
    };
  },
};
