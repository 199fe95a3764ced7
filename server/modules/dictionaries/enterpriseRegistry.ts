/**
 * The enterprise registry behind GET /api/common/enterprise/pull: an adapter interface and its two
 * providers, chosen by ENTERPRISE_REGISTRY (server/config.ts):
 *
 * - `offline` (default): the tenants the platform already knows, found by name through identity's
 *   directory (app.accountDirectory.findTenantsByName); no network call. Tenants carry no credit
 *   code, so a code-only query finds nothing here (the code is still checked by the service).
 * - `http`: a JSON gateway to a commercial registry (GET ENTERPRISE_REGISTRY_URL?name=…&creditCode=…,
 *   `Authorization: Bearer ENTERPRISE_REGISTRY_TOKEN`), answering `{ "list": [{ name, creditCode,
 *   legalPerson?, address? }] }`; the platform's own tenants are still listed first.
 */
import { z } from 'zod';
import type { Enterprise } from '../../../domain/dictionaries/contracts';
import type { AccountDirectory } from '../identity';

export interface EnterpriseQuery {
  name?: string;
  /** Already checked and normalised. */
  creditCode?: string;
}

export interface EnterpriseRegistry {
  /** The provider's name, shown in answers ('offline', 'http'). */
  readonly name: string;
  lookup(query: EnterpriseQuery): Promise<Enterprise[]>;
}

/** The registry could not answer (network, timeout, bad answer). */
export class RegistryUnavailableError extends Error {}

export const ENTERPRISE_LOOKUP_LIMIT = 10;

/** The platform's own tenants, by name. */
export function createPlatformTenantLookup(directory: Pick<AccountDirectory, 'findTenantsByName'>) {
  return async (query: EnterpriseQuery): Promise<Enterprise[]> => {
    if (!query.name) return [];
    const tenants = await directory.findTenantsByName(query.name, ENTERPRISE_LOOKUP_LIMIT);
    return tenants.map((tenant) => ({
      name: tenant.tenantZhName,
      creditCode: '',
      source: 'platform',
      tenantCode: tenant.tenantCode,
      legalPerson: '',
      address: '',
    }));
  };
}

export function createOfflineRegistry(directory: Pick<AccountDirectory, 'findTenantsByName'>): EnterpriseRegistry {
  const platform = createPlatformTenantLookup(directory);
  return { name: 'offline', lookup: platform };
}

const GatewayAnswer = z.object({
  list: z
    .array(
      z.object({
        name: z.string().min(1),
        creditCode: z.string().default(''),
        legalPerson: z.string().default(''),
        address: z.string().default(''),
      }),
    )
    .max(100),
});

export interface HttpRegistryOptions {
  url: string;
  token?: string;
  timeoutMs: number;
  /** Injected in tests; global fetch otherwise. */
  fetch?: typeof fetch;
}

export function createHttpRegistry(directory: Pick<AccountDirectory, 'findTenantsByName'>, options: HttpRegistryOptions): EnterpriseRegistry {
  const platform = createPlatformTenantLookup(directory);
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'http',
    async lookup(query) {
      const url = new URL(options.url);
      if (query.name) url.searchParams.set('name', query.name);
      if (query.creditCode) url.searchParams.set('creditCode', query.creditCode);
      let body: unknown;
      try {
        const response = await doFetch(url, {
          headers: { accept: 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (!response.ok) throw new RegistryUnavailableError(`registry answered HTTP ${response.status}`);
        body = await response.json();
      } catch (error) {
        if (error instanceof RegistryUnavailableError) throw error;
        throw new RegistryUnavailableError(`registry unreachable: ${(error as Error).message}`);
      }
      const parsed = GatewayAnswer.safeParse(body);
      if (!parsed.success) throw new RegistryUnavailableError('registry answer does not match { list: [{ name, creditCode }] }');
      const known = await platform(query);
      const fromRegistry = parsed.data.list.map((row) => ({ ...row, source: 'http', tenantCode: '' }));
      return [...known, ...fromRegistry].slice(0, ENTERPRISE_LOOKUP_LIMIT * 2);
    },
  };
}
