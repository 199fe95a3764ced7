/** The files module (being built). */
import type { FastifyInstance } from 'fastify';

export default async function filesModule(_app: FastifyInstance) {}
