/**
 * The dictionaries area (issue 10 items 6–7): national dictionaries (GB/T 4754-2017 industries,
 * high-tech domains, GB/T 2260 regions, government product classes), standard configuration
 * (IAF certification scopes, industry and ISO 14001 configuration, not-applicable clauses, the
 * environmental-aspect significance criteria, standard templates and catalogues, the SVIP page's
 * meta configuration) and the enterprise registry. Static data is served from memory; only the
 * significance criteria are saved. Uses app.accountDirectory (tenants by name) and app.auditLog.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { INDUSTRIES, pathOf } from '../../../domain/dictionaries';
import { repositories } from '../../db/repositories';
import { createHttpRegistry, createOfflineRegistry, type EnterpriseRegistry } from './enterpriseRegistry';
import { regionTree } from './regions';
import { createDictionariesRepository } from './repository';
import { registerDictionariesRoutes } from './routes';
import { createDictionariesService } from './service';

export type { EnterpriseRegistry } from './enterpriseRegistry';

/** Names of dictionary codes other modules store (customers: a customer's industry and region). */
export interface DictionaryNames {
  /** Names along a GB/T 4754-2017 code's path, section first; undefined for an unknown code. */
  industryPath(code: string): string[] | undefined;
  /** Names along a GB/T 2260 code's path, province first; undefined for an unknown code. */
  regionPath(code: string): string[] | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    dictionaryNames: DictionaryNames;
  }
}

const namesOf = (rows: { name: string }[]) => (rows.length ? rows.map((row) => row.name) : undefined);

async function dictionariesModule(app: FastifyInstance) {
  const { config } = app;
  const registry: EnterpriseRegistry =
    config.ENTERPRISE_REGISTRY === 'http' && config.ENTERPRISE_REGISTRY_URL
      ? createHttpRegistry(app.accountDirectory, {
          url: config.ENTERPRISE_REGISTRY_URL,
          token: config.ENTERPRISE_REGISTRY_TOKEN,
          timeoutMs: config.ENTERPRISE_REGISTRY_TIMEOUT_MS,
        })
      : createOfflineRegistry(app.accountDirectory);
  const service = createDictionariesService({
    repos: repositories(app.db, createDictionariesRepository),
    clock: app.clock,
    auditLog: app.auditLog,
    registry,
    regions: regionTree,
    log: app.log,
  });
  registerDictionariesRoutes(app, service);
  app.decorate('dictionaryNames', {
    industryPath: (code: string) => namesOf(pathOf(INDUSTRIES, code)),
    regionPath: (code: string) => namesOf(pathOf(regionTree(), code)),
  } satisfies DictionaryNames);
}

/** Wrapped with fastify-plugin so `app.dictionaryNames` reaches the modules registered after it. */
export default fp(dictionariesModule, { name: 'dictionaries', dependencies: ['db', 'identity', 'auditLog'] });
