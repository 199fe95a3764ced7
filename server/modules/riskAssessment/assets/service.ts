/**
 * The customer side of a risk assessment (issue 14; docs/riskAssessment.md): the executors'
 * three asset tiers and stage finishes, the owners' submit / reject / confirm, the customer's
 * completion or rejection of a consultant's stage, lists paged in the database, Excel import and
 * export. Rules: domain/riskAssessment/rules.ts; figures: domain/riskAssessment/compute.ts with the
 * configuration stored on the assessment.
 *
 * Reads of other modules (project, product version, owners, names) run before a transaction; the
 * transaction locks the assessment row first, re-checks the rules on it, then writes. Project
 * timeline events are recorded after the commit.
 *
 * This is the one entry point of ./assetRoutes.ts; the parts:
 *
 *   assetKit.ts            shared reads, guards, the row lock, code reservation, business values
 *   assetRows.ts           the rows as the contracts show them
 *   assetTierService.ts    the executors' saves and deletes of the three tiers
 *   assetListService.ts    lists, dictionaries, the business–system tree, unit modules and categories
 *   assetOwnerService.ts   the owners' workflow
 *   assetStageService.ts   stage moves: finishing a tier, consumerComplete, stage reject
 *   assetImportService.ts  Excel export and import
 */
import { createAssetImportService } from './importService';
import { createAssetKit } from './kit';
import { createAssetListService } from './listService';
import { createAssetOwnerService } from './ownerService';
import { createAssetRows } from './rows';
import { createAssetStageService } from './stageService';
import { createAssetTierService } from './tierService';
import type { RiskAssessmentCore, RiskAssessmentDeps } from '../core';

export function createAssetService(deps: RiskAssessmentDeps, core: RiskAssessmentCore) {
  const kit = createAssetKit(deps, core);
  const rows = createAssetRows(core, kit);
  return {
    ...createAssetStageService(deps, core, kit),
    ...createAssetTierService(deps, core, kit, rows),
    ...createAssetListService(deps, core, kit, rows),
    ...createAssetImportService(deps, core, kit),
    ...createAssetOwnerService(deps, core, kit, rows),
  };
}

export type AssetService = ReturnType<typeof createAssetService>;
