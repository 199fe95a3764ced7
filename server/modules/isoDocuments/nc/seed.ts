/**
 * Demo rows of this part (see ../seed.ts): the two nonconformities of domain/isoDocuments/demoNc.ts
 * on 示例科技's ISO/IEC 27001 project, dated relative to the seed's instant. Runs after the
 * variables' demo in the same transaction: each NC's department is the demo department of that
 * name in the project's variables (its fallback code when the variables have none).
 */
import { DEMO_NC_PROJECT, DEMO_NC_TENANT, DEMO_NCS } from '../../../../domain/isoDocuments/demoNc';
import { departmentsOf } from '../../../../domain/isoDocuments/departmentRules';
import { chinaDay } from '../../../../domain/kernel/chinaTime';
import type { DbOrTx } from '../../../db/client';
import { isoNonconformities } from '../../../db/schema';
import type { SeedContext } from '../../../db/seed';
import { createIsoProjectRepository } from '../projectRepository';

const DAY_MS = 86_400_000;

export async function ncDemo(context: SeedContext): Promise<(tx: DbOrTx) => Promise<void>> {
  const day = (offsetDays: number) => chinaDay(new Date(context.now.getTime() + offsetDays * DAY_MS));
  return async (tx) => {
    const key = { tenantCode: DEMO_NC_TENANT, projectCode: DEMO_NC_PROJECT };
    const project = await createIsoProjectRepository(tx).byKey(key);
    const departments = departmentsOf(project?.values ?? {});
    const rows = DEMO_NCS.map((nc) => {
      const { departmentName, fallbackDepartmentCode, foundDaysAgo, dueInDays, ...fields } = nc;
      return {
        ...key,
        ...fields,
        departmentCode: departments.find((department) => department.name === departmentName)?.code ?? fallbackDepartmentCode,
        foundDate: day(-foundDaysAgo),
        dueDate: day(-foundDaysAgo + dueInDays),
        createdBy: 'A-13',
        createdAt: context.now,
        updatedBy: 'A-13',
        updatedAt: context.now,
      };
    });
    await tx.insert(isoNonconformities).values(rows).onConflictDoNothing();
  };
}
