/**
 * app.projectRegistry: what the project kinds' modules (domain/projects/kinds.ts) may ask about a
 * project — its facts and whether the caller may see it, as the customer's member or as
 * the delivering side — without reading the projects tables themselves.
 */
import { ErrorCode } from '../../../domain/errors';
import { deliveryRelation, type DeliveryRelation } from '../../../domain/projects/delivery';
import type { ProjectLevel, ProjectState } from '../../../domain/enums';
import type { ProjectKindCode } from '../../../domain/projectKinds';
import type { RequestContext } from '../../http/context';
import { BusinessError } from '../../http/errors';
import { and, eq, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isAnyOf } from '../../db/query';
import { projectUrges } from '../../db/schema';
import type { ChannelProjectRepository, ProjectWithGroup } from './channel/repository';
import { recordProjectEvent } from './events';

/** A project as other modules see it. */
export interface ProjectFacts {
  projectCode: string;
  groupCode: string;
  /** The channel that bought it (owner of the project's rows). */
  tenantCode: string;
  customerTenantCode: string;
  deliveryTenantCode: string;
  name: string;
  level: ProjectLevel | null;
  state: ProjectState;
  consultantAccountId: string | null;
  customerOwnerAccountId: string | null;
  productCode: string;
  productVersion: number;
  productName: string;
  standard: string;
  /** The company information the customer submitted (SVIP form), if any. */
  svipData: Record<string, unknown> | null;
  /** The group is withdrawn (nothing may change any more). */
  withdrawn: boolean;
}

export interface ProjectRegistry {
  /** A project of the caller's customer tenant (not withdrawn); CONSUMER_PROJECT_NOT_FOUND otherwise. */
  forCustomer(auth: RequestContext, projectCode: string): Promise<ProjectFacts>;
  /** A project the caller delivers, manages or bought; PROJECT_NOT_FOUND otherwise. */
  forDelivery(auth: RequestContext, projectCode: string): Promise<ProjectFacts & { relation: Exclude<DeliveryRelation, 'none'> }>;
  /** Any project by code, for the server's own work (jobs, seeds); undefined when unknown. */
  byCode(projectCode: string): Promise<ProjectFacts | undefined>;
  /** Several projects by code in one query, for lists (unknown codes are not in the map). */
  byCodes(projectCodes: readonly string[]): Promise<Map<string, ProjectFacts>>;
  /**
   * Adds a milestone of a project kind (domain/projects/kinds.ts) to the project's timeline (the
   * group detail and the customer's project show it). Called after the caller's own transaction
   * committed: on PGlite a write outside a running transaction would wait for it.
   */
  recordKindEvent(kind: ProjectKindCode, projectCode: string, actorAccountId: string | null, summary: string, at: Date): Promise<void>;
  /** The newest urge of each of `accountIds` about the project (asset owners' progress, issue 14). */
  lastUrges(projectCode: string, accountIds: readonly string[]): Promise<Map<string, Date>>;
}

function factsOf({ project, group }: ProjectWithGroup): ProjectFacts {
  return {
    projectCode: project.projectCode,
    groupCode: project.groupCode,
    tenantCode: project.tenantCode,
    customerTenantCode: project.customerTenantCode,
    deliveryTenantCode: project.deliveryTenantCode,
    name: project.name,
    level: project.level,
    state: project.state,
    consultantAccountId: project.consultantAccountId,
    customerOwnerAccountId: project.customerOwnerAccountId,
    productCode: group.productCode,
    productVersion: group.productVersion,
    productName: group.productName,
    standard: group.standard,
    svipData: project.svipData ?? null,
    withdrawn: group.status !== 'active',
  };
}

export function createProjectRegistry(repo: () => ChannelProjectRepository, db: DbOrTx): ProjectRegistry {
  async function load(projectCode: string): Promise<ProjectFacts | undefined> {
    const row = await repo().projectByCode(projectCode);
    return row ? factsOf(row) : undefined;
  }
  return {
    byCode: load,
    async byCodes(projectCodes) {
      const rows = await repo().projectsByCodes([...new Set(projectCodes)]);
      return new Map(rows.map((row) => [row.project.projectCode, factsOf(row)]));
    },
    async lastUrges(projectCode, accountIds) {
      if (accountIds.length === 0) return new Map();
      const rows = await db
        .select({ accountId: projectUrges.targetAccountId, at: max(projectUrges.at) })
        .from(projectUrges)
        .where(and(eq(projectUrges.projectCode, projectCode), isAnyOf(projectUrges.targetAccountId, accountIds)))
        .groupBy(projectUrges.targetAccountId);
      return new Map(rows.filter((r) => r.at).map((r) => [r.accountId, r.at as Date]));
    },
    async recordKindEvent(type, projectCode, actorAccountId, summary, at) {
      const facts = await load(projectCode);
      if (!facts) return;
      await recordProjectEvent(db, facts, { type, actorAccountId, summary, at });
    },
    async forCustomer(auth, projectCode) {
      const facts = await load(projectCode);
      if (!facts || facts.withdrawn || auth.tenant?.type !== 'customer' || facts.customerTenantCode !== auth.tenant.tenantCode)
        throw new BusinessError(ErrorCode.CONSUMER_PROJECT_NOT_FOUND);
      return facts;
    },
    async forDelivery(auth, projectCode) {
      const facts = await load(projectCode);
      const relation = facts
        ? deliveryRelation(facts, { accountId: auth.account.accountId, tenantCode: auth.tenant?.tenantCode ?? '', subject: auth.userInfo })
        : 'none';
      if (!facts || relation === 'none') throw new BusinessError(ErrorCode.PROJECT_NOT_FOUND);
      return { ...facts, relation };
    },
  };
}
