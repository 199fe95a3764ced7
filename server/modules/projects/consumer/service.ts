/**
 * The customer's services and projects (consumer part, /systemManage): the list and detail of the
 * session tenant's projects, its tasks by role, the content tree's root nodes, the company
 * information the consultant asked for, assigning and moving tasks, changing the customer's owner,
 * urges (in-app notice + SMS, one per person and project per PROJECT_URGE_INTERVAL_MINUTES) and
 * finishing every role's work as a background job (app.jobs, kind CONSUMER_FINISH_ALL_JOB).
 *
 * Every change writes its timeline entry (events.ts) in the change's transaction. Rules:
 * domain/projects/rules.ts (machines) and domain/projects/consumer.ts (the customer side's rules).
 *
 * This is the one entry point of ./consumerRoutes.ts; the parts:
 *
 *   consumerKit.ts            deps, contract types, the job kind, guards, members, names, rows as the contracts show them
 *   consumerReadService.ts    list, detail, tasks by role, content tree
 *   consumerTaskService.ts    company information, assigning and moving tasks, changing the customer's owner
 *   consumerUrgeService.ts    urges, the last urge's time, my urges
 *   consumerFinishService.ts  finishing every role's work as a background job, reading a job
 */
import { type ConsumerDeps, createConsumerKit } from './kit';
import { createConsumerFinishService } from './finish';
import { createConsumerReadService } from './read';
import { createConsumerTaskService } from './task';
import { createConsumerUrgeService } from './urge';

export { CONSUMER_FINISH_ALL_JOB, type ConsumerDeps } from './kit';

export function createConsumerService(deps: ConsumerDeps) {
  const kit = createConsumerKit(deps);
  return {
    ...createConsumerReadService(deps, kit),
    ...createConsumerTaskService(deps, kit),
    ...createConsumerUrgeService(deps, kit),
    ...createConsumerFinishService(deps, kit),
  };
}

export type ConsumerService = ReturnType<typeof createConsumerService>;
