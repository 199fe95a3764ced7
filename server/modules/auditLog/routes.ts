/** The audit log calls: one registerContract per contract of domain/auditLog/contracts.ts. */
import type { FastifyInstance } from 'fastify';
import { auditLogContracts as c } from '../../../domain/auditLog/contracts';
import { registerContract } from '../../http/registerContract';
import type { AuditLogService } from './service';

export function registerAuditLogRoutes(app: FastifyInstance, service: AuditLogService): void {
  registerContract(app, c.auditLogList, async ({ query }) => service.list(query));
}
