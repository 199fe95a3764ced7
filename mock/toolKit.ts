/**
 * Dev mocks of domain/toolKit/contracts.ts, the new-user guide (`npm run dev:mock`): a few guide items
 * kept in memory. Like the server, every call passes the access decision of
 * domain/kernel/contractAccess.ts and every input is validated with the contract's schema.
 *
 * Multipart is simplified: a save without a downloadUrl stands for "a file was uploaded" and gets
 * a made-up fileMediaId (the file part itself is not kept).
 */
import { toolKitContracts as kit, type ToolKitAdminItem } from '../domain/toolKit/contracts';
import { ok } from '../domain/errors';
import { downloadLink } from '../domain/kernel/helpers';
import { contractKey, guardedSession, notFound, pageOf, parseOr, toUmiMocks, type MockHandler } from './lib/handler';
import { onMockReset } from './lib/state';

const SEED_TIME = '2025-05-20T09:00:00.000Z';
const MOCK_FILE_NAME = '新手指引资料.pdf';

const seedToolKit = (): ToolKitAdminItem[] => [
  {
    uniqueCode: 'TK-MOCK-0001',
    title: '平台操作手册',
    downloadUrl: downloadLink('MOCK-FILE-0001'),
    showMsg: '首次使用平台，请先阅读操作手册。',
    status: '1',
    fileMediaId: 'MOCK-FILE-0001',
    fileName: '平台操作手册.pdf',
    sortOrder: 0,
    createdAt: SEED_TIME,
  },
  {
    uniqueCode: 'TK-MOCK-0002',
    title: '风险评估填写示例',
    downloadUrl: 'https://example.com/guide/risk-assessment-sample.xlsx',
    showMsg: '',
    status: '1',
    fileMediaId: '',
    fileName: '',
    sortOrder: 1,
    createdAt: SEED_TIME,
  },
];

const state = { toolKit: seedToolKit(), sequence: 100 };

/** Back to the seed data (tests). */
export function resetToolKitMockState(): void {
  state.toolKit = seedToolKit();
  state.sequence = 100;
}
onMockReset(resetToolKitMockState);

const nextNumber = () => (state.sequence += 1);
const now = () => new Date().toISOString();

export const toolKitMockHandlers: Record<string, MockHandler> = {
  [contractKey(kit.toolKitList)]: guardedSession(kit.toolKitList, () => ({
    envelope: ok(
      state.toolKit
        .filter((item) => item.status === '1')
        .sort((a, b) => a.sortOrder - b.sortOrder)
        .map(({ uniqueCode, title, downloadUrl }) => ({ uniqueCode, title, downloadUrl })),
    ),
  })),

  [contractKey(kit.toolKitManageList)]: guardedSession(kit.toolKitManageList, ({ query }) => {
    const parsed = parseOr(kit.toolKitManageList.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const { current, pageSize, title, status } = parsed.value;
    const rows = state.toolKit
      .filter((item) => (!title || item.title.includes(title)) && (!status || item.status === status))
      .sort((a, b) => a.sortOrder - b.sortOrder || a.createdAt.localeCompare(b.createdAt));
    return { envelope: ok(pageOf(rows, { current, pageSize })) };
  }),

  [contractKey(kit.toolKitSave)]: guardedSession(kit.toolKitSave, ({ body }) => {
    const parsed = parseOr(kit.toolKitSave.body, body);
    if ('failure' in parsed) return parsed.failure;
    const { downloadUrl, ...fields } = parsed.value;
    const number = nextNumber();
    // No link: the (simplified) file part was uploaded.
    const fileMediaId = downloadUrl ? '' : `MOCK-FILE-${number}`;
    const created: ToolKitAdminItem = {
      ...fields,
      uniqueCode: `TK-MOCK-${String(number).padStart(4, '0')}`,
      downloadUrl: downloadUrl || downloadLink(fileMediaId),
      fileMediaId,
      fileName: fileMediaId ? MOCK_FILE_NAME : '',
      createdAt: now(),
    };
    state.toolKit.push(created);
    return { envelope: ok(created) };
  }),

  [contractKey(kit.toolKitUpdate)]: guardedSession(kit.toolKitUpdate, ({ body }) => {
    const parsed = parseOr(kit.toolKitUpdate.body, body);
    if ('failure' in parsed) return parsed.failure;
    const { uniqueCode, downloadUrl, ...changes } = parsed.value;
    const found = state.toolKit.find((item) => item.uniqueCode === uniqueCode);
    if (!found) return notFound('新手指引条目');
    const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    Object.assign(found, defined);
    // A link replaces the uploaded file.
    if (downloadUrl) Object.assign(found, { downloadUrl, fileMediaId: '', fileName: '' });
    return { envelope: ok(found) };
  }),
};

export default toUmiMocks(toolKitMockHandlers);
