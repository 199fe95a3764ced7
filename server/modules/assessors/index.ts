/**
 * The assessors module (issue 29 item 1, 审核员管理 /authenticationPersonManage): a certification
 * body's assessor register — list, detail, save, delete, Excel template, import and export. It
 * owns the assessors and assessor_registrations tables; accounts, members and tenant names come
 * from identity (app.accountDirectory, app.personnelAdmin), region names from app.dictionaryNames.
 * It decorates `app.assessors` (./facts.ts), through which the certification and schedule modules
 * read a body's register.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { repositories } from '../../db/repositories';
import { createAssessorsExcel } from './excel';
import type { AssessorDirectory } from './facts';
import { createAssessorsRepository } from './repository';
import { registerAssessorsRoutes } from './routes';
import { createAssessorsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** A certification body's assessors (used by the certification and schedule modules). */
    assessors: AssessorDirectory;
  }
}

async function assessorsModule(app: FastifyInstance) {
  const repos = repositories(app.db, createAssessorsRepository);
  const service = createAssessorsService({
    repos,
    accountDirectory: app.accountDirectory,
    personnelAdmin: app.personnelAdmin,
    dictionaryNames: app.dictionaryNames,
    clock: app.clock,
  });
  app.decorate('assessors', service.directory);
  registerAssessorsRoutes(app, service, createAssessorsExcel({ repos, service }));
}

/** Wrapped with fastify-plugin so `assessors` reaches the modules registered after it. */
export default fp(assessorsModule, { name: 'assessors', dependencies: ['db', 'identity'] });

/** What other modules use: the decorated service's types (app.assessors). */
export type { AssessorDirectory, AssessorFacts } from './facts';
