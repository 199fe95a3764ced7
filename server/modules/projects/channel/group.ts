/**
 * The group lists by scope (all for the managers, mine / transform for the consultants) and the
 * group detail: its projects, team, customer contacts, delivery files and timeline.
 */
import type { ChannelGroupDetail, ChannelGroupItem, channelProjectContracts as c } from '../../../../domain/projects/contracts';
import type { ParsedQuery } from '../../../../domain/kernel/contract';
import { ErrorCode } from '../../../../domain/errors';
import { channelGroupItem, deliveryRelation } from '../../../../domain/projects/delivery';
import {
  ALL_CONSULTANT_ROLES,
  allowedScopes,
  CUSTOMER_OWNER_ROLES,
  CUSTOMER_TASK_ROLES,
  defaultScope,
  type GroupListScope,
} from '../../../../domain/projects/rules';
import type { RoleCode } from '../../../../domain/kernel/roles';
import type { ProjectEventRow, ProjectGroupRow, ProjectRow } from '../../../db/schema';
import type { RequestContext } from '../../../http/context';
import { BusinessError } from '../../../http/errors';
import { type Caller, type ChannelKit, type ChannelNames, iso } from './kit';
import type { GroupScope } from './repository';
import type { ChannelProjectDeps } from './kit';

/** Events the group detail shows (the newest; the count says how many there are). */
export const TIMELINE_CAP = 100;

export function createChannelGroupService({ repos, customersDirectory }: ChannelProjectDeps, kit: ChannelKit) {
  const { callerOf, namesOf, toProjectItem, keywordTenants, filesOf } = kit;

  function groupScopeOf(caller: Caller, scope: GroupListScope): GroupScope {
    const { tenantCode, accountId } = caller.viewer;
    if (scope === 'all') return caller.tenantType === 'platform' ? { kind: 'delivery', tenantCode } : { kind: 'buyer', tenantCode };
    return { kind: 'consultant', tenantCode, accountId, transferred: scope === 'transform' };
  }
  function groupItem(group: ProjectGroupRow, projectRows: ProjectRow[], names: ChannelNames): ChannelGroupItem {
    return channelGroupItem({ ...group, purchasedAt: group.purchasedAt.toISOString() }, projectRows, names);
  }

  return {
    async listGroup(auth: RequestContext, query: ParsedQuery<typeof c.channelListGroup>) {
      const caller = callerOf(auth);
      const allowed = allowedScopes(auth.userInfo);
      if (!allowed.length) throw new BusinessError(ErrorCode.CHANNEL_PROJECT_NO_SCOPE);
      const scope = query.scope ?? defaultScope(auth.userInfo);
      if (!allowed.includes(scope)) throw new BusinessError(ErrorCode.PROJECT_SCOPE_REFUSED);
      const groupScope = groupScopeOf(caller, scope);
      const { rows, total } = await repos.repo.pageGroups(
        groupScope,
        {
          keyword: query.keyword,
          keywordTenantCodes: await keywordTenants(query.keyword),
          state: query.state,
          customerTenantCode: query.customerTenantCode,
        },
        query,
      );
      const projectRows = await repos.repo.projectsOfGroups(rows, groupScope);
      const names = await namesOf(
        [...rows.map((row) => row.purchasedBy), ...projectRows.map((project) => project.consultantAccountId)],
        rows.flatMap((row) => [row.tenantCode, row.customerTenantCode, row.deliveryTenantCode]),
      );
      const list = rows.map((group) =>
        groupItem(
          group,
          projectRows.filter((project) => project.tenantCode === group.tenantCode && project.groupCode === group.groupCode),
          names,
        ),
      );
      return { list, total, current: query.current, pageSize: query.pageSize, scope, allowedScopes: [...allowed] };
    },

    async groupDetail(auth: RequestContext, query: ParsedQuery<typeof c.channelProjectGroupDetailInfo>): Promise<ChannelGroupDetail> {
      const caller = callerOf(auth);
      const group = await repos.repo.groupByCode(query.projectGroupCode);
      if (!group) throw new BusinessError(ErrorCode.PROJECT_GROUP_NOT_FOUND);
      const all = await repos.repo.projectsOfGroup(group.tenantCode, group.groupCode);
      const relations = all.map((project) => deliveryRelation(project, caller.viewer));
      // A manager (delivery or buyer) sees the whole group; a consultant only the projects they hold.
      const groupWide = relations.some((relation) => relation === 'manager' || relation === 'buyer');
      const seen = groupWide ? all : all.filter((_, index) => relations[index] === 'consultant');
      if (!seen.length) throw new BusinessError(ErrorCode.PROJECT_GROUP_NOT_FOUND);
      const [{ rows: events, total: timelineTotal }, members, { files }] = await Promise.all([
        repos.repo.timeline(group.tenantCode, group.groupCode, TIMELINE_CAP, groupWide ? undefined : seen.map((project) => project.projectCode)),
        customersDirectory.membersOf(group.customerTenantCode),
        filesOf(group.productCode, group.productVersion),
      ]);
      const consultantIds = [...new Set(seen.map((project) => project.consultantAccountId).filter((id): id is string => !!id))];
      const deliveryMembers = consultantIds.length ? await customersDirectory.membersOf(group.deliveryTenantCode) : [];
      const names = await namesOf(
        [
          group.purchasedBy,
          ...seen.flatMap((project) => [project.consultantAccountId, project.customerOwnerAccountId]),
          ...events.map((event) => event.actorAccountId),
        ],
        [group.tenantCode, group.customerTenantCode, group.deliveryTenantCode, ...seen.map((project) => project.customerTenantCode)],
      );
      const groupFields = {
        productName: group.productName,
        productCode: group.productCode,
        productVersion: group.productVersion,
        standard: group.standard,
        status: group.status,
        remark: group.remark,
      };
      return {
        group: {
          ...groupItem(group, seen, names),
          remark: group.remark,
          productVersion: group.productVersion,
          authorizationCode: group.authorizationCode,
          unitPricePoints: group.unitPricePoints,
          pricePoints: group.pricePoints,
          withdrawnAt: iso(group.withdrawnAt),
        },
        projects: seen.map((project) => toProjectItem(caller, { project, group: groupFields }, names)),
        team: consultantIds.map((id) => {
          const member = deliveryMembers.find((candidate) => candidate.accountId === id);
          return {
            accountId: id,
            showName: member?.showName ?? names.person(id)!.showName,
            phone: member?.phone ?? null,
            roleCodes: (member?.roleCodes ?? []).filter((role) => ALL_CONSULTANT_ROLES.includes(role as RoleCode)),
            projectCount: seen.filter((project) => project.consultantAccountId === id).length,
          };
        }),
        contacts: members
          .filter((member) => member.status === 'active' && member.roleCodes.some((role) => CUSTOMER_OWNER_ROLES.includes(role as RoleCode)))
          .map((member) => ({
            accountId: member.accountId,
            showName: member.showName,
            phone: member.phone,
            roleCodes: member.roleCodes.filter((role) => CUSTOMER_TASK_ROLES.includes(role as RoleCode)),
          })),
        files,
        timeline: events.map((event: ProjectEventRow) => ({
          id: event.id,
          projectCode: event.projectCode,
          type: event.type,
          actorName: names.person(event.actorAccountId)?.showName ?? '系统',
          summary: event.summary,
          at: event.at.toISOString(),
        })),
        timelineTotal,
      };
    },
  };
}
