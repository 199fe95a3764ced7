/**
 * The one zod schema for free text a person or client sends (API contract inputs): trimmed,
 * bounded, and free of control characters. PostgreSQL cannot store U+0000 in text at all (the
 * request would fail with a server error), and the other control characters have no business in
 * names, codes or remarks; tab and line feed stay allowed for multi-line text.
 *
 *   text({ max: 64, required: '请选择租户' })        // required, trimmed, ≤ 64 characters
 *   text({ max: 500 }).optional()                    // may be empty
 *   text({ max: 128, trim: false, required: '…' })   // kept as typed (passwords)
 *   text({ max: 64, name: true, required: '…' })     // a name or title: no bidirectional controls
 *
 * Every value must also be well-formed Unicode: a lone UTF-16 surrogate (JSON allows "\ud800")
 * cannot be stored as UTF-8 — PostgreSQL's jsonb refuses it (a 500) and text columns would keep
 * U+FFFD instead — and noncharacters (U+FFFE, U+FFFF, U+FDD0–U+FDEF…) are not text either. Both
 * are refused with a Chinese message, never replaced. The HTTP layer applies the same rule to
 * every string of a request (server/http/validation.ts), also where a field does not use text().
 */
import { z } from 'zod';

/** C0 controls except tab (U+0009) and line feed (U+000A), DEL, and the C1 controls. */
// Control characters are what this pattern is for (noControlCharactersInRegex is off in biome.jsonc).
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
// Control characters are what this pattern is for (noControlCharactersInRegex is off in biome.jsonc).
const WITHOUT_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000B-\u001F\u007F-\u009F]*$/;
const WITHOUT_BIDI_CONTROLS = /^[^\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]*$/;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Noncharacters: U+FDD0–U+FDEF and the last two code points of every plane. */
const NONCHARACTER =
  /[\uFDD0-\uFDEF\uFFFE\uFFFF]|[\uD83F\uD87F\uD8BF\uD8FF\uD93F\uD97F\uD9BF\uD9FF\uDA3F\uDA7F\uDABF\uDAFF\uDB3F\uDB7F\uDBBF\uDBFF][\uDFFE\uDFFF]/;

/**
 * Bidirectional controls (embeddings, overrides, isolates, marks): invisible, they reorder what is
 * shown, so "FZ\u202Eevil\u202C" or "报告\u202Excod.exe" disguise a name or a file's real extension.
 */
export const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;

/** A well-formed Unicode string without noncharacters (what text() and the HTTP layer accept). */
export function isValidUnicode(value: string): boolean {
  return !LONE_SURROGATE.test(value) && !NONCHARACTER.test(value);
}

/**
 * The file-name rule (uploads, share names…): the message to answer, or null when `name` is
 * acceptable. Refuses invalid Unicode, control characters and bidirectional controls.
 */
export function fileNameProblem(name: string): string | null {
  if (!isValidUnicode(name)) return `文件名${TEXT_MESSAGES.invalidUnicode}`;
  if (CONTROL_CHARACTER.test(name)) return `文件名${TEXT_MESSAGES.controlCharacter}`;
  if (BIDI_CONTROL.test(name)) return `文件名${TEXT_MESSAGES.bidiControl}`;
  return null;
}

export const TEXT_MESSAGES = {
  controlCharacter: '不能包含控制字符（如 NUL、回车等不可见字符）',
  invalidUnicode: '包含无效字符（如不成对的代理字符），请删除后重新输入',
  bidiControl: '不能包含改变文字方向的不可见字符（如 U+202E），请删除后重新输入',
  tooLong: (max: number) => `不能超过 ${max} 个字符`,
  notText: '必须是文本',
} as const;

export interface TextOptions {
  /** Longest accepted length, in UTF-16 code units after trimming. */
  max: number;
  /** Message when the value is missing or empty (after trimming); without it '' is accepted. */
  required?: string;
  /** Trim surrounding white space (default true); false keeps the value exactly as sent. */
  trim?: boolean;
  /** Multi-line text: CRLF and CR line breaks become LF (kept), instead of being refused. */
  multiline?: boolean;
  /** A name, title or file name: bidirectional control characters are refused too. */
  name?: boolean;
}

export function text({ max, required, trim = true, multiline = false, name = false }: TextOptions): z.ZodString {
  let schema = z.string({ error: (issue) => (issue.input === undefined ? (required ?? TEXT_MESSAGES.notText) : TEXT_MESSAGES.notText) });
  if (multiline) schema = schema.overwrite((value) => value.replace(/\r\n?/g, '\n'));
  if (trim) schema = schema.trim();
  if (required) schema = schema.min(1, required);
  schema = schema
    .max(max, TEXT_MESSAGES.tooLong(max))
    .regex(WITHOUT_CONTROL_CHARACTERS, TEXT_MESSAGES.controlCharacter)
    // A check (not a transform): the result stays a ZodString, so callers may chain .regex() etc.
    .refine(isValidUnicode, TEXT_MESSAGES.invalidUnicode);
  return name ? schema.regex(WITHOUT_BIDI_CONTROLS, TEXT_MESSAGES.bidiControl) : schema;
}
