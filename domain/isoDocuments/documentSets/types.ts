/**
 * The shape of a template set (data, not code): folders and documents, each document with its
 * tier (docBizType), layout template, clause references and its content — text with placeholders
 * the variables fill (documentData.ts resolves them):
 *
 *   {{org}} {{short}} {{scope}} {{certScope}} {{policy}}      the organisation's facts
 *   {{topManager}} {{mr}} {{so}} {{dc}}                       最高管理者, 管理者代表, 信息安全负责人, 文件管理员
 *   {{lead}} {{lead:A.8}}                                     the lead department of the document's first clause (or of a clause)
 *   {{date:training}}                                         a timeline date (domain/isoDocuments/timeline.ts keys)
 *   {{cycle}}                                                 the review cycle in months
 *   {{doc:B-07}}                                              《title》（number） of another document of the set
 */
import type { DocBizType } from '../enums';
import type { IsoTimelineKey } from '../timeline';

/** The .docx layout a document is rendered with (scripts/buildReportTemplates.mjs builds one template per layout). */
export type DocLayout = 'manual' | 'procedure' | 'policy' | 'record' | 'envReport';

/** Where a record form's rows come from (documentData.ts). */
export type RowSource =
  | 'departments'
  | 'objectives'
  | 'matrix'
  | 'auditPlan'
  | 'documents'
  | 'controls'
  | 'sites'
  | 'envAspects'
  | 'envSignificant'
  | { blank: number }
  | { fixed: readonly (readonly string[])[] };

export interface SetFolder {
  code: string;
  title: string;
  docBizType: DocBizType;
}

export interface SetDocument {
  /** Unique in the set, e.g. B-07; the number is {docPrefix}-{system}-{code}. */
  code: string;
  title: string;
  docBizType: DocBizType;
  folder: string;
  layout: DocLayout;
  /** Clause and control references (the first names the lead department). */
  clauses: readonly string[];
  purpose?: string;
  scope?: string;
  /** Duties beyond the lead department's (text with placeholders). */
  duties?: readonly string[];
  /** Procedure steps or policy requirements: [heading, text]. */
  steps?: readonly (readonly [string, string])[];
  /** Record forms used (document codes). */
  records?: readonly string[];
  /** A record form's columns, rows and the timeline date it is dated with. */
  columns?: readonly string[];
  rows?: RowSource;
  date?: IsoTimelineKey;
  /** One line under a record form's title (how to fill it). */
  note?: string;
}

export interface TemplateSet {
  code: string;
  version: number;
  /** The system's part of a document number (ISMS, EMS). */
  numberPart: string;
  folders: readonly SetFolder[];
  documents: readonly SetDocument[];
  /** The manual's chapters per clause: [clause, text]. */
  manualChapters: readonly (readonly [string, string])[];
}
