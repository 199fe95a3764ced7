/**
 * The operator audit log (issue 10 "Rules"): decorates `app.auditLog`, through which the platform
 * console's modules record every change to products, authorizations, approvals, tenants and
 * accounts, inside their own transaction:
 *
 *   await repos.transaction(async (repo, tx) => {
 *     …the change…
 *     await app.auditLog.record(auth, { area: 'products', action: '发布产品', targetType: 'product',
 *       targetId: code, targetName: name, before, after }, { tx });
 *   });
 *
 * Entries are append-only: the database refuses UPDATE, DELETE and TRUNCATE (migration 0006), and
 * no call changes them. Secrets never reach the log (domain/auditLog/rules.ts auditSnapshot).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { repositories } from '../../db/repositories';
import { createAuditLogRepository } from './repository';
import { registerAuditLogRoutes } from './routes';
import { type AuditLog, createAuditLogService } from './service';

export type { AuditActor, AuditLog } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    auditLog: AuditLog;
  }
}

async function auditLogModule(app: FastifyInstance) {
  const service = createAuditLogService({ repos: repositories(app.db, createAuditLogRepository), clock: app.clock });
  app.decorate('auditLog', { record: service.record } satisfies AuditLog);
  registerAuditLogRoutes(app, service);
}

/** Wrapped with fastify-plugin so `app.auditLog` reaches every module registered after it. */
export default fp(auditLogModule, { name: 'auditLog', dependencies: ['db', 'identity'] });
