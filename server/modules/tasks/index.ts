/**
 * The background tasks module (后台任务): decorates `app.taskKinds`, the registry of kinds a
 * caller may submit (./registry.ts), and answers the task calls of domain/tasks/contracts.ts over
 * the jobs table (server/jobs). Registered early, so every later module can register its kinds;
 * the routes look a kind up when a task is submitted.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTaskKindRegistry } from './registry';
import { createTaskRepository } from './repository';
import { registerTaskRoutes } from './routes';
import { createTaskService } from './service';

async function tasksModule(app: FastifyInstance) {
  const registry = createTaskKindRegistry(app.jobs, app.authenticator);
  app.decorate('taskKinds', registry);
  const service = createTaskService({ repo: createTaskRepository(app.db), jobs: app.jobs, registry, clock: app.clock });
  registerTaskRoutes(app, service);
}

/** Wrapped with fastify-plugin so `taskKinds` reaches the modules registered after it. */
export default fp(tasksModule, { name: 'tasks', dependencies: ['db'] });

export type { TaskCaller, TaskHandlerContext, TaskKindDefinition, TaskKindRegistry, TaskResult } from './registry';
