/** The certification module (issue 29): being built; registers nothing yet. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function certificationModule(_app: FastifyInstance) {}

export default fp(certificationModule, { name: 'certification', dependencies: ['db', 'identity'] });
