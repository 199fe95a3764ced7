/**
 * Rules of the platform's tenant and account administration (issue 10, items 3–5): channel
 * admission as a state machine, the unified social credit code (GB 32100-2015) and the CNAS
 * accreditation number of certification bodies, tenant page configuration (hidden tabs) and
 * the generated passwords of a reset. Pure functions with Chinese refusal messages; the server,
 * the web app and the mocks all call them.
 */
import { ApprovalState, HideableTab, type HideableTab as HideableTabCode } from '../kernel/tenancyEnums';
import { checkCreditCode } from '../kernel/creditCode';
import { defineStateMachine } from '../kernel/stateMachine';

// ---- Channel admission -------------------------------------------------------------------------
/**
 * A channel tenant works once its approval state is `success` (spec §4: otherwise it is sent to
 * /login). The platform (canReadChannelManage) approves or rejects an application that was
 * submitted; a rejected one may be reconsidered and approved. A channel (re)submits its
 * application itself (issue 11's addCustomInfo), never the platform.
 */
export type ApprovalAction = 'approve' | 'reject' | 'submit';
export const CHANNEL_APPROVAL_MACHINE = defineStateMachine<ApprovalState, ApprovalAction>({
  name: '渠道入驻申请',
  states: ApprovalState.labels,
  moves: [
    { from: ['submitted', 'rejected'], to: 'success', action: 'approve', label: '审核通过', by: [{ access: 'canReadChannelManage' }] },
    { from: 'submitted', to: 'rejected', action: 'reject', label: '驳回', by: [{ access: 'canReadChannelManage' }] },
    { from: ['inhand', 'rejected'], to: 'submitted', action: 'submit', label: '提交审核', by: ['system'] },
  ],
});

/** The target states the platform may set through updateCustomApprovalState. */
export const REVIEW_TARGETS = ['success', 'rejected'] as const;
export type ReviewTarget = (typeof REVIEW_TARGETS)[number];
/** The machine's action for a review's target state (so a refusal names the action: "不能驳回"). */
export const reviewActionOf = (target: ReviewTarget): ApprovalAction => (target === 'success' ? 'approve' : 'reject');

export const REJECT_REASON_MAX = 500;
export const REJECT_REASON_REQUIRED = '驳回原因（reason）必填，请说明驳回的理由';

// ---- Unified social credit code (统一社会信用代码, GB 32100-2015) -------------------------------
/** The rule lives once, in domain/kernel/creditCode.ts (dictionaries); these are the names this area uses. */
export { creditCodeCheckChar } from '../kernel/creditCode';

/** Null when `code` is a valid 18-character unified social credit code, otherwise why not (in Chinese). */
export function creditCodeProblem(code: string): string | null {
  const checked = checkCreditCode(code);
  return checked.valid ? null : checked.message;
}

export const isValidCreditCode = (code: string): boolean => creditCodeProblem(code) === null;

// ---- CNAS accreditation number of a certification body -----------------------------------------
/**
 * CNAS accredits certification bodies (CNAS-CC01 = ISO/IEC 17021-1) under numbers like
 * "CNAS C001-M": the letter C, three or four digits, and the accreditation kind after the hyphen
 * (M management systems, P products, I information security, F food…).
 */
export const CNAS_NO_PATTERN = /^CNAS C\d{3,4}-[A-Z]{1,2}$/;
export const CNAS_NO_EXAMPLE = 'CNAS C001-M';

/** "cnas  c001-m" → "CNAS C001-M" (case and spacing as CNAS writes it). */
export function normalizeCnasNo(value: string): string {
  const compact = value.trim().toUpperCase().replace(/\s+/g, '');
  const match = /^CNASC(\d{3,4})-([A-Z]{1,2})$/.exec(compact);
  return match ? `CNAS C${match[1]}-${match[2]}` : value.trim().toUpperCase();
}

export function cnasNoProblem(value: string): string | null {
  if (!value.trim()) return 'CNAS 认可证书编号必填';
  return CNAS_NO_PATTERN.test(normalizeCnasNo(value))
    ? null
    : `CNAS 认可证书编号格式应为“${CNAS_NO_EXAMPLE}”（C 加 3–4 位数字，连字符后为认可类别字母）`;
}

// ---- Tenant page configuration (spec §3) -------------------------------------------------------
/** hTab as stored: the known hideable tabs, comma-separated, each once, in the enum's order. */
export function formatHTab(tabs: readonly string[]): string {
  const wanted = new Set(tabs.map((tab) => tab.trim()));
  return HideableTab.values.filter((tab) => wanted.has(tab)).join(',');
}

/** The hideable tabs named in a stored hTab (unknown keys left out). */
export function parseHTab(hTab: string | null | undefined): HideableTabCode[] {
  const named = new Set((hTab ?? '').split(',').map((tab) => tab.trim()));
  return HideableTab.values.filter((tab) => named.has(tab));
}

/** Keys of a hidden-tab list that are not hideable tabs (for the refusal message). */
export const unknownTabs = (tabs: readonly string[]): string[] => tabs.filter((tab) => !HideableTab.is(tab.trim()));

export const TENANT_NAME_MAX = 100;
export const TENANT_EN_NAME_MAX = 200;
/** English names: letters, digits, spaces and the punctuation of company names. */
export const TENANT_EN_NAME_PATTERN = /^[A-Za-z0-9 .,&()'-]*$/;

/** Logo images (a subset of the upload formats, spec §3): no SVG, which may carry script. */
export const LOGO_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif'] as const;
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const isLogoFileName = (fileName: string): boolean => {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 && (LOGO_EXTENSIONS as readonly string[]).includes(fileName.slice(dot + 1).toLowerCase());
};

/** The file download link a tenant's members can open (the logo is stored as a file of that tenant). */
export const logoUrlOf = (objectId: string): string => `/consulting/file/download?objectId=${encodeURIComponent(objectId)}`;
/** A logo URL the platform accepts: a file download link, or empty (the platform icon). */
/** A channel's region code: a GB/T 2260 code of 6 digits, or '' for details written before the region cascader. */
export const REGION_CODE_PATTERN = /^(?:\d{6})?$/;

export const LOGO_URL_PATTERN = /^(?:\/consulting\/file\/download\?objectId=[0-9A-Za-z_-]{1,64})?$/;

// ---- Passwords set by a reset ------------------------------------------------------------------
/** Letters and digits without look-alikes (0/O, 1/l/I), plus a few symbols. */
export const RESET_PASSWORD_GROUPS = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnpqrstuvwxyz', '23456789', '@#%&*?!'] as const;
export const RESET_PASSWORD_LENGTH = 14;

/**
 * A strong password from a uniform random integer source (`randomInt(max)` → 0…max-1; the server
 * passes node:crypto's): RESET_PASSWORD_LENGTH characters with at least one of each group.
 */
export function generatePassword(randomInt: (max: number) => number): string {
  const all = RESET_PASSWORD_GROUPS.join('');
  const chars = RESET_PASSWORD_GROUPS.map((group) => group[randomInt(group.length)]);
  while (chars.length < RESET_PASSWORD_LENGTH) chars.push(all[randomInt(all.length)]);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

/** Whether a password has every group of a generated one (what the tests check). */
export const isStrongPassword = (password: string): boolean =>
  password.length >= RESET_PASSWORD_LENGTH && RESET_PASSWORD_GROUPS.every((group) => [...password].some((c) => group.includes(c)));
