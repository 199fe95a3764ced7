/** The announcements module (being built). */
import type { FastifyInstance } from 'fastify';

export default async function announcementsModule(_app: FastifyInstance) {}
