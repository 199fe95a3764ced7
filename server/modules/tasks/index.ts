/**
 * The background tasks module (后台任务): decorates `app.taskKinds`, the registry of kinds a
 * caller may submit (./registry.ts), and answers the task calls of domain/tasks/contracts.ts over
 * the jobs table (server/jobs). Registered early, so every later module can register its kinds;
 * the routes look a kind up when a task is submitted. Its seed writes the demo tasks (./seed.ts),
 * whose files are generated at start in demo mode (./demoResults.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fillDemoTaskResults } from './demoResults';
import { createTaskKindRegistry } from './registry';
import { createTaskRepository } from './repository';
import { registerTaskRoutes } from './routes';
import { createTaskService } from './service';

async function tasksModule(app: FastifyInstance) {
  const registry = createTaskKindRegistry(app.jobs, app.authenticator);
  app.decorate('taskKinds', registry);
  const repo = createTaskRepository(app.db);
  const service = createTaskService({ repo, jobs: app.jobs, registry, clock: app.clock });
  registerTaskRoutes(app, service);
  // The demo tasks' files, generated once by their kinds' handlers (./demoResults.ts); when ready,
  // because the modules registering those kinds come after this one.
  if (app.config.DEMO && app.config.DEMO_DOCUMENTS)
    app.addHook('onReady', async () => {
      await fillDemoTaskResults({ repo, jobs: app.jobs, registry, log: app.log });
    });
}

/** Wrapped with fastify-plugin so `taskKinds` reaches the modules registered after it. */
export default fp(tasksModule, { name: 'tasks', dependencies: ['db'] });

export type { TaskCaller, TaskHandlerContext, TaskKindDefinition, TaskKindRegistry, TaskResult } from './registry';
