/** The dictionaries calls: one registerContract per contract of domain/dictionaries/contracts.ts. */
import type { FastifyInstance } from 'fastify';
import { dictionaryContracts as c } from '../../../domain/dictionaries/contracts';
import { registerContract } from '../../http/registerContract';
import type { DictionariesService } from './service';

export function registerDictionariesRoutes(app: FastifyInstance, service: DictionariesService): void {
  registerContract(app, c.guominhangyeList, async ({ query }) => service.industries(query));
  registerContract(app, c.tecDomainList, async ({ query }) => service.techDomains(query));
  registerContract(app, c.provinceList, async ({ query }) => service.regions(query));
  registerContract(app, c.govProductClsList, async ({ query }) => service.govProductClasses(query));
  registerContract(app, c.industryList, async () => service.industrySections());
  registerContract(app, c.listCertScopes, async ({ query }) => service.certScopes(query.keyword));
  registerContract(app, c.hangyeConfig, async ({ body }) => service.hangyeConfig(body.hangyeCode));
  registerContract(app, c.findCertScopeCodeByHangyeCode, async ({ body }) => service.certScopesForIndustry(body.hangyeCode));
  registerContract(app, c.findNotApplicableClause, async ({ body }) => service.notApplicable(body.standard, body.hangyeCode));
  registerContract(app, c.envImportanceList, async () => service.envImportance());
  registerContract(app, c.envImportanceSave, async ({ body, requireAuth }) => service.saveEnvImportance(requireAuth(), body));
  registerContract(app, c.iso14001Config, async ({ body }) => service.iso14001Config(body.hangyeCode));
  registerContract(app, c.standardTemplateConfigList, async ({ query }) => service.standardTemplates(query.standard));
  registerContract(app, c.consultingStandardList, async () => service.standardList());
  registerContract(app, c.consultingStandardDetail, async ({ query }) => service.standardDetail(query.standardCode, query.level));
  registerContract(app, c.svipModuleList, async ({ query }) => service.svipModules(query.standard));
  registerContract(app, c.svipComponentList, async ({ query }) => service.svipComponents(query.moduleCode));
  registerContract(app, c.enterprisePull, async ({ query }) => service.enterprisePull(query));
}
