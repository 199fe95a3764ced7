/**
 * Demo rows of the assessors area: the registers of 示例认证中心 and 华安认证有限公司
 * (domain/assessors/demo.ts). The tenants and the auditor account linked to one of them are
 * identity's demo rows.
 */
import { DEMO_ASSESSORS } from '../../../domain/demo';
import { assessorRegistrations, assessors } from '../../db/schema';
import type { SeedPart } from '../../db/seed';

export const assessorsSeed: SeedPart = {
  area: 'assessors',
  async demo({ now }) {
    return async (tx) => {
      await tx
        .insert(assessors)
        .values(
          DEMO_ASSESSORS.map(({ bodyTenantCode, registrations: _registrations, ...assessor }) => ({
            ...assessor,
            tenantCode: bodyTenantCode,
            createdBy: 'system',
            createdAt: now,
            updatedBy: 'system',
            updatedAt: now,
          })),
        )
        .onConflictDoNothing();
      await tx
        .insert(assessorRegistrations)
        .values(
          DEMO_ASSESSORS.flatMap(({ bodyTenantCode, assessorCode, registrations }) =>
            registrations.map((registration) => ({ ...registration, tenantCode: bodyTenantCode, assessorCode })),
          ),
        )
        .onConflictDoNothing();
    };
  },
};
