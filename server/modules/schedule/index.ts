/** The schedule module (issue 29): being built; registers nothing yet. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function scheduleModule(_app: FastifyInstance) {}

export default fp(scheduleModule, { name: 'schedule', dependencies: ['db', 'identity'] });
