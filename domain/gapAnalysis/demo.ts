/**
 * Demo gap reports (issue 13 "Demo data"): the finished demo questionnaire
 * (domain/questionnaires/demo.ts, PJ20260901GI0003) scored with its recorded configuration into
 * report no. 1, and the customer's disposal of its gaps part done — some finished with evidence,
 * some in handle (one past its due date), a few not yet taken — so /gapDisposal and the report
 * page show real content on first start. The server's seed (server/modules/gapAnalysis/seed.ts)
 * uses these facts.
 */
import type { MlpsExtension } from '../catalogues';
import { chinaDay } from '../kernel/chinaTime';
import type { GapDisposalStatus } from './enums';
import type { ProjectLevel } from '../projects/enums';
import type { GapFinding } from './report';
import type { AnswerFile } from '../questionnaires/rules';
import { DEMO_ACCOUNTS, DEMO_TENANTS } from '../identity/demo';
import { DEMO_PRODUCTS } from '../products/demo';
import { DEMO_PROJECT_GROUPS } from '../projects/demo';

const DAY_MS = 86_400_000;

/**
 * Object ids the demo disposals' evidence starts with: placeholders the server replaces at start
 * with real stored files (server/modules/gapAnalysis/demoEvidence.ts), so the links download.
 */
export const DEMO_EVIDENCE_PREFIX = 'DEMO-GAP-EVIDENCE-';

/** The text of a demo evidence file. */
export const demoEvidenceText = (fileName: string): string =>
  `${fileName.replace(/\.txt$/, '')}\n\n整改措施：已按整改计划补齐制度文件与执行记录，并完成一次内部检查。\n检查结论：整改完成，相关记录由信息技术部归档。\n（演示数据）\n`;

/** What scoring a demo project needs besides its questionnaire (as app.projectRegistry and app.products would answer). */
export interface DemoGapProject {
  projectCode: string;
  name: string;
  productName: string;
  tenantCode: string;
  customerTenantCode: string;
  level: ProjectLevel | null;
  extensions: MlpsExtension[];
  productLevel: number | null;
  svipData: Record<string, unknown> | null;
  customerName: string;
  ownerName: string;
  ownerPhone: string | null;
}

export function demoGapProject(projectCode: string): DemoGapProject | undefined {
  const group = DEMO_PROJECT_GROUPS.find((g) => g.projects.some((p) => p.projectCode === projectCode));
  const project = group?.projects.find((p) => p.projectCode === projectCode);
  const product = DEMO_PRODUCTS.find((p) => p.productCode === group?.productCode);
  if (!group || !project || !product) return undefined;
  const owner = DEMO_ACCOUNTS.find((a) => a.accountId === project.customerOwnerAccountId);
  return {
    projectCode,
    name: project.name,
    productName: product.definition.basic.name,
    tenantCode: group.tenantCode,
    customerTenantCode: group.customerTenantCode,
    level: project.level,
    extensions: [...product.definition.catalogue.extensions],
    productLevel: product.definition.catalogue.level,
    svipData: project.svipData,
    customerName: DEMO_TENANTS.find((t) => t.tenantCode === group.customerTenantCode)?.tenantZhName ?? group.customerTenantCode,
    ownerName: owner?.showName ?? '',
    ownerPhone: owner?.phone ?? null,
  };
}

export interface DemoDisposalValues {
  gapKey: string;
  ownerAccountId: string | null;
  plan: string;
  dueDate: string | null;
  evidence: AnswerFile[];
  status: GapDisposalStatus;
  updatedBy: string | null;
  updatedAt: Date;
  finishedAt: Date | null;
}

/**
 * The customer's work on the demo report's gaps (level ≥ 2, in rank order), by position: every
 * third finished by the executor A-23 with an evidence file; the others in handle by the PM A-21
 * or A-23 with a plan and a due date — one in four of those already past it; every fifth gap not
 * yet taken (no owner, no plan).
 */
export function demoDisposalValues(findings: readonly GapFinding[], generatedAt: Date, now: Date): DemoDisposalValues[] {
  const day = (from: Date, days: number) => chinaDay(new Date(from.getTime() + days * DAY_MS));
  return findings.map((finding, i) => {
    const base = { gapKey: finding.gapKey, updatedAt: new Date(generatedAt.getTime() + (2 + (i % 7)) * DAY_MS) };
    if (i % 5 === 4)
      return { ...base, ownerAccountId: null, plan: '', dueDate: null, evidence: [], status: 'in-handle', updatedBy: null, finishedAt: null };
    const plan = `${finding.recommendation}由信息技术部牵头，分两步实施：先补齐制度与记录，再开展一次内部检查。`;
    if (i % 3 === 0) {
      const finishedAt = new Date(generatedAt.getTime() + (10 + i) * DAY_MS);
      return {
        ...base,
        ownerAccountId: 'A-23',
        plan,
        dueDate: day(generatedAt, 30),
        evidence: [{ objectId: `${DEMO_EVIDENCE_PREFIX}${String(i + 1).padStart(2, '0')}`, fileName: `${finding.ref} 整改记录.txt` }],
        status: 'finish',
        updatedBy: 'A-23',
        updatedAt: finishedAt,
        finishedAt,
      };
    }
    const overdue = i % 4 === 1;
    return {
      ...base,
      ownerAccountId: i % 2 === 0 ? 'A-23' : 'A-21',
      plan,
      dueDate: overdue ? day(now, -5) : day(now, 20 + i),
      evidence: [],
      status: 'in-handle',
      updatedBy: 'A-21',
      finishedAt: null,
    };
  });
}
