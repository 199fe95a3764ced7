/**
 * The internal audit's nonconformity report as a Word document: the committed template
 * (templates/ncReport.docx, built by scripts/buildReportTemplates.mjs) filled by docxtemplater
 * through server/reports/docx.ts — the cover with the organisation and the audit date of the
 * timeline, the summary by clause, department, severity and state, then every nonconformity with
 * every field (an empty field reads "—", never "undefined" or "null").
 *
 * Pure (no Fastify, no database).
 */
import { fileURLToPath } from 'node:url';
import { ManagementSystem } from '../../../../domain/engines/auditTime/model';
import { ISO_SYSTEM_STANDARDS } from '../../../../domain/isoDocuments/applications';
import type { NcItem } from '../../../../domain/isoDocuments/ncContracts';
import { ncSeverityLabel, ncStateLabel, ncSummary } from '../../../../domain/isoDocuments/ncRules';
import { fileNamePart, readTemplate, renderDocx } from '../../../reports/docx';

export const NC_REPORT_TEMPLATE = fileURLToPath(new URL('./templates/ncReport.docx', import.meta.url));

export interface NcReportInput {
  orgName: string;
  systems: readonly ManagementSystem[];
  scopeText: string;
  auditDate: string | null;
  channelName: string;
  consultantName: string;
  managementRepresentative: string;
  generatedOn: string;
  ncs: readonly NcItem[];
}

const orDash = (value: string | null | undefined): string => (value?.trim() ? value.trim() : '—');

/** The template's data. */
export function ncReportData(input: NcReportInput): Record<string, unknown> {
  const { ncs } = input;
  const count = (test: (nc: NcItem) => boolean) => ncs.filter(test).length;
  const clauseText = (nc: NcItem) => (nc.clauseTitle ? `${nc.clause} ${nc.clauseTitle}` : nc.clause);
  const byClause = ncSummary(
    ncs,
    (nc) => nc.clause,
    (key) => clauseText(ncs.find((nc) => nc.clause === key)!),
  );
  const byDepartment = ncSummary(
    ncs,
    (nc) => nc.departmentCode,
    (key) => ncs.find((nc) => nc.departmentCode === key)!.departmentName,
  );
  const open = count((nc) => nc.state !== 'closed');
  return {
    orgName: orDash(input.orgName),
    systemsText: input.systems.map((system) => ManagementSystem.labels[system]).join('、') || '管理体系',
    standardsText: input.systems.map((system) => ISO_SYSTEM_STANDARDS[system]).join('；') || '—',
    scopeText: orDash(input.scopeText),
    auditDate: orDash(input.auditDate),
    channelName: orDash(input.channelName),
    consultantName: orDash(input.consultantName),
    managementRepresentative: orDash(input.managementRepresentative),
    generatedOn: input.generatedOn,
    total: ncs.length,
    major: count((nc) => nc.severity === 'major'),
    minor: count((nc) => nc.severity === 'minor'),
    open: count((nc) => nc.state === 'open'),
    corrected: count((nc) => nc.state === 'corrected'),
    closed: count((nc) => nc.state === 'closed'),
    byClause,
    byDepartment,
    ncs: ncs.map((nc) => ({
      ncCode: nc.ncCode,
      clause: nc.clause,
      clauseText: clauseText(nc),
      departmentName: orDash(nc.departmentName),
      severityLabel: ncSeverityLabel(nc.severity),
      stateLabel: ncStateLabel(nc.state),
      description: orDash(nc.description),
      evidence: orDash(nc.evidence),
      auditor: orDash(nc.auditor),
      foundDate: orDash(nc.foundDate),
      dueDate: orDash(nc.dueDate),
      rootCause: orDash(nc.rootCause),
      correction: orDash(nc.correction),
      correctiveAction: orDash(nc.correctiveAction),
      verification: orDash(nc.verification),
    })),
    conclusion:
      open === 0
        ? `本次内部审核发现的 ${ncs.length} 项不符合均已完成整改并经验证关闭，管理体系运行有效。`
        : `本次内部审核共发现 ${ncs.length} 项不符合，尚有 ${open} 项未关闭。责任部门应在整改期限内完成原因分析、纠正和纠正措施，由审核员验证后关闭。`,
  };
}

export const ncReportFileName = (orgName: string, generatedOn: string): string =>
  `内部审核不符合项报告-${fileNamePart(orgName || '未命名组织')}-${generatedOn.replace(/-/g, '')}.docx`;

export const ncReportDocx = (input: NcReportInput): Buffer => renderDocx(readTemplate(NC_REPORT_TEMPLATE), ncReportData(input));
