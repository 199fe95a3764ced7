/**
 * Demo rows of the projects area (domain/demo/projects.ts): 安衡咨询's purchases for its
 * customers, their projects in different states, the assignment history, the customer's tasks and
 * the timeline. The wallet debits of these demo purchases are not replayed (the demo balances are
 * the wallet area's own demo data).
 */
import { DEMO_PRODUCTS, DEMO_PROJECT_GROUPS } from '../../../domain/demo';
import { customerTasksOf } from '../../../domain/projects';
import { projectAssignments, projectEvents, projectGroups, projects, projectTasks } from '../../db/schema';
import type { SeedPart } from '../../db/seed';

const DAY_MS = 86_400_000;

export const projectsSeed: SeedPart = {
  area: 'projects',
  async demo({ now }) {
    const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
    return async (tx) => {
      for (const group of DEMO_PROJECT_GROUPS) {
        const product = DEMO_PRODUCTS.find((candidate) => candidate.productCode === group.productCode);
        if (!product) continue;
        const { basic } = product.definition;
        const purchasedAt = ago(group.purchasedDaysAgo);
        const inserted = await tx
          .insert(projectGroups)
          .values({
            tenantCode: group.tenantCode,
            groupCode: group.groupCode,
            customerTenantCode: group.customerTenantCode,
            deliveryTenantCode: group.deliveryTenantCode,
            productCode: group.productCode,
            productVersion: 1,
            productName: basic.name,
            serviceKind: basic.serviceKind,
            standard: basic.standard,
            authorizationCode: group.authorizationCode,
            unitPricePoints: group.unitPricePoints,
            pricePoints: group.unitPricePoints * group.projects.length,
            requestKey: `demo-${group.groupCode}`,
            remark: group.remark,
            purchasedBy: group.purchasedBy,
            purchasedAt,
          })
          .onConflictDoNothing()
          .returning({ groupCode: projectGroups.groupCode });
        if (!inserted.length) continue;
        const taskSteps = customerTasksOf(product.definition.steps);
        await tx.insert(projects).values(
          group.projects.map((item) => {
            const lastAssignment = item.assignments.at(-1);
            return {
              tenantCode: group.tenantCode,
              projectCode: item.projectCode,
              groupCode: group.groupCode,
              customerTenantCode: group.customerTenantCode,
              deliveryTenantCode: group.deliveryTenantCode,
              name: item.name,
              level: item.level,
              state: item.state,
              distributeStatus: item.distributeStatus,
              consultantAccountId: item.consultantAccountId,
              transferred: item.transferred,
              customerOwnerAccountId: item.customerOwnerAccountId,
              progress: item.progress,
              svipData: item.svipData,
              svipRequestedAt: item.svipRequestedDaysAgo === null ? null : ago(item.svipRequestedDaysAgo),
              svipSubmittedAt: item.svipSubmittedDaysAgo === null ? null : ago(item.svipSubmittedDaysAgo),
              dispatchedAt: lastAssignment ? ago(lastAssignment.daysAgo) : null,
              finishedAt: item.state === 'finished' ? ago(Math.max(0, group.purchasedDaysAgo - 32)) : null,
              createdAt: purchasedAt,
              updatedAt: purchasedAt,
            };
          }),
        );
        const tasks = group.projects.flatMap((item) =>
          taskSteps.map((step) => {
            const demo = item.tasks.find((task) => task.stepNo === step.stepNo);
            const status = demo?.status ?? (item.state === 'finished' ? 'finished' : 'notsubmit');
            return {
              tenantCode: group.tenantCode,
              projectCode: item.projectCode,
              customerTenantCode: group.customerTenantCode,
              stepNo: step.stepNo,
              title: step.title,
              roleCode: step.roleCode,
              accountId: demo?.accountId ?? null,
              status,
              submittedAt: status === 'notsubmit' ? null : ago(20),
              finishedAt: status === 'finished' ? ago(10) : null,
              updatedAt: ago(20),
            };
          }),
        );
        if (tasks.length) await tx.insert(projectTasks).values(tasks);
        const assignments = group.projects.flatMap((item) =>
          item.assignments.map((assignment) => ({
            tenantCode: group.tenantCode,
            projectCode: item.projectCode,
            kind: assignment.kind,
            fromAccountId: assignment.from,
            toAccountId: assignment.to,
            reason: assignment.reason ?? '',
            byAccountId: assignment.by,
            at: ago(assignment.daysAgo),
          })),
        );
        if (assignments.length) await tx.insert(projectAssignments).values(assignments);
        const count = group.projects.length;
        await tx.insert(projectEvents).values([
          {
            tenantCode: group.tenantCode,
            groupCode: group.groupCode,
            projectCode: null,
            type: 'purchase' as const,
            actorAccountId: group.purchasedBy,
            summary: `购买“${basic.name}”，${count} 个项目，消耗 ${group.unitPricePoints * count} 积分`,
            detail: {},
            at: purchasedAt,
          },
          ...group.projects.flatMap((item) =>
            item.assignments.map((assignment) => ({
              tenantCode: group.tenantCode,
              groupCode: group.groupCode,
              projectCode: item.projectCode,
              type: assignment.kind,
              actorAccountId: assignment.by,
              summary:
                assignment.kind === 'reassign'
                  ? `将“${item.name}”改派${assignment.reason ? `：${assignment.reason}` : ''}`
                  : `将“${item.name}”分派给顾问`,
              detail: { from: assignment.from, to: assignment.to },
              at: ago(assignment.daysAgo),
            })),
          ),
          ...group.events.map((event) => ({
            tenantCode: group.tenantCode,
            groupCode: group.groupCode,
            projectCode: event.projectCode,
            type: event.type,
            actorAccountId: event.actor,
            summary: event.summary,
            detail: {},
            at: ago(event.daysAgo),
          })),
        ]);
      }
    };
  },
};
