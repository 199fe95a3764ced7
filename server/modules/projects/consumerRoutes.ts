/** The consumer part's calls (see index.ts): builds its service from app and registers one contract per call. */
import type { FastifyInstance } from 'fastify';

export function registerConsumerProjectRoutes(_app: FastifyInstance): void {
  // filled by the consumer part
}
