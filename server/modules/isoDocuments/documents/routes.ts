import type { FastifyInstance } from 'fastify';
import type { IsoCore } from '../core';

export function registerDocumentRoutes(_app: FastifyInstance, _core: IsoCore): void {}
