/** The risk assessment project list (raProjectList, issue 14): the customer's own projects or the delivering side's. */
import type { AssessProjectRow, riskAssessmentContracts as c } from '../../../../domain/riskAssessment/contracts';
import type { ParsedQuery } from '../../../../domain/kernel/contract';
import { deliveryRelation } from '../../../../domain/projects/delivery';
import { companyNameOf } from '../../../../domain/riskAssessment/views';
import type { RaAssessmentRow } from '../../../db/schema';
import type { RequestContext } from '../../../http/context';
import type { ProjectFacts } from '../../projects';
import type { ConsultantKit } from './kit';
import type { RiskAssessmentDeps } from '../core';

export function createProjectListService(deps: RiskAssessmentDeps, { ownerNames }: ConsultantKit) {
  const { repos, projectRegistry, accountDirectory } = deps;
  return {
    async projectList(auth: RequestContext, query: ParsedQuery<typeof c.raProjectList>) {
      const customer = auth.tenant?.type === 'customer';
      const tenantCode = auth.tenant?.tenantCode ?? '';
      const rows = await repos.repo.risks.assessmentsOf(customer ? 'customer' : 'delivery', tenantCode);
      const visible: { a: RaAssessmentRow; facts: ProjectFacts }[] = [];
      const keyword = query.keyword?.toLowerCase();
      const staged = query.stage ? rows.filter((a) => a.stage === query.stage) : rows;
      const factsByCode = await projectRegistry.byCodes(staged.map((a) => a.projectCode));
      for (const a of staged) {
        const facts = factsByCode.get(a.projectCode);
        if (!facts || facts.withdrawn) continue;
        if (
          customer
            ? facts.customerTenantCode !== tenantCode
            : deliveryRelation(facts, { accountId: auth.account.accountId, tenantCode, subject: auth.userInfo }) === 'none'
        )
          continue;
        const companyName = companyNameOf(facts.svipData);
        if (keyword && ![facts.projectCode, facts.name, facts.groupCode, companyName].some((s) => s.toLowerCase().includes(keyword))) continue;
        visible.push({ a, facts });
      }
      const start = (query.current - 1) * query.pageSize;
      const page = visible.slice(start, start + query.pageSize);
      const [names, tenants] = await Promise.all([
        ownerNames(page.map((p) => p.facts.consultantAccountId)),
        accountDirectory.tenantNames([...new Set(page.map((p) => p.facts.customerTenantCode))]),
      ]);
      const list: AssessProjectRow[] = await Promise.all(
        page.map(async ({ a, facts }) => {
          const key = { tenantCode: a.tenantCode, projectCode: a.projectCode };
          const [counts, highRisks] = await Promise.all([repos.repo.assessments.counts(key), repos.repo.risks.highRiskCount(key)]);
          return {
            projectCode: facts.projectCode,
            projectName: facts.name,
            groupCode: facts.groupCode,
            // The information form's company, else the customer's registered name (as the report).
            customerName: companyNameOf(facts.svipData).trim() || tenants.get(facts.customerTenantCode)?.tenantZhName || '',
            consultantName: facts.consultantAccountId ? (names.get(facts.consultantAccountId) ?? '') : '',
            stage: a.stage,
            status: a.status,
            method: a.method,
            counts: { business: counts.business, system: counts.system, unit: counts.unit, risks: counts.risks, highRisks },
            updatedAt: a.updatedAt.toISOString(),
          };
        }),
      );
      return { list, total: visible.length, current: query.current, pageSize: query.pageSize };
    },
  };
}
