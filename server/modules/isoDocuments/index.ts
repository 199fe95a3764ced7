/**
 * ISO documentation projects (issue 31, 体系文件): on an ISO 认证咨询 project the consultant and the
 * customer's PM fill the organisation variables, departments and responsibility matrix
 * (variables/), the timeline follows the manual's release date; the consultant generates the
 * document set from the product's template set as a background task, reviews, replaces and
 * submits it, and the customer downloads what was delivered (documents/); certification
 * application forms; the internal audit's nonconformities and their report (nc/). It owns the
 * iso_* tables; projects come from app.projectRegistry, template sets from the product version
 * (app.products), files from app.fileService, jobs from app.taskKinds.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { repositories } from '../../db/repositories';
import { createIsoCore } from './core';
import { registerDocumentRoutes } from './documents/routes';
import { registerNcRoutes } from './nc/routes';
import { createIsoProjectRepository } from './projectRepository';
import { registerVariableRoutes } from './variables/routes';

async function isoDocumentsModule(app: FastifyInstance) {
  const core = createIsoCore({
    repos: repositories(app.db, createIsoProjectRepository),
    projectRegistry: app.projectRegistry,
    products: app.products,
    clock: app.clock,
  });
  registerVariableRoutes(app, core);
  registerDocumentRoutes(app, core);
  registerNcRoutes(app, core);
}

export default fp(isoDocumentsModule, { name: 'isoDocuments', dependencies: ['db', 'identity', 'files', 'tasks', 'products', 'projects'] });
