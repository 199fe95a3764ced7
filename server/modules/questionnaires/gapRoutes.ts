/** The gap-analysis part's calls and the scoring job (see index.ts). */
import type { FastifyInstance } from 'fastify';

export function registerGapRoutes(_app: FastifyInstance): void {}
