/** The marketplace part's calls (see index.ts): builds its service from app and registers one contract per call. */
import type { FastifyInstance } from 'fastify';

export function registerMarketplaceRoutes(_app: FastifyInstance): void {
  // filled by the marketplace part
}
