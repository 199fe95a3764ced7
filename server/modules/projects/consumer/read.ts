/**
 * The customer's reads: the list and detail of the session tenant's projects, its tasks by role and
 * the content tree's root nodes.
 */
import type { ConsumerMember, consumerProjectContracts as c } from '../../../../domain/projects/consumerContracts';
import type { ParsedQuery } from '../../../../domain/kernel/contract';
import { contentRootNodes, isCustomerLead } from '../../../../domain/projects/consumer';
import type { RequestContext } from '../../../http/context';
import { CONSUMER_FINISH_ALL_JOB, type ConsumerDeps, type ConsumerKit, iso } from './kit';

export function createConsumerReadService({ repos, products, jobs }: ConsumerDeps, kit: ConsumerKit) {
  const { customerOf, ownProject, membersOf, names, itemsOf, oneItem, toTask, toUrges, toJob } = kit;

  return {
    async list(auth: RequestContext, query: ParsedQuery<typeof c.consumerProjectList>) {
      const { rows, total } = await repos.repo.forCustomer(customerOf(auth)).page({ state: query.state, keyword: query.keyword }, query);
      return { list: await itemsOf(rows), total, current: query.current, pageSize: query.pageSize };
    },

    async detail(auth: RequestContext, query: ParsedQuery<typeof c.consumerProjectDetail>) {
      const found = await ownProject(auth, query.projectCode);
      const { project, group } = found;
      const [item, memberRoles, urgeRows, eventRows, job] = await Promise.all([
        oneItem(found),
        membersOf(project.customerTenantCode),
        repos.repo.urges(project),
        repos.repo.events(project),
        jobs.byKey(project.customerTenantCode, CONSUMER_FINISH_ALL_JOB, project.projectCode),
      ]);
      const people = await names([...memberRoles.keys(), ...eventRows.map((row) => row.actorAccountId)]);
      const members: ConsumerMember[] = [...memberRoles].map(([accountId, roles]) => ({
        accountId,
        showName: people.get(accountId) ?? accountId,
        roles,
      }));
      const lead = isCustomerLead(auth.userInfo);
      return {
        ...item,
        remark: group.remark,
        svipRequestedAt: iso(project.svipRequestedAt),
        svipSubmittedAt: iso(project.svipSubmittedAt),
        svipData: project.svipData ?? null,
        permissions: { manage: lead, urge: lead },
        members,
        urges: await toUrges(urgeRows),
        events: eventRows.map((row) => ({
          type: row.type,
          summary: row.summary,
          actorName: row.actorAccountId ? (people.get(row.actorAccountId) ?? row.actorAccountId) : '',
          at: row.at.toISOString(),
        })),
        finishJob: job ? toJob(job) : null,
      };
    },

    async roles(auth: RequestContext, query: ParsedQuery<typeof c.consumerRoleList>) {
      const { project } = await ownProject(auth, query.projectCode);
      const tasks = await repos.repo.tasks(project);
      const people = await names(tasks.map((task) => task.accountId));
      return tasks.map((task) => toTask(task, people, auth));
    },

    async content(auth: RequestContext, query: ParsedQuery<typeof c.consumerContentList>) {
      const { project, group } = await ownProject(auth, query.projectCode);
      const [product, tasks] = await Promise.all([products.version(group.productCode, group.productVersion), repos.repo.tasks(project)]);
      const steps = product?.definition.steps ?? [];
      return contentRootNodes(
        steps.map((step) => ({ name: step.name, description: step.description ?? '', ownerRole: step.ownerRole, days: step.days })),
        project.progress,
        tasks,
        project.state === 'finished',
      );
    },
  };
}
