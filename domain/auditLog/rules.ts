/**
 * The operator audit log (issue 10 "Rules"): every change the platform console makes to products,
 * authorizations, approvals, tenants and accounts is recorded once — who, when, what, the state
 * before and after. Entries are append-only (the database refuses UPDATE and DELETE).
 *
 * What a module records goes through `auditSnapshot`, so a secret never reaches the log, whatever
 * the caller passes.
 */
import type { AuditArea } from './enums';

/** What a module tells the audit log about one change (the actor comes from the request). */
export interface AuditEntryInput {
  area: AuditArea;
  /** What was done, as the operator would say it: '发布产品', '审核通过', '停用账号'… */
  action: string;
  /** The changed thing: its kind ('product', 'tenant', 'account'…), identifier and display name. */
  targetType: string;
  targetId: string;
  targetName: string;
  /** The thing before the change (null when created) and after it (null when removed). */
  before?: unknown;
  after?: unknown;
}

/** Keys never written to the log, at any depth: passwords, hashes, tokens, secrets. */
const SECRET_KEY = /password|passwd|hash|secret|token|salt|verifyCode/i;
/** Strings longer than this are cut (a pasted document must not bloat the log). */
export const AUDIT_TEXT_MAX = 2_000;
const DEPTH_MAX = 6;

/** A JSON-safe copy of `value` without secrets: dates as ISO text, long strings cut, functions dropped. */
export function auditSnapshot(value: unknown, depth = 0): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value.length > AUDIT_TEXT_MAX ? `${value.slice(0, AUDIT_TEXT_MAX)}…` : value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value !== 'object') return null;
  if (depth >= DEPTH_MAX) return '…';
  if (Array.isArray(value)) return value.map((item) => auditSnapshot(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (SECRET_KEY.test(key) || typeof item === 'function' || item === undefined) continue;
    copy[key] = auditSnapshot(item, depth + 1);
  }
  return copy;
}

/** The top-level fields whose value differs between two snapshots (what the log page highlights). */
export function changedFields(before: unknown, after: unknown): string[] {
  const asRecord = (value: unknown): Record<string, unknown> =>
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const a = asRecord(before);
  const b = asRecord(after);
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key])).sort();
}
