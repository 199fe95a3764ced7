/**
 * Demo rows of this part (see ../seed.ts; data: domain/isoDocuments/demo.ts): the iso_projects row
 * of 示例科技's ISO/IEC 27001 project PJ20260815CE0006 with every group filled, seven departments
 * and the matrix, finalised once (定稿 v1) by 林志远, and its history — a first draft by 林志远, the
 * customer PM's own edits of the basic information, the structure and the final save — dated
 * days before the seed's instant. Runs first: the NC demo finds its departments here.
 */
import { DEMO_ISO_CUSTOMER, DEMO_ISO_HISTORY, DEMO_ISO_PROJECT, DEMO_ISO_TENANT, DEMO_ISO_VARIABLES } from '../../../../domain/isoDocuments/demo';
import { diffVariables } from '../../../../domain/isoDocuments/variableChanges';
import type { IsoVariableValues } from '../../../../domain/isoDocuments/variables';
import type { DbOrTx } from '../../../db/client';
import { isoProjects, isoVariableHistory } from '../../../db/schema';
import type { SeedContext } from '../../../db/seed';

const DAY_MS = 86_400_000;

export async function variablesDemo(context: SeedContext): Promise<(tx: DbOrTx) => Promise<void>> {
  const at = (daysAgo: number) => new Date(context.now.getTime() - daysAgo * DAY_MS);
  return async (tx) => {
    const key = { tenantCode: DEMO_ISO_TENANT, projectCode: DEMO_ISO_PROJECT };
    let values: IsoVariableValues = {};
    const history: (typeof isoVariableHistory.$inferInsert)[] = [];
    DEMO_ISO_HISTORY.forEach((entry, index) => {
      const before: IsoVariableValues = { ...values, ...entry.before };
      const after: IsoVariableValues = { ...before };
      for (const field of entry.keys) after[field] = DEMO_ISO_VARIABLES[field]!;
      history.push({
        ...key,
        valuesVersion: index + 1,
        action: entry.action,
        groupKey: entry.groupKey,
        changes: diffVariables(before, after),
        accountId: entry.accountId,
        accountName: entry.accountName,
        side: entry.side,
        at: at(entry.daysAgo),
      });
      values = after;
    });
    const final = DEMO_ISO_HISTORY.at(-1)!;
    await tx
      .insert(isoProjects)
      .values({
        ...key,
        customerTenantCode: DEMO_ISO_CUSTOMER,
        systems: ['ISMS'],
        values,
        valuesVersion: history.length,
        variableState: 'final',
        finalVersion: 1,
        finalValues: values,
        finalizedAt: at(final.daysAgo),
        finalizedBy: final.accountName,
        updatedAt: at(final.daysAgo),
        updatedBy: final.accountId,
        updatedByName: final.accountName,
      })
      .onConflictDoNothing();
    await tx.insert(isoVariableHistory).values(history);
  };
}
