/**
 * The resource pool and the delivery team: the eligible consultants, dispatch / reassignment /
 * recall and a project's assignment history.
 */
import type { AssignmentItem, ConsultantItem, channelProjectContracts as c } from '../../../../domain/projects/contracts';
import type { ParsedBody, ParsedQuery } from '../../../../domain/kernel/contract';
import { ErrorCode } from '../../../../domain/errors';
import { distributeRefusal, isEligibleConsultant } from '../../../../domain/projects/delivery';
import { ALL_CONSULTANT_ROLES, DISTRIBUTE_MACHINE, type DistributeAction } from '../../../../domain/projects/rules';
import type { RoleCode } from '../../../../domain/kernel/roles';
import type { RequestContext } from '../../../http/context';
import { BusinessError } from '../../../http/errors';
import type { Caller, ChannelKit } from './kit';
import type { ChannelProjectDeps } from './kit';
import { recordProjectEvent } from '../events';

export function createChannelDispatchService({ repos, customersDirectory, clock }: ChannelProjectDeps, kit: ChannelKit) {
  const { callerOf, managedTenant, namesOf, projectItems, visibleProject, keywordTenants } = kit;

  /** Dispatch, reassignment and recall: the project locked, the machine and the rules asked, then project + assignment + event together. */
  async function distribute(caller: Caller, action: DistributeAction, projectCode: string, consultantAccountId: string | null, reason: string) {
    const now = clock.now();
    const row = await repos.transaction(async (repo, tx) => {
      const current = await visibleProject(caller, repo, projectCode, true);
      const { project } = current;
      const refusal = distributeRefusal({ ...project, groupActive: current.group.status === 'active' }, action, caller.viewer, consultantAccountId);
      if (refusal) {
        const code = {
          manageOnly: ErrorCode.CHANNEL_PROJECT_MANAGE_ONLY,
          notDelivery: ErrorCode.CHANNEL_PROJECT_NOT_DELIVERY,
          withdrawn: ErrorCode.CHANNEL_GROUP_WITHDRAWN,
          state: ErrorCode.PROJECT_MOVE_REFUSED,
          same: ErrorCode.CHANNEL_SAME_CONSULTANT,
        }[refusal.kind];
        throw new BusinessError(code, refusal.message);
      }
      // Inside the transaction every read goes through `tx` (PGlite has one connection).
      const members = await customersDirectory.membersOf(project.deliveryTenantCode, { tx });
      let toName = '';
      if (consultantAccountId) {
        const member = members.find((candidate) => candidate.accountId === consultantAccountId);
        if (!member || !isEligibleConsultant(member, caller.tenantType)) throw new BusinessError(ErrorCode.CONSULTANT_NOT_ELIGIBLE);
        toName = member.showName;
      }
      const status = DISTRIBUTE_MACHINE.assertMove(project.distributeStatus, action, caller.viewer.subject);
      const updated = await repo.updateProject(project.tenantCode, project.projectCode, {
        distributeStatus: status,
        consultantAccountId: action === 'recall' ? null : consultantAccountId,
        transferred: action === 'reassign',
        dispatchedAt: action === 'recall' ? null : now,
        updatedAt: now,
      });
      await repo.insertAssignment({
        tenantCode: project.tenantCode,
        projectCode: project.projectCode,
        kind: action,
        fromAccountId: project.consultantAccountId,
        toAccountId: action === 'recall' ? null : consultantAccountId,
        reason,
        byAccountId: caller.viewer.accountId,
        at: now,
      });
      const fromName = members.find((candidate) => candidate.accountId === project.consultantAccountId)?.showName ?? '';
      const summary =
        action === 'dispatch'
          ? `将“${project.name}”分派给 ${toName}`
          : action === 'reassign'
            ? `将“${project.name}”由 ${fromName} 改派给 ${toName}`
            : `将“${project.name}”从 ${fromName} 收回到资源池`;
      await recordProjectEvent(tx, project, {
        type: action,
        actorAccountId: caller.viewer.accountId,
        summary: reason ? `${summary}：${reason}` : summary,
        detail: { from: project.consultantAccountId, to: action === 'recall' ? null : consultantAccountId },
        at: now,
      });
      return { project: updated, group: current.group };
    });
    const [item] = await projectItems(caller, [row]);
    return item;
  }

  return {
    async resourcePool(auth: RequestContext, query: ParsedQuery<typeof c.channelResourcePool>) {
      const caller = callerOf(auth);
      const tenantCode = managedTenant(caller);
      const { rows, total } = await repos.repo.pageProjects(
        tenantCode,
        {
          keyword: query.keyword,
          keywordTenantCodes: await keywordTenants(query.keyword),
          customerTenantCode: query.customerTenantCode,
          distributeStatus: 'undispatch',
        },
        query,
      );
      return { list: await projectItems(caller, rows), total, current: query.current, pageSize: query.pageSize };
    },

    async consultants(auth: RequestContext): Promise<{ list: ConsultantItem[] }> {
      const caller = callerOf(auth);
      const tenantCode = managedTenant(caller);
      const members = (await customersDirectory.membersOf(tenantCode)).filter((member) => isEligibleConsultant(member, caller.tenantType));
      const counts = await repos.repo.activeCounts(
        tenantCode,
        members.map((member) => member.accountId),
      );
      return {
        list: members.map((member) => ({
          accountId: member.accountId,
          showName: member.showName,
          phone: member.phone,
          roleCodes: member.roleCodes.filter((role) => ALL_CONSULTANT_ROLES.includes(role as RoleCode)),
          activeProjects: counts.get(member.accountId) ?? 0,
        })),
      };
    },

    dispatch: (auth: RequestContext, body: ParsedBody<typeof c.channelDispatch>) =>
      distribute(callerOf(auth), 'dispatch', body.projectCode, body.consultantAccountId, body.reason),

    reassign: (auth: RequestContext, body: ParsedBody<typeof c.channelUpdateTeacher>) =>
      distribute(callerOf(auth), 'reassign', body.projectCode, body.consultantAccountId, body.reason),

    recall: (auth: RequestContext, body: ParsedBody<typeof c.channelRecall>) =>
      distribute(callerOf(auth), 'recall', body.projectCode, null, body.reason),
    async assignments(auth: RequestContext, query: ParsedQuery<typeof c.channelAssignmentList>): Promise<{ list: AssignmentItem[] }> {
      const caller = callerOf(auth);
      const { project } = await visibleProject(caller, repos.repo, query.projectCode);
      const rows = await repos.repo.assignments(project.tenantCode, project.projectCode);
      const names = await namesOf(
        rows.flatMap((row) => [row.fromAccountId, row.toAccountId, row.byAccountId]),
        [],
      );
      return {
        list: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          from: names.person(row.fromAccountId),
          to: names.person(row.toAccountId),
          by: names.person(row.byAccountId)!,
          reason: row.reason,
          at: row.at.toISOString(),
        })),
      };
    },
  };
}
