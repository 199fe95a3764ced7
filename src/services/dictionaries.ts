/**
 * National dictionaries, standard configuration and the enterprise lookup (issue 10 items 6–7).
 * Pages and the form components (IndustrySelect, RegionCascader, CertScopeSelect) call these; the
 * data lives on the server, never in the bundle.
 */
import * as api from '@domain/dictionaries/contracts';
import type { ContractBody, ContractQuery } from '@domain/kernel/contract';
import { callContract, type CallOptions } from './contract';

export type {
  CertScope,
  DictionaryAnswer,
  DictionaryNode,
  Enterprise,
  EnterprisePullAnswer,
  EnvCriterion,
  EnvImportanceConfig,
  HangyeConfig,
  Iso14001Config,
  NotApplicableAnswer,
  StandardItem,
  StandardTemplate,
  SvipComponent,
} from '@domain/dictionaries/contracts';

type TreeQuery = ContractQuery<typeof api.guominhangyeList>;

export const getIndustries = (query: TreeQuery = {}, options?: CallOptions) => callContract(api.guominhangyeList, { query }, options);
export const getTechDomains = (query: TreeQuery = {}, options?: CallOptions) => callContract(api.tecDomainList, { query }, options);
export const getRegions = (query: TreeQuery = {}, options?: CallOptions) => callContract(api.provinceList, { query }, options);
export const getGovProductClasses = (query: TreeQuery = {}, options?: CallOptions) => callContract(api.govProductClsList, { query }, options);
/** The customer's industry: sections with their divisions. */
export const getIndustryList = (options?: CallOptions) => callContract(api.industryList, {}, options);

export const getCertScopes = (query: ContractQuery<typeof api.listCertScopes> = {}, options?: CallOptions) =>
  callContract(api.listCertScopes, { query }, options);
export const getHangyeConfig = (body: ContractBody<typeof api.hangyeConfig>, options?: CallOptions) =>
  callContract(api.hangyeConfig, { body }, options);
export const findCertScopesByIndustry = (body: ContractBody<typeof api.findCertScopeCodeByHangyeCode>, options?: CallOptions) =>
  callContract(api.findCertScopeCodeByHangyeCode, { body }, options);
export const findNotApplicableClauses = (body: ContractBody<typeof api.findNotApplicableClause>, options?: CallOptions) =>
  callContract(api.findNotApplicableClause, { body }, options);
export const getIso14001Config = (body: ContractBody<typeof api.iso14001Config>, options?: CallOptions) =>
  callContract(api.iso14001Config, { body }, options);

export const getEnvImportance = (options?: CallOptions) => callContract(api.envImportanceList, {}, options);
export const saveEnvImportance = (body: ContractBody<typeof api.envImportanceSave>, options?: CallOptions) =>
  callContract(api.envImportanceSave, { body }, options);

export const getStandardTemplates = (query: ContractQuery<typeof api.standardTemplateConfigList> = {}, options?: CallOptions) =>
  callContract(api.standardTemplateConfigList, { query }, options);
export const getStandardList = (options?: CallOptions) => callContract(api.consultingStandardList, {}, options);
export const getStandardDetail = (query: ContractQuery<typeof api.consultingStandardDetail>, options?: CallOptions) =>
  callContract(api.consultingStandardDetail, { query }, options);

export const getSvipModules = (query: ContractQuery<typeof api.svipModuleList> = {}, options?: CallOptions) =>
  callContract(api.svipModuleList, { query }, options);
export const getSvipComponents = (query: ContractQuery<typeof api.svipComponentList>, options?: CallOptions) =>
  callContract(api.svipComponentList, { query }, options);

export const pullEnterprise = (query: ContractQuery<typeof api.enterprisePull>, options?: CallOptions) =>
  callContract(api.enterprisePull, { query }, options);
