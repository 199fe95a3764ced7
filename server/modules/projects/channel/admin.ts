/** The administration list of the managing tenant's projects and its Excel export. */
import { chinaCompactDay } from '../../../../domain/kernel/chinaTime';
import type { RequestContext } from '../../../http/context';
import type { FileResponse } from '../../../http/registerContract';
import type { channelProjectContracts as c } from '../../../../domain/projects/contracts';
import type { ParsedQuery } from '../../../../domain/kernel/contract';
import { projectsWorkbook, XLSX_CONTENT_TYPE } from './exports';
import type { ChannelKit } from './kit';
import type { ChannelProjectDeps } from './kit';

export function createChannelAdminService({ repos, clock }: ChannelProjectDeps, kit: ChannelKit) {
  const { callerOf, managedTenant, projectItems, keywordTenants } = kit;

  return {
    async projectList(auth: RequestContext, query: ParsedQuery<typeof c.channelProjectList>) {
      const caller = callerOf(auth);
      const tenantCode = managedTenant(caller);
      const { rows, total } = await repos.repo.pageProjects(tenantCode, { ...query, keywordTenantCodes: await keywordTenants(query.keyword) }, query);
      return { list: await projectItems(caller, rows), total, current: query.current, pageSize: query.pageSize };
    },

    async exportProjects(auth: RequestContext, query: ParsedQuery<typeof c.channelProjectExport>): Promise<FileResponse> {
      const caller = callerOf(auth);
      const tenantCode = managedTenant(caller);
      const filter = { ...query, keywordTenantCodes: await keywordTenants(query.keyword) };
      const body = await projectsWorkbook(async (current, pageSize) =>
        projectItems(caller, (await repos.repo.pageProjects(tenantCode, filter, { current, pageSize })).rows),
      );
      return { fileName: `项目列表-${chinaCompactDay(clock.now())}.xlsx`, contentType: XLSX_CONTENT_TYPE, body };
    },
  };
}
