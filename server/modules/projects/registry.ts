/**
 * app.projectRegistry: what the project kinds' modules (domain/projects/kinds.ts) may ask about a
 * project — its facts and whether the caller may see it, as the customer's member or as
 * the delivering side — without reading the projects tables themselves.
 */
import { ErrorCode } from '../../../domain/errors';
import { deliveryRelation } from '../../../domain/projects/delivery';
import { BusinessError } from '../../http/errors';
import { and, eq, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isAnyOf } from '../../db/query';
import { projectUrges } from '../../db/schema';
import type { ChannelProjectRepository, ProjectWithGroup } from './channel/repository';
import type { ProjectFacts, ProjectRegistry } from './facts';
import { recordProjectEvent } from './events';

export type { ProjectFacts, ProjectRegistry } from './facts';

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
    async customerProjectsOfKinds(customerTenantCode, serviceKinds) {
      return (await repo().customerProjectsOfKinds(customerTenantCode, serviceKinds)).map(factsOf);
    },
    heldProjectCodes: (deliveryTenantCode, accountId, serviceKinds) => repo().heldProjectCodes(deliveryTenantCode, accountId, serviceKinds),
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
