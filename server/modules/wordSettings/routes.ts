/** The Word settings calls: one registerContract per contract of domain/wordSettings/contracts.ts. */
import type { FastifyInstance } from 'fastify';
import { wordSettingsContracts as c } from '../../../domain/wordSettings/contracts';
import { registerContract } from '../../http/registerContract';
import type { WordSettingsService } from './service';

export function registerWordSettingsRoutes(app: FastifyInstance, service: WordSettingsService): void {
  registerContract(app, c.wordConfig, async ({ requireAuth }) => service.config(requireAuth()));

  registerContract(app, c.wordUserSave, async ({ body, requireAuth }) => service.save(requireAuth(), body));

  registerContract(app, c.wordUserReset, async ({ requireAuth }) => service.reset(requireAuth()));
}
