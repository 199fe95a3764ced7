/**
 * How an area declares its error codes, and the code range each area owns. An area file lists
 * its codes with their Chinese errorMsg in one place (`defineErrors`); domain/errors/index.ts
 * merges the areas and tests/unit/errors.test.ts checks every code against its area's range.
 */

/** The areas that own error codes, and their ranges (inclusive). Reserve a range before using it. */
export const ERROR_CODE_RANGES = {
  /** Spec §8 codes and HTTP-level failures: "200", "400"…"500", 10xxx, and the named spec codes. */
  common: { from: 10000, to: 10999 },
  identity: { from: 11000, to: 11999 },
  /** The platform console (issue 10), one range per area: service products and their templates, */
  products: { from: 12000, to: 12399 },
  /** service authorization of channels (accredit), */
  authorizations: { from: 12400, to: 12499 },
  /** tenants and accounts administered by the platform (channels, certification bodies, users, page configuration), */
  tenantAdmin: { from: 12500, to: 12799 },
  /** national dictionaries, standard configuration and the enterprise registry, */
  dictionaries: { from: 12800, to: 12899 },
  /** and the operator audit log. */
  auditLog: { from: 12900, to: 12999 },
  /** Wallet, orders, payment, finance (13001 is the spec's insufficient balance). */
  wallet: { from: 13000, to: 13999 },
  /** Files (issue 28), one range per area: stored files, uploads, project files and share links, */
  files: { from: 14000, to: 14399 },
  /** background tasks (后台任务), */
  tasks: { from: 14400, to: 14599 },
  /** Excel, document and government-data imports, */
  imports: { from: 14600, to: 14799 },
  /** and the Word document settings. */
  wordSettings: { from: 14800, to: 14999 },
  /** Announcements and the guide tool kit. */
  content: { from: 15000, to: 15999 },
  /** People and organisations (issue 11), one range per area. A channel's customers and consultations. */
  customers: { from: 16000, to: 16199 },
  /** Account equity: equity levels, applications and their review (权益申请). */
  equity: { from: 16600, to: 16799 },
  /** Personnel (issue 11): a tenant's members, join requests by invite code, tenant switching. */
  personnel: { from: 16200, to: 16399 },
  /** Partners (issue 11): sub-channels, invitations, channel applications. */
  partners: { from: 16400, to: 16599 },
  projects: { from: 17000, to: 17999 },
  questionnaires: { from: 18000, to: 18999 },
  gapAnalysis: { from: 19000, to: 19999 },
  riskAssessment: { from: 20000, to: 20999 },
  /** Certification bodies (issue 29), one range per area: the assessor register (审核员管理), */
  assessors: { from: 21000, to: 21199 },
  /** certification projects, audits, findings and certificates (认证项目管理), */
  certification: { from: 21200, to: 21599 },
  /** smart scheduling (智能排期), */
  schedule: { from: 21600, to: 21799 },
  /** and the customer's certification materials (认证材料). */
  certMaterials: { from: 21800, to: 21999 },
  exams: { from: 22000, to: 22999 },
  /** ISO management-system documentation projects (体系文件). */
  isoDocuments: { from: 23000, to: 23999 },
  /** Dashboards and metrics (客户数字中心, 经营指标中心). */
  metrics: { from: 24000, to: 24999 },
} as const;
export type ErrorArea = keyof typeof ERROR_CODE_RANGES;

/** Codes of the common area outside 10xxx: HTTP statuses and the spec's named codes. */
const COMMON_NON_RANGE = /^(?:[2-5]\d\d|must_agreement_licences|csrf_rejected)$/;

/** Whether `code` lies in the range `area` owns. */
export function isInAreaRange(area: ErrorArea, code: string): boolean {
  if (area === 'common' && COMMON_NON_RANGE.test(code)) return true;
  if (!/^\d{5}$/.test(code)) return false;
  const { from, to } = ERROR_CODE_RANGES[area];
  const value = Number(code);
  return value >= from && value <= to;
}

/** One area's codes: `codes` by name (ErrorCode.X), `messages` by code (the Chinese errorMsg). */
export interface AreaErrors<K extends string, C extends string> {
  readonly area: ErrorArea;
  readonly codes: Readonly<Record<K, C>>;
  readonly messages: Readonly<Record<C, string>>;
}

/** `{ NAME: [code, message] }` → the area's code names and messages. */
export function defineErrors<const E extends Record<string, readonly [string, string]>>(
  area: ErrorArea,
  entries: E,
): AreaErrors<Extract<keyof E, string>, E[keyof E][0]> {
  const codes = {} as Record<string, string>;
  const messages = {} as Record<string, string>;
  for (const [name, [code, message]] of Object.entries(entries)) {
    codes[name] = code;
    messages[code] = message;
  }
  return { area, codes, messages } as AreaErrors<Extract<keyof E, string>, E[keyof E][0]>;
}
