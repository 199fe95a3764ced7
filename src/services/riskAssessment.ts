/** One typed function per contract of domain/riskAssessment/contracts.ts (GB/T 20984 risk assessment); options last. */
import * as api from '@domain/riskAssessment/contracts';
import type { ContractBody, ContractQuery } from '@domain/kernel/contract';
import { callContract, type CallOptions } from './contract';
import { downloadContract } from './download';

export type {
  AssessmentInfo,
  AssessAssetRow,
  AssessProjectRow,
  AssetRow,
  BusinessAssetRow,
  ControlRow,
  ImportResult,
  OwnerProgress,
  RiskReport,
  RiskRow,
  SystemAssetRow,
  ThreatRow,
  Treatment,
  UnitAssetRow,
  VulnerabilityRow,
} from '@domain/riskAssessment/contracts';

export const getAssessmentStatus = (query: ContractQuery<typeof api.raStatus>, options?: CallOptions) =>
  callContract(api.raStatus, { query }, options);

export const finishAssetStage = (body: ContractBody<typeof api.raAssetsFinish>, options?: CallOptions) =>
  callContract(api.raAssetsFinish, { body }, options);

export const completeAssessment = (body: ContractBody<typeof api.raConsumerComplete>, options?: CallOptions) =>
  callContract(api.raConsumerComplete, { body }, options);

export const rejectAssessmentStage = (body: ContractBody<typeof api.raStageReject>, options?: CallOptions) =>
  callContract(api.raStageReject, { body }, options);

export const getAssessProjects = (query: ContractQuery<typeof api.raProjectList>, options?: CallOptions) =>
  callContract(api.raProjectList, { query }, options);

export const getBusinessOptions = (query: ContractQuery<typeof api.raBusinessOptions>, options?: CallOptions) =>
  callContract(api.raBusinessOptions, { query }, options);

export const saveBusinessAsset = (body: ContractBody<typeof api.raBusinessSave>, options?: CallOptions) =>
  callContract(api.raBusinessSave, { body }, options);

export const deleteBusinessAssets = (body: ContractBody<typeof api.raBusinessDelete>, options?: CallOptions) =>
  callContract(api.raBusinessDelete, { body }, options);

export const getBusinessAssets = (query: ContractQuery<typeof api.raBusinessList>, options?: CallOptions) =>
  callContract(api.raBusinessList, { query }, options);

export const getSystemOptions = (query: ContractQuery<typeof api.raSystemOptions>, options?: CallOptions) =>
  callContract(api.raSystemOptions, { query }, options);

export const saveSystemAsset = (body: ContractBody<typeof api.raSystemSave>, options?: CallOptions) =>
  callContract(api.raSystemSave, { body }, options);

export const deleteSystemAssets = (body: ContractBody<typeof api.raSystemDelete>, options?: CallOptions) =>
  callContract(api.raSystemDelete, { body }, options);

export const getSystemAssets = (query: ContractQuery<typeof api.raSystemList>, options?: CallOptions) =>
  callContract(api.raSystemList, { query }, options);

export const getBusinessWithSystem = (query: ContractQuery<typeof api.raUnitBusinessWithSystem>, options?: CallOptions) =>
  callContract(api.raUnitBusinessWithSystem, { query }, options);

export const getUnitModules = (query: ContractQuery<typeof api.raUnitModuleList>, options?: CallOptions) =>
  callContract(api.raUnitModuleList, { query }, options);

export const getUnitAssets = (query: ContractQuery<typeof api.raUnitList>, options?: CallOptions) => callContract(api.raUnitList, { query }, options);

export const getAssetsByCategory = (query: ContractQuery<typeof api.raUnitListByCategory>, options?: CallOptions) =>
  callContract(api.raUnitListByCategory, { query }, options);

export const deleteUnitAssets = (body: ContractBody<typeof api.raUnitDelete>, options?: CallOptions) =>
  callContract(api.raUnitDelete, { body }, options);

export const saveUnitAsset = (body: ContractBody<typeof api.raUnitSave>, options?: CallOptions) => callContract(api.raUnitSave, { body }, options);

export const getAllAssets = (query: ContractQuery<typeof api.raAssetList>, options?: CallOptions) =>
  callContract(api.raAssetList, { query }, options);

export const getMyAssets = (query: ContractQuery<typeof api.raOwnerList>, options?: CallOptions) => callContract(api.raOwnerList, { query }, options);

export const updateOwnedAsset = (body: ContractBody<typeof api.raOwnerUpdate>, options?: CallOptions) =>
  callContract(api.raOwnerUpdate, { body }, options);

export const submitOwnedAssets = (body: ContractBody<typeof api.raOwnerSubmit>, options?: CallOptions) =>
  callContract(api.raOwnerSubmit, { body }, options);

export const rejectOwnedAssets = (body: ContractBody<typeof api.raOwnerReject>, options?: CallOptions) =>
  callContract(api.raOwnerReject, { body }, options);

export const completeOwnerReview = (body: ContractBody<typeof api.raOwnerComplete>, options?: CallOptions) =>
  callContract(api.raOwnerComplete, { body }, options);

export const getOwnerProgress = (query: ContractQuery<typeof api.raOwnerDetailList>, options?: CallOptions) =>
  callContract(api.raOwnerDetailList, { query }, options);

export const getThreats = (query: ContractQuery<typeof api.raThreatList>, options?: CallOptions) =>
  callContract(api.raThreatList, { query }, options);

export const saveThreat = (body: ContractBody<typeof api.raThreatSave>, options?: CallOptions) => callContract(api.raThreatSave, { body }, options);

export const deleteThreat = (body: ContractBody<typeof api.raThreatDelete>, options?: CallOptions) =>
  callContract(api.raThreatDelete, { body }, options);

export const finishThreats = (body: ContractBody<typeof api.raThreatComplete>, options?: CallOptions) =>
  callContract(api.raThreatComplete, { body }, options);

export const getAssessAssets = (query: ContractQuery<typeof api.raAssessAssets>, options?: CallOptions) =>
  callContract(api.raAssessAssets, { query }, options);

export const getAssessDetail = (query: ContractQuery<typeof api.raAssessDetail>, options?: CallOptions) =>
  callContract(api.raAssessDetail, { query }, options);

export const saveAssetAssessment = (body: ContractBody<typeof api.raAssessUpdate>, options?: CallOptions) =>
  callContract(api.raAssessUpdate, { body }, options);

export const finishAssess = (body: ContractBody<typeof api.raAssessComplete>, options?: CallOptions) =>
  callContract(api.raAssessComplete, { body }, options);

export const getControlOptions = (query: ContractQuery<typeof api.raControlOptions>, options?: CallOptions) =>
  callContract(api.raControlOptions, { query }, options);

export const getControls = (query: ContractQuery<typeof api.raControlList>, options?: CallOptions) =>
  callContract(api.raControlList, { query }, options);

export const updateControl = (body: ContractBody<typeof api.raControlUpdate>, options?: CallOptions) =>
  callContract(api.raControlUpdate, { body }, options);

export const finishControls = (body: ContractBody<typeof api.raControlComplete>, options?: CallOptions) =>
  callContract(api.raControlComplete, { body }, options);

export const getRisks = (query: ContractQuery<typeof api.raSuggestionList>, options?: CallOptions) =>
  callContract(api.raSuggestionList, { query }, options);

export const submitTreatment = (body: ContractBody<typeof api.raHandleSubmit>, options?: CallOptions) =>
  callContract(api.raHandleSubmit, { body }, options);

export const finishTreatment = (body: ContractBody<typeof api.raHandleComplete>, options?: CallOptions) =>
  callContract(api.raHandleComplete, { body }, options);

export const acceptResidualRisks = (body: ContractBody<typeof api.raConfirmSubmit>, options?: CallOptions) =>
  callContract(api.raConfirmSubmit, { body }, options);

export const submitForConfirmation = (body: ContractBody<typeof api.raConfirmComplete>, options?: CallOptions) =>
  callContract(api.raConfirmComplete, { body }, options);

export const getHighRemnantRisksForConsultant = (query: ContractQuery<typeof api.raConfirmHighRemnant>, options?: CallOptions) =>
  callContract(api.raConfirmHighRemnant, { query }, options);

export const getHighRemnantRisks = (query: ContractQuery<typeof api.raHighRemnant>, options?: CallOptions) =>
  callContract(api.raHighRemnant, { query }, options);

export const getRiskReport = (query: ContractQuery<typeof api.raReport>, options?: CallOptions) => callContract(api.raReport, { query }, options);

/** Imports one asset tier from an Excel file (multipart part `file`); nothing is saved when a row has an error. */
export function importAssets(body: ContractBody<typeof api.raImport>, file: Blob, options?: CallOptions) {
  // The file travels as a multipart part beside the contract's text fields.
  return callContract(api.raImport, { body: { ...body, file } as ContractBody<typeof api.raImport> }, options);
}

export const downloadAssetsExcel = (query: ContractQuery<typeof api.raExport>) =>
  downloadContract(api.raExport, { query }, { fallbackFileName: query.template === 'true' ? '资产导入模板.xlsx' : '资产清单.xlsx' });

export const downloadRiskReportDocx = (query: ContractQuery<typeof api.raReportDocx>) =>
  downloadContract(api.raReportDocx, { query }, { fallbackFileName: '信息安全风险评估报告.docx' });
