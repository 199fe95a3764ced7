/**
 * Service products (/productDevelopment): the platform manager's product calls, and `app.products`,
 * through which later modules (projects, the channel marketplace) read published versions:
 *
 *   await app.products.publishedVersion('PD-RA-20984')   // { productCode, version, definition }
 *   await app.products.version(code, 3)                  // a version a project pinned
 *
 * Documents are stored through app.fileService; every change is recorded through app.auditLog.
 * In demo mode the seeded products' documents are written at start (./demoDocuments.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { repositories } from '../../db/repositories';
import { fillDemoDocuments } from './demoDocuments';
import { createProductRepository } from './repository';
import { registerProductRoutes } from './routes';
import { createProductService, type Products } from './service';

export type { Products, PublishedProduct } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    products: Products;
  }
}

async function productsModule(app: FastifyInstance) {
  const repos = repositories(app.db, createProductRepository);
  const service = createProductService({
    repos,
    auditLog: app.auditLog,
    fileService: app.fileService,
    clock: app.clock,
  });
  // The demo products' working instruction and inspection standard, written once (./demoDocuments.ts).
  if (app.config.DEMO && app.config.DEMO_DOCUMENTS) await fillDemoDocuments({ repos, fileService: app.fileService, clock: app.clock });
  app.decorate('products', service.products);
  registerProductRoutes(app, service);
}

/** Wrapped with fastify-plugin so `app.products` reaches the modules registered after it. */
export default fp(productsModule, { name: 'products', dependencies: ['db', 'files', 'auditLog'] });
