/**
 * ISO document template sets (data, not code): each set lists the documents a project of its
 * management system receives — folders, files with their tier (docBizType), title, number
 * suffix, the layout template that renders it and the content the layout is filled with. A
 * product names its set (`templates.isoDocumentSetCode`), frozen with the product version; a set
 * carries its own version, recorded on every document generated from it.
 */
import type { ManagementSystem } from '../engines/auditTime/model';
import { TEMPLATE_SETS, type TemplateSet } from './documentSets';

export interface IsoTemplateSetSummary {
  code: string;
  version: number;
  name: string;
  /** The management systems the set documents (decides the variable groups, e.g. 环境因素 for EMS). */
  systems: readonly ManagementSystem[];
}

/** The set a product without `isoDocumentSetCode` uses (an ISO 认证咨询 product of ISO/IEC 27001). */
export const DEFAULT_ISO_TEMPLATE_SET = 'ISMS-27001-2022';

export const ISO_TEMPLATE_SET_SUMMARIES: readonly IsoTemplateSetSummary[] = [
  { code: 'ISMS-27001-2022', version: 1, name: 'ISO/IEC 27001:2022 信息安全管理体系文件', systems: ['ISMS'] },
  { code: 'EMS-14001-2015', version: 1, name: 'ISO 14001:2015 环境管理体系文件', systems: ['EMS'] },
];

/** The summary of a set by code (the default set for an unknown or missing code). */
export const isoTemplateSetSummary = (code: string | null | undefined): IsoTemplateSetSummary =>
  ISO_TEMPLATE_SET_SUMMARIES.find((set) => set.code === code) ?? ISO_TEMPLATE_SET_SUMMARIES.find((set) => set.code === DEFAULT_ISO_TEMPLATE_SET)!;

/** The full set (folders, documents, content) of a code; the default set for an unknown or missing code. */
export const isoTemplateSet = (code: string | null | undefined): TemplateSet => TEMPLATE_SETS[isoTemplateSetSummary(code).code]!;
