/** The small rules of spec §5, shared by the web app, the server and the mocks. */
import { ALL } from './enums';

/** Request params equal to "ALL" are sent as "" (and "" means "no filter" on the server). */
export function replaceAllParams<T extends Record<string, unknown>>(params: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) out[key] = value === ALL ? '' : value;
  return out as T;
}

/** A page number clamped to 1..totalPages (1 when there are no pages). */
export function clampPage(page: number, totalPages: number): number {
  const last = Math.max(1, Math.floor(totalPages) || 1);
  const current = Number.isFinite(page) ? Math.floor(page) : 1;
  return Math.min(Math.max(1, current), last);
}

export const totalPages = (total: number, pageSize: number): number => (pageSize > 0 ? Math.max(1, Math.ceil(total / pageSize)) : 1);

/** Blank: null, undefined, empty or only whitespace. */
export const isBlank = (value: string | null | undefined): boolean => value == null || value.trim() === '';

/** Empty unless it has a truthy element. */
export const isEmptyArray = (value: readonly unknown[] | null | undefined): boolean => !value?.some(Boolean);

/** The download link of a stored file; an empty objectId is an error and gives an empty link. */
export function downloadLink(objectId: string | null | undefined, log: (message: string) => void = console.error): string {
  if (isBlank(objectId)) {
    log('downloadLink: objectId 为空，无法生成下载链接');
    return '';
  }
  return `/consulting/file/download?objectId=${encodeURIComponent(objectId!.trim())}`;
}

/** Mainland China mobile number. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
