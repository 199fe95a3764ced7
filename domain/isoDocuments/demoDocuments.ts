/**
 * The demo's document set (server/modules/isoDocuments/documents/seed.ts and demoFiles.ts): 示例科技's
 * ISO/IEC 27001 project has the whole ISMS set generated from its demo variables and partly
 * reviewed — the manual, the SoA and three procedures delivered to the customer (so the customer's
 * PM sees a tree), seven more final, and the management review procedure replaced by the
 * consultant 林志远 (version 2, an edited Word file, 处理中). The rows are seeded with placeholder
 * object ids; the files are generated at start in demo mode.
 */
import type { StandardFileStatus } from './enums';

export const DEMO_DOCUMENTS_PROJECT = 'PJ20260815CE0006';
export const DEMO_DOCUMENTS_TENANT = 'T-CH-ANHENG';
/** The consultant who generated and reviewed them (林志远). */
export const DEMO_DOCUMENTS_CONSULTANT = 'A-13';
export const DEMO_DOCUMENTS_CONSULTANT_NAME = '林志远';
/** The object id of a seeded version whose file is generated at start: prefix + docCode + '-v' + version. */
export const DEMO_DOCUMENT_OBJECT_PREFIX = 'demo-iso-doc-';

/** The reviewed files' states (every other file: generated). */
export const DEMO_DOCUMENT_STATES: Readonly<Record<string, StandardFileStatus>> = {
  'A-01': 'finished',
  'A-02': 'finished',
  'B-01': 'finished',
  'B-02': 'finished',
  'B-03': 'finished',
  'B-04': 'final',
  'B-05': 'final',
  'B-06': 'final',
  'B-07': 'final',
  'B-08': 'final',
  'C-01': 'final',
  'C-02': 'final',
  'B-09': 'inhand',
};

/** The file the consultant replaced, and what the edited version adds to its procedure. */
export const DEMO_REPLACED_DOCUMENT = 'B-09';
export const DEMO_REPLACED_PARAGRAPH =
  '4.5　会议准备（顾问修订）：管理评审前两周，由管理者代表发出会议通知，各部门提前五个工作日提交本部门的目标完成情况、内审整改情况和改进建议。';
