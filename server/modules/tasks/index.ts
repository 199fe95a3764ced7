/**
 * The background tasks module (后台任务): decorates `app.taskKinds`, the registry of kinds a
 * caller may submit (./registry.ts), and answers the task calls of domain/tasks/contracts.ts over
 * the jobs table (server/jobs). Registered early, so every later module can register its kinds.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTaskKindRegistry } from './registry';

async function tasksModule(app: FastifyInstance) {
  const registry = createTaskKindRegistry(app.jobs);
  app.decorate('taskKinds', registry);
}

/** Wrapped with fastify-plugin so `taskKinds` reaches the modules registered after it. */
export default fp(tasksModule, { name: 'tasks', dependencies: ['db'] });

export type { TaskKindDefinition, TaskKindRegistry, TaskHandlerContext, TaskResult } from './registry';
