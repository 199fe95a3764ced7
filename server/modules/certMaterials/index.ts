/** The certMaterials module (issue 29): being built; registers nothing yet. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function certMaterialsModule(_app: FastifyInstance) {}

export default fp(certMaterialsModule, { name: 'certMaterials', dependencies: ['db', 'identity'] });
