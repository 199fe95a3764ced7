/**
 * The projects module (issue 12): what channels buy for their customers and how it is delivered.
 * It owns project_groups, projects, project_assignments, project_tasks, project_urges and
 * project_events (server/db/schema/projects.ts); the rules are domain/projects/rules.ts. Three parts,
 * each with its own repository, service and routes in this folder:
 *
 *   marketplace*.ts  the service marketplace and purchases (/project): sellable products through
 *                    app.authorizations, the buyer's customers through app.tenantRelations, the
 *                    debit through app.wallet in the purchase's transaction; withdrawal and refund
 *   channel*.ts      the channel's and the platform's delivery (/projectList, /platformDelivery):
 *                    group lists by scope, detail, dispatch, reassignment, SVIP form, timeline
 *   consumer*.ts     the customer's projects (/systemManage): tasks by role, owner change, urges,
 *                    finishing all roles' work as a background job (server/jobs)
 *
 * The timeline is written through events.ts by every part, in the transaction of the change.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerChannelProjectRoutes } from './channel/routes';
import { registerConsumerProjectRoutes } from './consumer/routes';
import { createMarketplace, registerMarketplaceRoutes } from './marketplace/routes';
import type { ProjectCounts } from './marketplace/service';
import { repositories } from '../../db/repositories';
import { createChannelProjectRepository } from './channel/repository';
import { createProjectRegistry, type ProjectRegistry } from './registry';

export type { ProjectCounts } from './marketplace/service';
export type { ProjectFacts, ProjectRegistry } from './registry';

declare module 'fastify' {
  interface FastifyInstance {
    /** Active projects per customer tenant (the customers list's 项目 column). */
    projectCounts: ProjectCounts;
    /** A project's facts and whether the caller may see it (questionnaires, gap analysis, risk assessment). */
    projectRegistry: ProjectRegistry;
  }
}

async function projectsModule(app: FastifyInstance) {
  const marketplace = createMarketplace(app);
  app.decorate('projectCounts', marketplace.projectCounts);
  const registryRepos = repositories(app.db, createChannelProjectRepository);
  app.decorate('projectRegistry', createProjectRegistry(registryRepos, app.db));
  registerMarketplaceRoutes(app, marketplace);
  registerChannelProjectRoutes(app);
  registerConsumerProjectRoutes(app);
}

// Wrapped so that app.projectCounts and app.projectRegistry are visible to the modules registered after it (customers).
export default fp(projectsModule, { name: 'projects', dependencies: ['db', 'identity', 'wallet', 'auditLog', 'products', 'authorizations'] });
