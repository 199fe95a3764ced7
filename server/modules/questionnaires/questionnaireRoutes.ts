/** The questionnaire part's calls (see index.ts). */
import type { FastifyInstance } from 'fastify';

export function registerQuestionnaireRoutes(_app: FastifyInstance): void {}
