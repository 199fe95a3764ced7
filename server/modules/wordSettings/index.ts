/**
 * The Word settings module: each user's layout of the Word documents the product generates
 * (fonts, sizes, line spacing, header, footer, page numbers, logo, paper, margins), in
 * word_settings (server/db/schema/wordSettings.ts). It decorates `wordLayouts`: the report modules
 * (gap analysis, risk assessment, the ISO documents) ask it for the layout of the user a document
 * is made for and pass it to server/reports/docx.ts renderDocx. The logo is checked and read
 * through app.fileService.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createWordSettingsRepository } from './repository';
import { registerWordSettingsRoutes } from './routes';
import { createWordSettingsService, type WordSettingsService } from './service';

/** What the report modules use: the layout of a document made for a user. */
export type WordLayouts = Pick<WordSettingsService, 'layoutFor'>;

declare module 'fastify' {
  interface FastifyInstance {
    wordLayouts: WordLayouts;
  }
}

async function wordSettingsModule(app: FastifyInstance) {
  const service = createWordSettingsService({
    repo: createWordSettingsRepository(app.db),
    clock: app.clock,
    log: app.log,
    fileService: app.fileService,
  });
  app.decorate('wordLayouts', { layoutFor: service.layoutFor });
  registerWordSettingsRoutes(app, service);
}

/** Wrapped with fastify-plugin so `wordLayouts` reaches the report modules registered after it. */
export default fp(wordSettingsModule, { name: 'wordSettings', dependencies: ['db', 'files'] });
