/**
 * The one zod schema for free text a person or client sends (API contract inputs): trimmed,
 * bounded, and free of control characters. PostgreSQL cannot store U+0000 in text at all (the
 * request would fail with a server error), and the other control characters have no business in
 * names, codes or remarks; tab and line feed stay allowed for multi-line text.
 *
 *   text({ max: 64, required: '请选择租户' })        // required, trimmed, ≤ 64 characters
 *   text({ max: 500 }).optional()                    // may be empty
 *   text({ max: 128, trim: false, required: '…' })   // kept as typed (passwords)
 */
import { z } from 'zod';

/** C0 controls except tab (U+0009) and line feed (U+000A), DEL, and the C1 controls. */
// Control characters are what this pattern is for (noControlCharactersInRegex is off in biome.jsonc).
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
// Control characters are what this pattern is for (noControlCharactersInRegex is off in biome.jsonc).
const WITHOUT_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000B-\u001F\u007F-\u009F]*$/;

export const TEXT_MESSAGES = {
  controlCharacter: '不能包含控制字符（如 NUL、回车等不可见字符）',
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
}

export function text({ max, required, trim = true, multiline = false }: TextOptions): z.ZodString {
  let schema = z.string({ error: (issue) => (issue.input === undefined ? (required ?? TEXT_MESSAGES.notText) : TEXT_MESSAGES.notText) });
  if (multiline) schema = schema.overwrite((value) => value.replace(/\r\n?/g, '\n'));
  if (trim) schema = schema.trim();
  if (required) schema = schema.min(1, required);
  return schema.max(max, TEXT_MESSAGES.tooLong(max)).regex(WITHOUT_CONTROL_CHARACTERS, TEXT_MESSAGES.controlCharacter);
}
