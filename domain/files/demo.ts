/**
 * The demo project files: a few files on the demo risk assessment (PJ20261015RA0001) and gap
 * analysis (PJ20261020GM0002) projects of 示例科技 (T-CU-DEMO), delivered by 安衡咨询, and one active
 * share link. Rows by the files seed; the bytes are written to the storage at start when missing
 * (server/modules/files/seed.ts), so a fresh FILES_DIR still serves them.
 */
import type { FileSource } from './enums';

export interface DemoProjectFile {
  objectId: string;
  projectCode: string;
  fileName: string;
  /** The uploader; null for a file the server generated. */
  accountId: string | null;
  source: FileSource;
  daysAgo: number;
  /** The bytes: text as UTF-8, or base64 when `base64` is set. */
  content: string;
  base64?: boolean;
}

/** A 1×1 PNG (the demo's photo stands in for a real one). */
const PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** A one-page PDF with one line of text. */
const ONE_PAGE_PDF = [
  '%PDF-1.4',
  '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj',
  '4 0 obj << /Length 62 >> stream',
  'BT /F1 16 Tf 72 770 Td (Interview minutes - core business) Tj ET',
  'endstream endobj',
  '5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj',
  'trailer << /Root 1 0 R >>',
  '%%EOF',
  '',
].join('\n');

export const DEMO_PROJECT_FILES: readonly DemoProjectFile[] = [
  {
    objectId: 'demo0f01ra0001interview000000001',
    projectCode: 'PJ20261015RA0001',
    fileName: '现场访谈纪要.pdf',
    accountId: 'A-13',
    source: 'usr',
    daysAgo: 30,
    content: ONE_PAGE_PDF,
  },
  {
    objectId: 'demo0f02ra0001assets0000000000002',
    projectCode: 'PJ20261015RA0001',
    fileName: '资产清单（初稿）.txt',
    accountId: 'A-21',
    source: 'usr',
    daysAgo: 20,
    content: '核心业务系统资产清单（初稿）\n1. 业务数据库服务器 ×2\n2. 应用服务器 ×4\n3. 核心交换机 ×2\n4. 备份存储 ×1\n',
  },
  {
    objectId: 'demo0f03ra0001photo00000000000003',
    projectCode: 'PJ20261015RA0001',
    fileName: '机房照片.png',
    accountId: 'A-21',
    source: 'usr',
    daysAgo: 18,
    content: PIXEL_PNG,
    base64: true,
  },
  {
    objectId: 'demo0f04gm0002selfcheck000000004',
    projectCode: 'PJ20261020GM0002',
    fileName: '等保差距自评说明.txt',
    accountId: 'A-14',
    source: 'usr',
    daysAgo: 25,
    content: '门户网站系统等保三级差距自评说明\n- 自评范围：门户网站及其后台管理\n- 自评依据：GB/T 22239-2019\n',
  },
  {
    objectId: 'demo0f05gm0002ai00000000000000005',
    projectCode: 'PJ20261020GM0002',
    fileName: '差距分析初步结论.txt',
    accountId: null,
    source: 'ai',
    daysAgo: 3,
    content: '差距分析初步结论（系统生成）\n安全通信网络、安全区域边界两类要求符合度较低，建议优先整改。\n',
  },
];

/** The demo's active share link: its token opens 现场访谈纪要.pdf without a session. */
export const DEMO_FILE_SHARE = {
  shareId: 'SHdemo0000000000000001',
  objectId: 'demo0f01ra0001interview000000001',
  token: 'demo-share-PJ20261015RA0001-interview-minutes',
  createdBy: 'A-13',
  daysAgo: 2,
  /** Days it stays open after the seed. */
  validDays: 30,
  maxDownloads: 50,
} as const;

/** The bytes of a demo file. */
export const demoFileBytes = (file: DemoProjectFile): Uint8Array =>
  file.base64 ? Uint8Array.from(atob(file.content), (char) => char.charCodeAt(0)) : new TextEncoder().encode(file.content);
