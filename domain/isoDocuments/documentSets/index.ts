/** The template sets by code (data; see ./types.ts). */
import { EMS_14001_2015 } from './ems14001';
import { ISMS_27001_2022 } from './isms27001';
import type { TemplateSet } from './types';

export const TEMPLATE_SETS: Readonly<Record<string, TemplateSet>> = {
  [ISMS_27001_2022.code]: ISMS_27001_2022,
  [EMS_14001_2015.code]: EMS_14001_2015,
};

export type { DocLayout, RowSource, SetDocument, SetFolder, TemplateSet } from './types';
