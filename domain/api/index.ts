/** Every contract, by area. The server registers, the mocks answer and the OpenAPI document lists exactly these. */
import { announcementContracts } from './announcements';
import { auditLogContracts } from './auditLog';
import type { AnyContract } from './contract';
import { fileContracts } from './files';
import { financeContracts } from './finance';
import { toolKitContracts } from './toolKit';
import { identityContracts } from './identity';
import { walletContracts } from './wallet';
import { dictionaryContracts } from './dictionaries';
import { tenantAdminContracts } from './tenantAdmin';
import { productContracts } from './products';
import { authorizationContracts } from './authorizations';
import { equityContracts } from './equity';
import { customerContracts } from './customers';
import { personnelContracts } from './personnel';
import { partnerContracts } from './partners';
import { marketplaceContracts } from './marketplace';
import { channelProjectContracts } from './projects';
import { consumerProjectContracts } from './consumerProjects';
import { questionnaireContracts } from './questionnaires';
import { gapAnalysisContracts } from './gapAnalysis';
import { riskAssessmentContracts } from './riskAssessment';

export * from './contract';
export const CONTRACTS = {
  ...identityContracts,
  ...toolKitContracts,
  ...announcementContracts,
  ...fileContracts,
  ...walletContracts,
  ...financeContracts,
  ...auditLogContracts,
  ...dictionaryContracts,
  ...tenantAdminContracts,
  ...productContracts,
  ...authorizationContracts,
  ...equityContracts,
  ...customerContracts,
  ...personnelContracts,
  ...partnerContracts,
  ...marketplaceContracts,
  ...channelProjectContracts,
  ...consumerProjectContracts,
  ...questionnaireContracts,
  ...gapAnalysisContracts,
  ...riskAssessmentContracts,
} as const satisfies Record<string, AnyContract>;
export const ALL_CONTRACTS: readonly AnyContract[] = Object.values(CONTRACTS);
