/** The audit log calls: one registerContract per contract of domain/api/auditLog.ts. */
import type { FastifyInstance } from 'fastify';
import { auditLogContracts as c } from '../../../domain/api/auditLog';
import { registerContract } from '../../http/registerContract';
import type { AuditLogService } from './service';

export function registerAuditLogRoutes(app: FastifyInstance, service: AuditLogService): void {
  registerContract(app, c.auditLogList, async ({ query }) => service.list(query));
}
