/**
 * app.projectRegistry: what the project kinds' modules (domain/projects/kinds.ts) may ask about a
 * project — its facts and whether the caller may see it, as the customer's member or as
 * the delivering side — without reading the projects tables themselves.
 */
import { ErrorCode } from '../../../domain/errors';
import { PROJECT_KINDS } from '../../../domain/projectKinds';
import { projectAfterStage, workMoveSummary } from '../../../domain/projects/progress';
import { deliveryRelation } from '../../../domain/projects/delivery';
import { BusinessError } from '../../http/errors';
import { and, eq, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Repositories } from '../../db/repositories';
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

export function createProjectRegistry(repos: Repositories<ChannelProjectRepository>, db: DbOrTx): ProjectRegistry {
  const repo = () => repos.repo;
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
    async recordKindEvent(type, projectCode, actorAccountId, summary, at, options = {}) {
      const kind = PROJECT_KINDS.find((candidate) => candidate.code === type);
      const stage = options.stage as string | undefined;
      async function record(r: ChannelProjectRepository, tx: DbOrTx) {
        // Locked when the stage may move it: an explicit move (channel/move.ts) waits for this one.
        const row = await r.projectByCode(projectCode, stage !== undefined);
        if (!row) return;
        const facts = factsOf(row);
        await recordProjectEvent(tx, facts, { type, actorAccountId, summary, at, ...(stage ? { detail: { stage } } : {}) });
        const moved = kind && !facts.withdrawn ? projectAfterStage(row.project, kind, stage) : null;
        if (!moved) return;
        await r.updateProject(facts.tenantCode, projectCode, {
          state: moved.state,
          progress: moved.progress,
          updatedAt: at,
          ...(moved.action === 'workComplete' ? { finishedAt: at } : {}),
        });
        if (moved.action)
          await recordProjectEvent(tx, facts, {
            type: 'stateChange',
            actorAccountId,
            summary: workMoveSummary(facts.name, moved),
            detail: { action: moved.action, from: row.project.state, to: moved.state, stage, progress: moved.progress },
            at,
          });
      }
      if (options.tx) await record(repos.within(options.tx), options.tx);
      else await repos.transaction(record);
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
