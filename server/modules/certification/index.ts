/**
 * The certification module (issue 29 items 2–3, 认证项目管理 /authenticationProjectManage): a
 * certification body's projects — registration or a channel's application, acceptance, the
 * application data, the contract review with the audit time, the 3-year programme of audits — and
 * the audit execution part (./audits/, helper B2): plans, findings, corrective actions, technical
 * review, decision, certificates. It owns the cert_* tables. It decorates app.certProjects and
 * app.certAudits (./facts.ts): the schedule module plans audits through them, the certMaterials
 * module finds a customer's or a body's project. Uses app.assessors (teams, the caller's own
 * assessor record), app.accountDirectory (tenant names) and app.projectRegistry (timeline events).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Repositories, repositories } from '../../db/repositories';
import { registerAuditRoutes } from './audits/routes';
import { type CertificationDirectory, createCertificationDirectory } from './directory';
import type { CertAuditService, CertProjectService } from './facts';
import { type CertificationRepository, createCertificationRepository } from './repository';
import { registerCertificationRoutes } from './routes';
import { createCertificationService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Certification projects of a body or of a customer's marketplace project (certMaterials). */
    certProjects: CertProjectService;
    /** A body's audits for scheduling: read, save, clear, publish (schedule). */
    certAudits: CertAuditService;
  }
}

/** What the module's parts (./routes.ts, ./audits/routes.ts) receive. */
export interface CertificationModuleDeps {
  repos: Repositories<CertificationRepository>;
  directory: CertificationDirectory;
}

async function certificationModule(app: FastifyInstance) {
  const repos = repositories(app.db, createCertificationRepository);
  const directory = createCertificationDirectory({
    repos,
    assessors: app.assessors,
    accountDirectory: app.accountDirectory,
    projectRegistry: app.projectRegistry,
    clock: app.clock,
  });
  app.decorate('certProjects', directory.certProjects);
  app.decorate('certAudits', directory.certAudits);
  const deps: CertificationModuleDeps = { repos, directory };
  const service = createCertificationService({
    repos,
    directory,
    accountDirectory: app.accountDirectory,
    dictionaryNames: app.dictionaryNames,
    projectRegistry: app.projectRegistry,
    products: app.products,
    clock: app.clock,
  });
  registerCertificationRoutes(app, service);
  registerAuditRoutes(app, deps);
}

/** Wrapped with fastify-plugin so app.certProjects and app.certAudits reach the modules registered after it. */
export default fp(certificationModule, {
  name: 'certification',
  dependencies: ['db', 'identity', 'dictionaries', 'products', 'projects', 'assessors'],
});

/** What other modules use: the decorated services' types. */
export type { AuditFacts, CertAuditService, CertProjectFacts, CertProjectService, ScheduleItem, TeamMember } from './facts';
