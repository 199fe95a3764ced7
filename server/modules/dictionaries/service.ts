/**
 * The dictionaries service: tree dictionaries and standard configuration answered from memory
 * (domain/dictionaries), the environmental-aspect significance criteria (versioned rows, saved by
 * the platform manager and recorded in the operator audit log), and the enterprise lookup through
 * the configured registry.
 */
import type { DictionaryAnswer, DictionaryQuery, EnvImportanceConfig, EnterprisePullAnswer } from '../../../domain/dictionaries/contracts';
import { ENTERPRISE_NAME_MIN } from '../../../domain/dictionaries/contracts';
import { checkCreditCode } from '../../../domain/kernel/creditCode';
import {
  certScopesForIndustry,
  CERT_SCOPE_META,
  DEFAULT_ENV_IMPORTANCE,
  GOV_PRODUCT_TREE,
  hangyeConfigOf,
  INDUSTRIES,
  INDUSTRY_SECTION_DEPTH,
  iso14001ConfigOf,
  notApplicableClauses,
  queryTree,
  searchCertScopes,
  standardCatalogueDetail,
  standardCatalogues,
  standardTemplates,
  svipComponents,
  svipModules,
  TECH_DOMAIN_TREE,
  type TreeDictionary,
} from '../../../domain/dictionaries';
import { envImportanceRefusal } from '../../../domain/dictionaries/envImportance';
import type { ManagementStandard } from '../../../domain/dictionaries/data/standards';
import type { Standard } from '../../../domain/enums';
import { ErrorCode } from '../../../domain/errors';
import type { Clock } from '../../clock';
import { isUniqueViolation } from '../../db/errors';
import type { Repositories } from '../../db/repositories';
import type { RequestContext } from '../../http/context';
import { BusinessError } from '../../http/errors';
import type { AuditLog } from '../auditLog';
import type { EnterpriseRegistry } from './enterpriseRegistry';
import { RegistryUnavailableError } from './enterpriseRegistry';
import type { DictionariesRepository } from './repository';
import type { EnvImportanceConfigRow } from '../../db/schema';

export interface DictionariesDeps {
  repos: Repositories<DictionariesRepository>;
  clock: Clock;
  auditLog: AuditLog;
  registry: EnterpriseRegistry;
  regions: () => TreeDictionary;
  log: { warn(object: object, message: string): void };
}

const DEFAULT_ENV_CONFIG: EnvImportanceConfig = {
  version: 0,
  criteria: DEFAULT_ENV_IMPORTANCE.criteria.map((criterion) => ({ ...criterion })),
  threshold: DEFAULT_ENV_IMPORTANCE.threshold,
  updatedBy: '',
  updatedAt: null,
};

const toEnvConfig = (row: EnvImportanceConfigRow | undefined): EnvImportanceConfig =>
  row
    ? { version: row.version, criteria: row.criteria, threshold: row.threshold, updatedBy: row.savedByName, updatedAt: row.savedAt.toISOString() }
    : DEFAULT_ENV_CONFIG;

function answerTree(tree: TreeDictionary, query: Partial<DictionaryQuery>): DictionaryAnswer {
  const answer = queryTree(tree, query);
  if (!answer) throw new BusinessError(ErrorCode.DICTIONARY_PARENT_NOT_FOUND, `上级代码“${query.parentCode}”不存在，请从字典中选择`);
  return answer;
}

function industryOr404<T>(value: T | undefined, hangyeCode: string): T {
  if (value === undefined)
    throw new BusinessError(ErrorCode.INDUSTRY_NOT_FOUND, `行业代码“${hangyeCode}”不存在，请从国民经济行业分类（GB/T 4754-2017）中选择`);
  return value;
}

export function createDictionariesService({ repos, clock, auditLog, registry, regions, log }: DictionariesDeps) {
  const envImportance = async () => toEnvConfig(await repos.repo.latestEnvImportance());

  return {
    industries: (query: DictionaryQuery) => answerTree(INDUSTRIES, query),
    techDomains: (query: DictionaryQuery) => answerTree(TECH_DOMAIN_TREE, query),
    regions: (query: DictionaryQuery) => answerTree(regions(), query),
    govProductClasses: (query: DictionaryQuery) => answerTree(GOV_PRODUCT_TREE, query),
    /** The customer's industry: sections with their divisions. */
    industrySections: () => answerTree(INDUSTRIES, { depth: INDUSTRY_SECTION_DEPTH }),

    certScopes: (keyword?: string) => ({ ...CERT_SCOPE_META, list: searchCertScopes(keyword) }),
    certScopesForIndustry: (hangyeCode: string) => industryOr404(certScopesForIndustry(hangyeCode), hangyeCode),
    hangyeConfig: (hangyeCode: string) => industryOr404(hangyeConfigOf(hangyeCode), hangyeCode),
    notApplicable: (standard: ManagementStandard, hangyeCode?: string) => industryOr404(notApplicableClauses(standard, hangyeCode), hangyeCode ?? ''),
    async iso14001Config(hangyeCode: string) {
      const config = industryOr404(iso14001ConfigOf(hangyeCode), hangyeCode);
      return { ...config, importance: await envImportance() };
    },

    envImportance,
    async saveEnvImportance(auth: RequestContext, input: { version: number; criteria: EnvImportanceConfig['criteria']; threshold: number }) {
      const refusal = envImportanceRefusal(input);
      if (refusal) throw new BusinessError(ErrorCode.ENV_IMPORTANCE_INVALID, refusal);
      try {
        return await repos.transaction(async (repo, tx) => {
          const current = toEnvConfig(await repo.latestEnvImportance());
          if (current.version !== input.version) throw new BusinessError(ErrorCode.ENV_IMPORTANCE_STALE);
          const row: EnvImportanceConfigRow = {
            version: current.version + 1,
            criteria: input.criteria,
            threshold: input.threshold,
            savedByAccountId: auth.account.accountId,
            savedByName: auth.account.showName,
            savedAt: clock.now(),
          };
          await repo.insertEnvImportance(row);
          await auditLog.record(
            auth,
            {
              area: 'standardConfig',
              action: '保存环境因素重要性评价标准',
              targetType: 'envImportance',
              targetId: `v${row.version}`,
              targetName: '环境因素重要性评价标准',
              before: { criteria: current.criteria, threshold: current.threshold },
              after: { criteria: row.criteria, threshold: row.threshold },
            },
            { tx },
          );
          return toEnvConfig(row);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new BusinessError(ErrorCode.ENV_IMPORTANCE_STALE);
        throw error;
      }
    },

    standardTemplates: (standard?: Standard) => standardTemplates(standard),
    standardList: () => standardCatalogues(),
    standardDetail(standardCode: 'mlps' | 'iso27001', level?: number) {
      const detail = standardCatalogueDetail(standardCode, level);
      if (!detail) throw new BusinessError(ErrorCode.STANDARD_NOT_FOUND);
      return detail;
    },
    svipModules: (standard?: Standard) => svipModules(standard),
    svipComponents(moduleCode: string) {
      const components = svipComponents(moduleCode);
      if (!components) throw new BusinessError(ErrorCode.SVIP_MODULE_NOT_FOUND, `页面模块“${moduleCode}”不存在`);
      return components;
    },

    async enterprisePull(query: { name?: string; creditCode?: string }): Promise<EnterprisePullAnswer> {
      const name = query.name && query.name.length >= ENTERPRISE_NAME_MIN ? query.name : undefined;
      if (!name && !query.creditCode) throw new BusinessError(ErrorCode.ENTERPRISE_QUERY_EMPTY);
      let creditCodeCheck: EnterprisePullAnswer['creditCodeCheck'] = null;
      if (query.creditCode) {
        const check = checkCreditCode(query.creditCode);
        if (!check.valid) throw new BusinessError(ErrorCode.CREDIT_CODE_INVALID, check.message);
        creditCodeCheck = { code: check.code, valid: true, message: '' };
      }
      try {
        const list = await registry.lookup({ name, creditCode: creditCodeCheck?.code });
        return { provider: registry.name, creditCodeCheck, list };
      } catch (error) {
        if (!(error instanceof RegistryUnavailableError)) throw error;
        log.warn({ err: error, provider: registry.name }, 'enterprise registry unavailable');
        throw new BusinessError(ErrorCode.ENTERPRISE_REGISTRY_UNAVAILABLE);
      }
    },
  };
}

export type DictionariesService = ReturnType<typeof createDictionariesService>;
