import type { FastifyInstance } from 'fastify';
import type { IsoCore } from '../core';

export function registerVariableRoutes(_app: FastifyInstance, _core: IsoCore): void {}
