/**
 * Rules of the imports area: the cell readers the templates are built from (text, dates, amounts,
 * the fixed values and the tecDomain / govProductCls dictionaries), the row reader that checks a
 * sheet against a template (every bad cell with its row, column and a Chinese reason), who may read
 * and import a customer's government data, and the zip checks every upload passes first. Pure;
 * the server reads the bytes and calls these.
 */
import { z } from 'zod';
import { GOV_PRODUCT_TREE, TECH_DOMAIN_TREE, type TreeDictionary } from '../dictionaries';
import { customerVisibility, mayEditCustomer } from '../customers/rules';
import { computeAccess, roleCodesOf } from '../kernel/access';
import type { LabelledEnum } from '../kernel/enums';
import type { AccessSubject } from '../kernel/userInfo';
import { IMPORT_MAX_COMPRESSION_RATIO, IMPORT_TEXT_MAX } from './constants';

// ---- cells --------------------------------------------------------------------------------------

/** A bad cell: its sheet, row number (the header is row 1), column header and the reason. */
export interface CellError {
  sheet: string;
  row: number;
  column: string;
  reason: string;
}

/** Free text of at most `max` characters. */
export const textCell = (max = IMPORT_TEXT_MAX) => z.string().max(max, `不能超过 ${max} 个字`);

/** One of an enum's labels (or its code). */
export const enumCell = <C extends string>(values: LabelledEnum<C>) =>
  z.string().transform((cell, ctx): C => {
    const found = values.values.find((code) => code === cell || values.labels[code] === cell);
    if (found) return found;
    ctx.addIssue({ code: 'custom', message: `须为 ${values.values.map((code) => values.labels[code]).join('、')} 之一` });
    return z.NEVER;
  });

const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const pad = (n: number) => String(n).padStart(2, '0');

/** A date as YYYY-MM-DD: 2024-03-01, 2024/3/1, 2024.3.1, 2024年3月1日, or an Excel date serial. */
export const dateCell = z.string().transform((cell, ctx): string => {
  let y: number;
  let m: number;
  let d: number;
  const parts = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?$/.exec(cell);
  if (parts) [y, m, d] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  else if (/^\d{5}(\.\d+)?$/.test(cell)) {
    const date = new Date(EXCEL_EPOCH_MS + Math.floor(Number(cell)) * 86_400_000);
    [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
  } else {
    ctx.addIssue({ code: 'custom', message: `“${cell}”不是日期，请填写如 2024-03-01` });
    return z.NEVER;
  }
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || y < 1980 || y > 2099) {
    ctx.addIssue({ code: 'custom', message: `“${cell}”不是有效日期` });
    return z.NEVER;
  }
  return `${y}-${pad(m)}-${pad(d)}`;
});

/** An amount in 万元: not negative, at most two decimals (thousands separators allowed). */
export const amountCell = (max = 100_000_000) =>
  z.string().transform((cell, ctx): number => {
    const plain = cell.replace(/[,，\s]/g, '');
    if (!/^\d+(\.\d+)?$/.test(plain)) {
      ctx.addIssue({ code: 'custom', message: `“${cell}”不是金额，请填写不小于 0 的数字（单位：万元）` });
      return z.NEVER;
    }
    const value = Math.round(Number(plain) * 100) / 100;
    if (value > max) {
      ctx.addIssue({ code: 'custom', message: `不能超过 ${max} 万元` });
      return z.NEVER;
    }
    return value;
  });

/** A whole number between min and max. */
export const intCell = (min: number, max: number) =>
  z.string().transform((cell, ctx): number => {
    const plain = cell.replace(/[,，\s]/g, '');
    if (!/^\d+(\.0+)?$/.test(plain) || Number(plain) < min || Number(plain) > max) {
      ctx.addIssue({ code: 'custom', message: `“${cell}”须为 ${min}–${max} 之间的整数` });
      return z.NEVER;
    }
    return Number(plain);
  });

/**
 * A dictionary entry from a cell: its code ("0107"), its name ("信息安全技术") or both
 * ("0107 信息安全技术"); a name shared by several entries must be given by code.
 */
export function dictionaryEntry(tree: TreeDictionary, cell: string): { code: string; name: string } | string {
  const [first, ...rest] = cell.split(/[\s·\-—]+/).filter(Boolean);
  const byCode = first ? tree.byCode.get(first.toUpperCase()) : undefined;
  if (byCode && (!rest.length || rest.join('') === byCode.name.replace(/\s/g, ''))) return { code: byCode.code, name: byCode.name };
  const named = tree.rows.filter((row) => row.name === cell);
  if (named.length === 1) return { code: named[0].code, name: named[0].name };
  if (named.length > 1) return `“${cell}”对应多个条目（${named.map((row) => row.code).join('、')}），请填写代码`;
  return '';
}

const dictionaryCell = (tree: TreeDictionary, what: string, path: string, leafLevels?: readonly string[]) =>
  z.string().transform((cell, ctx): string => {
    const found = dictionaryEntry(tree, cell);
    if (typeof found === 'string') {
      ctx.addIssue({ code: 'custom', message: found || `“${cell}”不在${what}字典中（${path}）` });
      return z.NEVER;
    }
    const level = tree.byCode.get(found.code)?.level;
    if (leafLevels && level && !leafLevels.includes(level)) {
      ctx.addIssue({ code: 'custom', message: `“${cell}”是${what}的大类，请填写到下一级` });
      return z.NEVER;
    }
    return found.code;
  });

/** 国家重点支持的高新技术领域: a second-level field (checked against /api/common/china/tecDomain/list.json's dictionary). */
export const tecDomainCell = dictionaryCell(TECH_DOMAIN_TREE, '高新技术领域', '/api/common/china/tecDomain/list.json', ['field']);
/** 政府采购品目分类 (checked against /api/common/china/govProductCls/list.json's dictionary). */
export const govProductCell = dictionaryCell(GOV_PRODUCT_TREE, '政府采购品目分类', '/api/common/china/govProductCls/list.json');

/** Names of dictionary codes, for lists. */
export const tecDomainName = (code: string | null) => (code ? (TECH_DOMAIN_TREE.byCode.get(code)?.name ?? code) : '');
export const govProductName = (code: string | null) => (code ? (GOV_PRODUCT_TREE.byCode.get(code)?.name ?? code) : '');

// ---- who may read and import a customer's government data ----------------------------------------

/**
 * What the caller may do with customers' government data:
 * - a customer's members reading projects (PM, owner, auditor, executor) see their own tenant's;
 *   its PM and owner import it;
 * - a channel follows the customers area (domain/customers/rules.ts): its people see the customers
 *   they serve (the manager also its sub-channels'), the manager and sub-manager import for their
 *   own channel's customers;
 * - the platform reads every customer's.
 */
export type GovDataAccess =
  | { kind: 'none' }
  | { kind: 'own'; tenantCode: string; canWrite: boolean }
  | { kind: 'channel'; tenantCode: string; includeSubChannels: boolean; canWrite: boolean }
  | { kind: 'all' };

export function govDataAccess(subject: AccessSubject | null | undefined, tenantCode: string | null | undefined): GovDataAccess {
  if (!subject || !tenantCode) return { kind: 'none' };
  const access = computeAccess(subject);
  if (subject.tenantDTO?.type === 'customer') {
    if (!access.canReadInterface && !access.canExecutor) return { kind: 'none' };
    const roles = roleCodesOf(subject);
    return { kind: 'own', tenantCode, canWrite: roles.has('consumer-pm') || roles.has('consumer-owner') };
  }
  const visibility = customerVisibility(subject);
  if (visibility.kind === 'all') return { kind: 'all' };
  if (visibility.kind === 'channel')
    return {
      kind: 'channel',
      tenantCode,
      includeSubChannels: visibility.includeSubChannels,
      canWrite: mayEditCustomer(visibility, tenantCode, tenantCode),
    };
  return { kind: 'none' };
}

// ---- zip checks -----------------------------------------------------------------------------------

/** One entry of a zip's central directory, with its declared sizes. */
export interface ZipEntryInfo {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

/** Why a zip's declared sizes make it a bomb (null: acceptable). */
export function zipBombReason(entries: readonly ZipEntryInfo[], maxTotal: number): string | null {
  const total = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (total > maxTotal) return `解压后共 ${Math.round(total / 1024 / 1024)} MB，超过上限 ${Math.round(maxTotal / 1024 / 1024)} MB`;
  const inflated = entries.find(
    (entry) => entry.uncompressedSize > 1024 * 1024 && entry.uncompressedSize > Math.max(1, entry.compressedSize) * IMPORT_MAX_COMPRESSION_RATIO,
  );
  if (inflated) return `${inflated.name} 的压缩比超过 ${IMPORT_MAX_COMPRESSION_RATIO}:1`;
  return null;
}

/** An Excel column letter of a 1-based index (1 → A, 27 → AA). */
export function columnLetter(index: number): string {
  let n = index;
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}
