/**
 * defineEnum: an enum of codes with their zh-CN labels (../shared/docs/glossary-zh.md), a zod
 * schema and Select options, so pages, tables, filters, the server and the mocks take labels from
 * one place. Area files (domain/<area>/enums.ts) declare their enums with it; domain/enums/index.ts merges them.
 */
import { z } from 'zod';

export interface LabelledEnum<C extends string> {
  /** The codes in their declared order. */
  readonly values: readonly C[];
  /** zh-CN label by code. */
  readonly labels: Readonly<Record<C, string>>;
  /** zod schema accepting exactly the codes (built on first use: the web's first paint needs none). */
  readonly schema: z.ZodEnum<{ [K in C]: K }>;
  /** Label of a code, or the code itself when unknown (never an empty cell). */
  label(code: string | null | undefined): string;
  /** { value, label } pairs, for Select options and ProTable valueEnum builders. */
  options(): { value: C; label: string }[];
  is(code: unknown): code is C;
}

/**
 * Every enum declared so far, in declaration order: validation messages name a code's label by
 * finding the enum with exactly those codes (./validation.ts), without importing every area.
 */
export const DECLARED_ENUMS: readonly LabelledEnum<string>[] = [];

export function defineEnum<const M extends Record<string, string>>(labels: M): LabelledEnum<Extract<keyof M, string>> {
  type C = Extract<keyof M, string>;
  const values = Object.keys(labels) as C[];
  const set = new Set<string>(values);
  let schema: z.ZodEnum<{ [K in C]: K }> | undefined;
  const labelled: LabelledEnum<C> = {
    values,
    labels: labels as unknown as Record<C, string>,
    get schema() {
      schema ??= z.enum(values as [C, ...C[]]) as unknown as z.ZodEnum<{ [K in C]: K }>;
      return schema;
    },
    label: (code) => (code != null && set.has(code) ? (labels as Record<string, string>)[code] : (code ?? '')),
    options: () => values.map((value) => ({ value, label: (labels as Record<string, string>)[value] })),
    is: (code): code is C => typeof code === 'string' && set.has(code),
  };
  (DECLARED_ENUMS as LabelledEnum<string>[]).push(labelled as unknown as LabelledEnum<string>);
  return labelled;
}

/** "ALL" filter value; sent to the server as "" (spec §5). */
export const ALL = 'ALL';
