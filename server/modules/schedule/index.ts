/**
 * The schedule module (issue 29 item 3, 智能排期 /schedule): the board, the engine's proposal
 * (domain/engines/schedule), accepting it, hand edits checked against every hard constraint,
 * publishing, an auditor's own assignments. No tables: dates and teams are stored by the
 * certification area (app.certAudits), the assessors read from app.assessors.
 */
import type { FastifyInstance } from 'fastify';
import { registerScheduleRoutes } from './routes';
import { createScheduleService } from './service';

export default async function scheduleModule(app: FastifyInstance) {
  const service = createScheduleService({
    certAudits: () => app.certAudits,
    assessors: () => app.assessors,
    accountDirectory: app.accountDirectory,
    dictionaryNames: app.dictionaryNames,
    clock: app.clock,
  });
  registerScheduleRoutes(app, service);
}
