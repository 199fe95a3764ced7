// @vitest-environment jsdom
/**
 * 体系文件 of the documentation workspace against the Umi fake: before the variables are final the
 * page says to 定稿 first and generation is off; the tree's folders open by parentDentryDocCode and
 * each file offers only the server's actions; 生成全部文件 follows the task with a progress bar
 * until it ends and reloads; a failed task shows its reason; a regeneration over replaced files
 * asks and, confirmed, goes again with overwriteReplaced; 上传替换 takes only a .docx; 提交给客户 names how many final files
 * go out. The customer's tab shows the delivered tree with 全部下载, or 顾问尚未交付体系文件.
 */
import '../setup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fileDownload, projectFileUpload } from '@domain/files/contracts';
import {
  isoDocBatchDownload,
  type IsoDocFile,
  isoDocGenerate,
  isoDocProgress,
  isoDocReplace,
  isoDocStatus,
  isoDocSubmit,
  type IsoDocTask,
  type IsoDocTree,
  isoDocTree,
} from '@domain/isoDocuments/documentContracts';
import DeliveredDocuments from '@/pages/IsoDocuments/components/documents/DeliveredDocuments';
import DocumentsPanel from '@/pages/IsoDocuments/components/documents/DocumentsPanel';
import { EMPTY_CUSTOMER, EMPTY_NOT_FINAL, submitConfirm } from '@/pages/IsoDocuments/components/documents/labels';
import { requestConfig } from '@/requestErrorConfig';
import { failure, ok } from '../fixtures';
import { answerContracts, type ContractAnswer, type ContractLike, installRequest, requestsTo } from '../umiFake';

vi.setConfig({ testTimeout: 60_000 });
const slow = { timeout: 15_000 };
const PROJECT = 'PJ20260815CE0006';
const buttonName = (text: string) => new RegExp(`(^|\\s)${text.split('').join('\\s?')}$`);

const counts = (change: Partial<IsoDocTree['counts']> = {}) => ({ init: 0, generated: 0, inhand: 0, final: 0, finished: 0, total: 0, ...change });
const file = (change: Partial<IsoDocFile>): IsoDocFile => ({
  docCode: 'B-01',
  parentCode: 'F-B',
  folderTitle: '二级文件　程序文件',
  docBizType: 'procedure',
  title: '文件化信息控制程序',
  docNumber: 'SLKJ-ISMS-B-01',
  status: 'generated',
  objectId: 'OBJ-B01',
  fileName: 'SLKJ-ISMS-B-01 文件化信息控制程序.docx',
  versionNo: 1,
  source: 'generated',
  rowVersion: 2,
  updatedAt: '2026-11-20T02:00:00.000Z',
  submittedAt: null,
  actions: ['download', 'versions', 'regenerate', 'replace', 'finalize'],
  ...change,
});
const treeOf = (change: Partial<IsoDocTree> = {}): IsoDocTree => ({
  folder: null,
  breadcrumb: [],
  folders: [],
  files: [],
  counts: counts(),
  templateSet: { code: 'ISMS-27001-2022', name: 'ISO/IEC 27001:2022 信息安全管理体系文件', version: 1 },
  generatedAt: null,
  variablesFinal: true,
  canWrite: true,
  task: null,
  ...change,
});
const ROOT = treeOf({
  folders: [
    { docCode: 'F-A', parentCode: null, docBizType: 'manual', title: '一级文件　管理手册', counts: counts({ finished: 2, total: 2 }) },
    { docCode: 'F-B', parentCode: null, docBizType: 'procedure', title: '二级文件　程序文件', counts: counts({ generated: 1, final: 2, total: 3 }) },
  ],
  counts: counts({ generated: 1, final: 2, finished: 2, total: 5 }),
  generatedAt: '2026-11-20T02:00:00.000Z',
});
const PROCEDURES = treeOf({
  ...ROOT,
  folder: { docCode: 'F-B', title: '二级文件　程序文件' },
  breadcrumb: [{ docCode: 'F-B', title: '二级文件　程序文件' }],
  folders: [],
  files: [
    file({}),
    file({
      docCode: 'B-02',
      title: '记录控制程序',
      docNumber: 'SLKJ-ISMS-B-02',
      status: 'final',
      actions: ['download', 'versions', 'replace', 'reopen', 'submit'],
    }),
  ],
});
const task = (change: Partial<IsoDocTask>): IsoDocTask => ({
  taskId: 7,
  status: 'running',
  done: 3,
  total: 61,
  error: null,
  createdAt: '2026-11-20T02:00:00.000Z',
  finishedAt: null,
  ...change,
});

let answers: Map<ContractLike, ContractAnswer>;
beforeEach(() => {
  answers = new Map<ContractLike, ContractAnswer>([
    [
      isoDocTree,
      (request) => ok((request.params as { parentDentryDocCode?: string } | undefined)?.parentDentryDocCode === 'F-B' ? PROCEDURES : ROOT),
    ],
  ]);
  installRequest(requestConfig, answerContracts(answers));
});
afterEach(() => vi.restoreAllMocks());

describe('体系文件 (consultant)', () => {
  it('says to finalise the variables first, with generation off', async () => {
    answers.set(isoDocTree, ok(treeOf({ variablesFinal: false })));
    render(<DocumentsPanel projectCode={PROJECT} side="delivery" />);
    expect(await screen.findByText(EMPTY_NOT_FINAL, {}, slow)).toBeTruthy();
    expect((screen.getByRole('button', { name: buttonName('生成全部文件') }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens a folder and offers each file only the server’s actions', async () => {
    answers.set(isoDocStatus, ok({ list: [] }));
    render(<DocumentsPanel projectCode={PROJECT} side="delivery" />);
    expect(await screen.findByText('已完成 2', {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByText(/二级文件.程序文件/));
    const generated = (await screen.findByText('文件化信息控制程序', {}, slow)).closest('tr') as HTMLElement;
    expect(requestsTo(isoDocTree).at(-1)!.params).toMatchObject({ projectCode: PROJECT, parentDentryDocCode: 'F-B' });
    expect(within(generated).getByText('已生成')).toBeTruthy();
    expect(within(generated).getByText('SLKJ-ISMS-B-01')).toBeTruthy();
    expect(within(generated).getByText('定稿')).toBeTruthy();
    expect(within(generated).queryByText('退回修改')).toBeNull();
    const final = screen.getByText('记录控制程序').closest('tr') as HTMLElement;
    // Its status tag reads 定稿; no 定稿 action beside it.
    expect(within(final).getAllByText('定稿')).toHaveLength(1);
    expect(within(final).getByText('退回修改')).toBeTruthy();
    fireEvent.click(within(generated).getByText('定稿'));
    await waitFor(() => expect(requestsTo(isoDocStatus)[0]?.data).toEqual({ projectCode: PROJECT, docCodes: ['B-01'], action: 'finalize' }), slow);
  });

  it('replaces a file with an uploaded .docx, refusing another type before sending', async () => {
    answers.set(projectFileUpload, ok({ objectId: 'OBJ-UP', fileName: '修订.docx', size: 10, contentType: 'x', createdAt: '' }));
    answers.set(isoDocReplace, ok(file({ status: 'inhand', versionNo: 2, source: 'replaced' })));
    render(<DocumentsPanel projectCode={PROJECT} side="delivery" />);
    fireEvent.click(await screen.findByText(/二级文件.程序文件/, {}, slow));
    const row = (await screen.findByText('文件化信息控制程序', {}, slow)).closest('tr') as HTMLElement;
    expect(within(row).getByText('上传替换')).toBeTruthy();
    const input = () => row.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input(), { target: { files: [new File(['%PDF'], '修订.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('替换文件只能是 Word 文档（.docx），“修订.pdf”不是 Word 文档', {}, slow)).toBeTruthy();
    expect(requestsTo(projectFileUpload)).toHaveLength(0);
    fireEvent.change(input(), { target: { files: [new File(['PK'], '修订.docx')] } });
    await waitFor(() => expect(requestsTo(isoDocReplace)).toHaveLength(1), slow);
    expect(requestsTo(isoDocReplace)[0]!.data).toEqual({ projectCode: PROJECT, docCode: 'B-01', objectId: 'OBJ-UP', rowVersion: 2 });
  });

  it('generates the set with a progress bar until the task ends, then reloads', async () => {
    answers.set(isoDocGenerate, ok(task({ status: 'queued', done: 0 })));
    answers.set(isoDocProgress, ok({ task: task({ done: 3 }) }));
    render(<DocumentsPanel projectCode={PROJECT} side="delivery" />);
    fireEvent.click(await screen.findByRole('button', { name: buttonName('重新生成') }, slow));
    expect(await screen.findByText('等待生成…', {}, slow)).toBeTruthy();
    expect(await screen.findByText('正在生成体系文件：3 / 61', {}, slow)).toBeTruthy();
    const loads = requestsTo(isoDocTree).length;
    answers.set(isoDocProgress, ok({ task: task({ status: 'succeeded', done: 61 }) }));
    await waitFor(() => expect(requestsTo(isoDocTree).length).toBeGreaterThan(loads), slow);
    await waitFor(() => expect(screen.queryByLabelText('生成进度')).toBeNull(), slow);
  });

  it('shows why a generation failed', async () => {
    answers.set(isoDocTree, ok(treeOf({ ...ROOT, task: task({ status: 'failed', error: '组织信息尚未定稿，请先定稿再生成体系文件' }) })));
    render(<DocumentsPanel projectCode={PROJECT} side="delivery" />);
    expect(await screen.findByText('体系文件生成失败：组织信息尚未定稿，请先定稿再生成体系文件', {}, slow)).toBeTruthy();
  });

  it('asks before overwriting replaced files, then generates with overwriteReplaced', async () => {
    let calls = 0;
    answers.set(isoDocGenerate, () =>
      ++calls === 1 ? failure('23103', '以下文件已被顾问上传替换，重新生成会覆盖替换的版本，请确认后再生成：《管理评审程序》') : ok(task({})),
    );
    answers.set(isoDocProgress, ok({ task: task({}) }));
    render(<DocumentsPanel projectCode={PROJECT} side="delivery" />);
    fireEvent.click(await screen.findByRole('button', { name: buttonName('重新生成') }, slow));
    expect(await screen.findByText(/请确认后再生成：《管理评审程序》/, {}, slow)).toBeTruthy();
    expect(requestsTo(isoDocGenerate)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: buttonName('覆盖并重新生成') }));
    await waitFor(() => expect(requestsTo(isoDocGenerate)).toHaveLength(2), slow);
    expect(requestsTo(isoDocGenerate)[1]!.data).toMatchObject({ projectCode: PROJECT, overwriteReplaced: true });
  });

  it('submits the final files after a confirmation naming how many', async () => {
    answers.set(isoDocSubmit, ok({ submitted: 2, list: [] }));
    render(<DocumentsPanel projectCode={PROJECT} side="delivery" />);
    fireEvent.click(await screen.findByRole('button', { name: buttonName('提交给客户') }, slow));
    expect(await screen.findByText(submitConfirm(2), {}, slow)).toBeTruthy();
    expect(requestsTo(isoDocSubmit)).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: buttonName('确定') }, slow));
    await waitFor(() => expect(requestsTo(isoDocSubmit)[0]?.data).toEqual({ projectCode: PROJECT }), slow);
  });
});

describe('体系文件 (customer)', () => {
  it('says when nothing was delivered', async () => {
    answers.set(isoDocTree, ok(treeOf({ canWrite: false })));
    render(<DeliveredDocuments projectCode={PROJECT} side="customer" />);
    expect(await screen.findByText(EMPTY_CUSTOMER, {}, slow)).toBeTruthy();
  });

  it('shows the delivered tree and downloads it all as one zip', async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:fake');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const delivered = file({ status: 'finished', actions: ['download'] });
    answers.set(isoDocTree, (request) =>
      ok(
        (request.params as { parentDentryDocCode?: string } | undefined)?.parentDentryDocCode === 'F-B'
          ? treeOf({
              canWrite: false,
              breadcrumb: [{ docCode: 'F-B', title: '二级文件　程序文件' }],
              files: [delivered],
              counts: counts({ finished: 1, total: 1 }),
            })
          : treeOf({
              canWrite: false,
              folders: [{ ...ROOT.folders[1]!, counts: counts({ finished: 1, total: 1 }) }],
              counts: counts({ finished: 1, total: 1 }),
            }),
      ),
    );
    answers.set(isoDocBatchDownload, ok({ objectId: 'OBJ-ZIP', fileName: '示例科技-体系文件.zip', count: 1 }));
    answers.set(fileDownload, { data: new Blob(['PK'], { type: 'application/zip' }) });
    render(<DeliveredDocuments projectCode={PROJECT} side="customer" />);
    fireEvent.click(await screen.findByText(/二级文件.程序文件/, {}, slow));
    const row = (await screen.findByText('文件化信息控制程序', {}, slow)).closest('tr') as HTMLElement;
    expect(within(row).getByText('已完成')).toBeTruthy();
    expect(within(row).queryByText('定稿')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: buttonName('全部下载') }));
    await waitFor(() => expect(saved).toEqual(['示例科技-体系文件.zip']), slow);
    expect(requestsTo(isoDocBatchDownload)[0]!.data).toEqual({ projectCode: PROJECT });
  });
});
