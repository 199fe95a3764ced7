/**
 * The demo certification materials: 示例科技 (T-CU-DEMO)'s ISO/IEC 27001 certification project with
 * 示例认证中心 (T-CB-DEMO) has its default checklist with 5 materials accepted, 2 awaiting review,
 * 1 returned with a reason and the rest still to upload. The uploads are small real PDFs, stored at
 * start (server/modules/certMaterials/demoFiles.ts).
 */
import { DEMO_CERT_MAIN_PROJECT, DEMO_CERT_PROJECTS } from '../certification/demo';

const MAIN = DEMO_CERT_PROJECTS.find((project) => project.certProjectCode === DEMO_CERT_MAIN_PROJECT);

/**
 * The certification project (the certification area's DEMO_CERT_MAIN_PROJECT) and its marketplace
 * project, when it has one (null: the files are stored as the customer tenant's own files).
 */
export const DEMO_CERT_MATERIALS_PROJECT: {
  bodyTenantCode: string;
  certProjectCode: string;
  projectCode: string | null;
  customerTenantCode: string;
  uploaderAccountId: string;
  reviewerAccountId: string;
} = {
  bodyTenantCode: MAIN?.bodyTenantCode ?? 'T-CB-DEMO',
  certProjectCode: DEMO_CERT_MAIN_PROJECT,
  projectCode: MAIN?.projectCode ?? null,
  customerTenantCode: MAIN?.clientTenantCode ?? 'T-CU-DEMO',
  /** 客户项目经理 uploads, 认证机构管理员 reviews. */
  uploaderAccountId: 'A-21',
  reviewerAccountId: 'A-31',
};

/** Placeholder object ids of the demo uploads until their files are stored at start. */
export const DEMO_CERT_MATERIAL_FILE_PREFIX = 'demo-cert-material:';

export interface DemoCertMaterialUpload {
  /** The default checklist entry (domain defaultChecklist key). */
  itemKey: string;
  status: 'accepted' | 'submitted' | 'returned';
  fileName: string;
  /** One ASCII line printed on the PDF's page. */
  pdfLine: string;
  daysAgo: number;
  returnReason?: string;
}

export const DEMO_CERT_MATERIAL_UPLOADS: readonly DemoCertMaterialUpload[] = [
  {
    itemKey: 'application',
    status: 'accepted',
    fileName: '认证申请书（盖章）.pdf',
    pdfLine: 'ISO/IEC 27001 certification application - Demo Tech',
    daysAgo: 40,
  },
  { itemKey: 'licence', status: 'accepted', fileName: '营业执照副本.pdf', pdfLine: 'Business licence (copy) - Demo Tech Co., Ltd.', daysAgo: 40 },
  {
    itemKey: 'scopeSites',
    status: 'accepted',
    fileName: '认证范围及场所清单.pdf',
    pdfLine: 'Scope and sites: Hangzhou head office, 1 data centre',
    daysAgo: 38,
  },
  { itemKey: 'orgChart', status: 'accepted', fileName: '组织机构图.pdf', pdfLine: 'Organisation chart and ISMS roles', daysAgo: 38 },
  {
    itemKey: 'ismsManual',
    status: 'accepted',
    fileName: '信息安全管理手册 V2.0.pdf',
    pdfLine: 'Information security manual and policy v2.0',
    daysAgo: 35,
  },
  {
    itemKey: 'soa',
    status: 'submitted',
    fileName: '适用性声明（SoA）V1.3.pdf',
    pdfLine: 'Statement of Applicability v1.3 (93 Annex A controls)',
    daysAgo: 6,
  },
  {
    itemKey: 'riskAssessment',
    status: 'submitted',
    fileName: '风险评估报告及处置计划.pdf',
    pdfLine: 'Risk assessment report and risk treatment plan',
    daysAgo: 5,
  },
  {
    itemKey: 'internalAudit',
    status: 'returned',
    fileName: '2026年内部审核报告.pdf',
    pdfLine: 'Internal audit report 2026',
    daysAgo: 12,
    returnReason: '内部审核报告未覆盖运维部和信息安全事件管理（附录 A 5.24–5.28），请补充这两部分的审核记录和不符合项后重新上传。',
  },
];

/** A valid one-page PDF printing one line (ASCII; the standard Helvetica font), with its cross-reference table. */
export function demoMaterialPdf(line: string): Uint8Array {
  const safe = line.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (ch) => `\\${ch}`);
  const stream = `BT /F1 14 Tf 72 770 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}
