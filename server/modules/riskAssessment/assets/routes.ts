/** The customer side's calls: assets of the three tiers, owners, Excel, the stage moves (./assetService.ts). */
import type { FastifyInstance } from 'fastify';
import { riskAssessmentContracts as c } from '../../../../domain/riskAssessment/contracts';
import { registerContract } from '../../../http/registerContract';
import { XLSX_CONTENT_TYPE } from './excel';
import { createAssetService } from './service';
import type { RiskAssessmentCore, RiskAssessmentDeps } from '../core';

export function registerAssetRoutes(app: FastifyInstance, deps: RiskAssessmentDeps, core: RiskAssessmentCore): void {
  const s = createAssetService(deps, core);
  registerContract(app, c.raAssetsFinish, async ({ body, requireAuth }) => s.assetsFinish(requireAuth(), body));
  registerContract(app, c.raConsumerComplete, async ({ body, requireAuth }) => s.consumerComplete(requireAuth(), body));
  registerContract(app, c.raStageReject, async ({ body, requireAuth }) => s.stageReject(requireAuth(), body));

  registerContract(app, c.raBusinessOptions, async ({ query, requireAuth }) => s.businessOptions(requireAuth(), query));
  registerContract(app, c.raBusinessSave, async ({ body, requireAuth }) => s.businessSave(requireAuth(), body));
  registerContract(app, c.raBusinessDelete, async ({ body, requireAuth }) => s.businessDelete(requireAuth(), body));
  registerContract(app, c.raBusinessList, async ({ query, requireAuth }) => s.businessList(requireAuth(), query));

  registerContract(app, c.raSystemOptions, async ({ query, requireAuth }) => s.systemOptions(requireAuth(), query));
  registerContract(app, c.raSystemSave, async ({ body, requireAuth }) => s.systemSave(requireAuth(), body));
  registerContract(app, c.raSystemDelete, async ({ body, requireAuth }) => s.systemDelete(requireAuth(), body));
  registerContract(app, c.raSystemList, async ({ query, requireAuth }) => s.systemList(requireAuth(), query));

  registerContract(app, c.raUnitBusinessWithSystem, async ({ query, requireAuth }) => s.unitBusinessWithSystem(requireAuth(), query));
  registerContract(app, c.raUnitModuleList, async ({ query, requireAuth }) => s.unitModuleList(requireAuth(), query));
  registerContract(app, c.raUnitList, async ({ query, requireAuth }) => s.unitList(requireAuth(), query));
  registerContract(app, c.raUnitListByCategory, async ({ query, requireAuth }) => s.unitListByCategory(requireAuth(), query));
  registerContract(app, c.raUnitDelete, async ({ body, requireAuth }) => s.unitDelete(requireAuth(), body));
  registerContract(app, c.raUnitSave, async ({ body, requireAuth }) => s.unitSave(requireAuth(), body));

  registerContract(app, c.raAssetList, async ({ query, requireAuth }) => s.assetList(requireAuth(), query));
  registerContract(app, c.raImport, async ({ body, files, requireAuth }) => s.importTier(requireAuth(), body, files.file));
  registerContract(app, c.raExport, async ({ query, requireAuth }) => {
    const file = await s.exportTier(requireAuth(), query);
    return { fileName: file.fileName, contentType: XLSX_CONTENT_TYPE, body: file.body };
  });

  registerContract(app, c.raOwnerList, async ({ query, requireAuth }) => s.ownerList(requireAuth(), query));
  registerContract(app, c.raOwnerUpdate, async ({ body, requireAuth }) => s.ownerUpdate(requireAuth(), body));
  registerContract(app, c.raOwnerSubmit, async ({ body, requireAuth }) => s.ownerSubmit(requireAuth(), body));
  registerContract(app, c.raOwnerReject, async ({ body, requireAuth }) => s.ownerReject(requireAuth(), body));
  registerContract(app, c.raOwnerComplete, async ({ body, requireAuth }) => s.ownerComplete(requireAuth(), body));
  registerContract(app, c.raOwnerDetailList, async ({ query, requireAuth }) => s.ownerDetailList(requireAuth(), query));
}
