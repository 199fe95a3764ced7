/** The assessors module (issue 29): being built; registers nothing yet. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function assessorsModule(_app: FastifyInstance) {}

export default fp(assessorsModule, { name: 'assessors', dependencies: ['db', 'identity'] });
