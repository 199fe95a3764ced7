/**
 * The demo disposals' evidence files. The demo seed runs inside one transaction without the file
 * storage, so its finished disposals name placeholder object ids (DEMO_EVIDENCE_PREFIX); at start,
 * in demo mode, each placeholder is replaced by a small text file stored through app.fileService as
 * the disposal owner's upload to the project, so the evidence links on /gapDisposal and the report
 * download, for the customer and the project's consultant alike.
 * Afterwards nothing is left to replace and a start only reads the demo project's disposals.
 */
import { DEMO_EVIDENCE_PREFIX, DEMO_TENANTS, demoEvidenceText } from '../../../domain/demo';
import { DEMO_QUESTIONNAIRE_PLANS } from '../../../domain/questionnaires/demo';
import type { Repositories } from '../../db/repositories';
import type { FileService } from '../files';
import type { ProjectRegistry } from '../projects';
import type { GapRepository } from './repository';

export interface DemoEvidenceDeps {
  repos: Repositories<GapRepository>;
  projectRegistry: Pick<ProjectRegistry, 'byCode'>;
  fileService: Pick<FileService, 'storeProjectFile'>;
}

/** Replaces the demo evidence placeholders by stored files; answers how many files it stored. */
export async function fillDemoEvidence({ repos, projectRegistry, fileService }: DemoEvidenceDeps): Promise<number> {
  let stored = 0;
  for (const { projectCode } of DEMO_QUESTIONNAIRE_PLANS) {
    const facts = await projectRegistry.byCode(projectCode);
    if (!facts || !DEMO_TENANTS.some((tenant) => tenant.tenantCode === facts.customerTenantCode)) continue;
    const key = { tenantCode: facts.tenantCode, projectCode };
    for (const disposal of await repos.repo.disposals(key)) {
      if (!disposal.evidence.some((file) => file.objectId.startsWith(DEMO_EVIDENCE_PREFIX))) continue;
      const evidence = [];
      for (const file of disposal.evidence) {
        if (!file.objectId.startsWith(DEMO_EVIDENCE_PREFIX)) {
          evidence.push(file);
          continue;
        }
        const saved = await fileService.storeProjectFile({
          projectCode,
          source: 'usr',
          fileName: file.fileName,
          data: Buffer.from(demoEvidenceText(file.fileName), 'utf8'),
          accountId: disposal.ownerAccountId ?? disposal.updatedBy ?? 'A-23',
        });
        evidence.push({ objectId: saved.objectId, fileName: saved.fileName });
        stored += 1;
      }
      await repos.repo.updateDisposal(disposal, { evidence });
    }
  }
  return stored;
}
