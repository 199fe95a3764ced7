/**
 * The identity module: sessions and the authenticator the guard uses (infrastructure, visible
 * app-wide), the identity calls, and `app.accountDirectory`, through which other modules look
 * accounts up (never through identity's repository or tables). Dependencies come from the app's
 * decorators (config, clock, db, smsSender, passwordHashing), so tests swap fakes through createApp's options.
 */
import type { FastifyInstance } from 'fastify';
import type { LicenceType } from '../../../domain/enums';
import fp from 'fastify-plugin';
import { createDirectoryRepository, type AccountName, type TenantName } from './directoryRepository';
import { repositories } from '../../db/repositories';
import { createIdentityAdminRepository } from './adminRepository';
import { createIdentityAdmin, type IdentityAdmin } from './adminService';
import { createPasswordQueue } from './passwordQueue';
import { createIdentityRepository } from './repository';
import { registerIdentityRoutes } from './routes';
import { createIdentityService } from './service';
import { createSessions } from './sessions';
import { createTenantDirectory, type DirectoryTenant, type TenantListQuery } from './tenantDirectory';
import { createTenantRelations, type TenantRelations } from './tenantRelations';
import { createCustomersDirectory, type CustomersDirectory } from './customersDirectory';
import { createPartnersDirectory, type PartnersDirectory } from './partnersDirectory';
import { createThrottleRepository } from './throttleRepository';
import { createPersonnelAdmin, type PersonnelAdmin } from './personnelAdmin';
import { createVerifyCodes } from './verifyCodes';

export type { AccountName, TenantName } from './directoryRepository';

/**
 * What other modules may ask identity about accounts and tenants. A list of another module that
 * shows account or tenant names pages its own table in SQL and asks here for the names of one
 * page (`accountNames`, `tenantNames`); a keyword search across those names first asks who
 * matches (`matching`) and filters its own rows by those ids (docs/decisions.md).
 */
export interface AccountDirectory {
  /** The account holding this phone, if any. */
  findByPhone(phone: string): Promise<{ accountId: string; showName: string } | undefined>;
  /**
   * The accounts whose display name or phone, and the tenants whose Chinese name, contain `text`
   * (case-insensitive; `%` and `_` are taken literally).
   */
  matching(text: string): Promise<{ accountIds: string[]; tenantCodes: string[] }>;
  /** Display name and phone by account id; an unknown id is absent. */
  accountNames(accountIds: readonly string[]): Promise<Map<string, AccountName>>;
  /** Chinese name and type by tenant code; an unknown code is absent. */
  tenantNames(tenantCodes: readonly string[]): Promise<Map<string, TenantName>>;
  // ---- Tenant reads (products/authorizations; implemented in ./tenantDirectory.ts) ----
  /** Tenants by type, approval state and name or code, one page at a time. */
  listTenants(query: TenantListQuery): Promise<{ list: DirectoryTenant[]; total: number }>;
  /** The tenants with these codes (unknown codes are absent from the map). */
  tenantsByCodes(codes: readonly string[]): Promise<Map<string, DirectoryTenant>>;
}

// ---- dictionaries: the enterprise registry's offline lookup (issue 10 item 7) ----------------
/** A tenant known to the platform, as the enterprise lookup shows it (no accounts, no settings). */
export interface KnownTenant {
  tenantCode: string;
  tenantZhName: string;
  type: string;
}
/** What the dictionaries area may ask identity about tenants (merged into AccountDirectory). */
export interface AccountDirectory {
  /** Customer, channel and certification-body tenants whose Chinese name contains `keyword`, exact matches first, at most `limit`. */
  findTenantsByName(keyword: string, limit: number): Promise<KnownTenant[]>;
}
// ---- end dictionaries ------------------------------------------------------------------------
// ---- equity: the licence an equity application accepts (issue 11 item 5) --------------------
/** What the equity area may ask identity about licences (merged into AccountDirectory). */
export interface AccountDirectory {
  /** The version of the newest licence of this type, or null when none is published. */
  latestLicenceVersion(type: LicenceType): Promise<number | null>;
}
// ---- end equity ------------------------------------------------------------------------------
export type { DirectoryTenant, TenantListQuery } from './tenantDirectory';

declare module 'fastify' {
  interface FastifyInstance {
    accountDirectory: AccountDirectory;
  }
}

// ---- The platform's administration of tenants and accounts (app.identityAdmin) ----------------
export type { AccountWithMemberships, IdentityAdmin, MembershipOfAccount, PageConfigValues, TenantWithCount } from './adminService';

declare module 'fastify' {
  interface FastifyInstance {
    /** Used by the platform console (server/modules/tenantAdmin); identity alone writes its tables. */
    identityAdmin: IdentityAdmin;
  }
}

// ---- Relations between tenants: a channel's customers and sub-channels (app.tenantRelations) ----
export type { TenantRelation, TenantRelations } from './tenantRelations';

declare module 'fastify' {
  interface FastifyInstance {
    /** Used by the customers and partners areas (issue 11); identity alone writes tenant_relations. */
    tenantRelations: TenantRelations;
  }
}

// ---- A channel's customers: customer tenants, their project managers and users (app.customersDirectory) ----
export type { CustomersDirectory, TenantMember } from './customersDirectory';

declare module 'fastify' {
  interface FastifyInstance {
    /** Used by the customers area (issue 11); identity alone writes its tables. */
    customersDirectory: CustomersDirectory;
  }
}

// ---- A tenant's members and join requests, for the personnel area (app.personnelAdmin) ----------
export type { Member, MemberFilter, PersonnelAdmin } from './personnelAdmin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Used by the personnel area (issue 11); identity alone writes accounts and memberships. */
    personnelAdmin: PersonnelAdmin;
  }
}

// ---- Partners: invite codes, applicants and sub-channel relations (app.partnersDirectory) ----
export type { InviteHolder, PartnersDirectory, SubChannelFilter, SubChannelRelation } from './partnersDirectory';

declare module 'fastify' {
  interface FastifyInstance {
    /** Used by the partners area (issue 11): its own queries over identity's tables (./partnersDirectory.ts). */
    partnersDirectory: PartnersDirectory;
  }
}

async function identityModule(app: FastifyInstance) {
  const { config, clock, smsSender, passwordHashing } = app;
  const repo = createIdentityRepository(app.db);
  const throttles = createThrottleRepository(app.db);
  const sessions = createSessions({ repo, clock, config });
  const verifyCodes = createVerifyCodes({ throttles, sms: smsSender, clock, log: app.log });
  const passwordQueue = createPasswordQueue(passwordHashing, {
    concurrency: config.PASSWORD_HASH_CONCURRENCY,
    maxWaiting: config.PASSWORD_HASH_QUEUE,
  });
  const service = createIdentityService({ repo, throttles, sessions, verifyCodes, passwordQueue, clock, config, log: app.log });

  const directory = createDirectoryRepository(app.db);

  app.decorate('authenticator', sessions.authenticator);
  app.decorate('accountDirectory', {
    async findByPhone(phone: string) {
      const account = await repo.findAccountByPhone(phone);
      return account && { accountId: account.accountId, showName: account.showName };
    },
    async matching(text: string) {
      const [accountIds, tenantCodes] = await Promise.all([directory.accountIdsMatching(text), directory.tenantCodesMatching(text)]);
      return { accountIds, tenantCodes };
    },
    accountNames: directory.accountNames,
    tenantNames: directory.tenantNames,
    // dictionaries (enterprise lookup)
    findTenantsByName: (keyword: string, limit: number) => repo.findTenantsByName(keyword, limit),
    // equity (the accountRight licence an application accepts)
    latestLicenceVersion: async (type: LicenceType) => (await repo.latestLicence(type))?.version ?? null,
    ...createTenantDirectory(app.db),
  } satisfies AccountDirectory);
  app.decorate(
    'identityAdmin',
    createIdentityAdmin({
      repos: repositories(app.db, createIdentityAdminRepository),
      clock,
      config,
      passwordHashing,
      verifyCodes,
      log: app.log,
    }),
  );
  app.decorate('tenantRelations', createTenantRelations(app.db));
  app.decorate('customersDirectory', createCustomersDirectory(app.db));
  app.decorate('personnelAdmin', createPersonnelAdmin(app.db, clock));
  app.decorate('partnersDirectory', createPartnersDirectory(app.db));
  registerIdentityRoutes(app, service);
}

/** Wrapped with fastify-plugin so the authenticator and the directory reach every module. */
export default fp(identityModule, { name: 'identity', dependencies: ['db'] });
