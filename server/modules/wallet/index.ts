/** The wallet module (being built). */
import type { FastifyInstance } from 'fastify';

export default async function walletModule(_app: FastifyInstance) {}
