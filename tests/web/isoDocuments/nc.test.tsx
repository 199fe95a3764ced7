// @vitest-environment jsdom
/**
 * 不符合项 and 认证申请书 of the documentation workspace against the Umi fake, as the consultant:
 * the NCs paged on the server with counts and filters; each row offers the machine's moves
 * (退回整改 and 重新打开 asked first); 新增不符合项 requires its fields with Chinese messages and
 * sends nothing until they are filled; a server refusal stays in the drawer; 整改完成 asks for the
 * cause, correction and action; the report is generated then downloaded, and submitted after a
 * confirmation. The application forms list the bodies, warn about missing variables and download
 * the pre-filled form. A reader who may not write sees no action.
 */
import '../setup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fileDownload } from '@domain/files/contracts';
import {
  isoApplicationDownload,
  isoApplicationList,
  isoNcDomain,
  isoNcGenerateFile,
  isoNcList,
  isoNcSave,
  isoNcSubmitFile,
  type NcItem,
  type NcPage,
} from '@domain/isoDocuments/ncContracts';
import ApplicationsPanel, { MISSING_HINT } from '@/pages/IsoDocuments/components/nc/ApplicationsPanel';
import NcPanel, { REOPEN_CONFIRM, SUBMIT_CONFIRM } from '@/pages/IsoDocuments/components/nc/NcPanel';
import { requestConfig } from '@/requestErrorConfig';
import { failure, ok } from '../fixtures';
import { answerContracts, type ContractAnswer, type ContractLike, installRequest, requestsTo } from '../umiFake';

vi.setConfig({ testTimeout: 60_000 });
const slow = { timeout: 15_000 };
const PROJECT = 'PJ20260815CE0006';
/** antd puts a space between two Chinese characters of a button: match either. */
const buttonName = (text: string) => new RegExp(`(^|\\s)${text.split('').join('\\s?')}$`);

const nc = (change: Partial<NcItem>): NcItem => ({
  ncCode: 'NC-01',
  seq: 1,
  clause: 'A.5.9',
  clauseTitle: '信息及其他相关资产的清单',
  departmentCode: 'D03',
  departmentName: '信息技术部',
  description: '信息资产清单未及时更新',
  evidence: '',
  severity: 'minor',
  auditor: '林志远',
  foundDate: '2026-11-20',
  dueDate: '2026-12-04',
  rootCause: '',
  correction: '',
  correctiveAction: '',
  verification: '',
  state: 'open',
  verifiedAt: null,
  rowVersion: 1,
  updatedAt: '2026-11-20T02:00:00.000Z',
  ...change,
});
const ROWS = [
  nc({}),
  nc({
    ncCode: 'NC-02',
    seq: 2,
    clause: '9.2',
    clauseTitle: '内部审核',
    severity: 'major',
    state: 'corrected',
    description: '内审方案未覆盖全部部门',
  }),
  nc({ ncCode: 'NC-03', seq: 3, clause: '7.2', clauseTitle: '能力', state: 'closed', description: '培训记录缺失' }),
];
const pageOf = (rows: NcItem[], change: Partial<NcPage> = {}): NcPage => ({
  list: rows,
  total: rows.length,
  current: 1,
  pageSize: 10,
  counts: { total: 3, open: 1, corrected: 1, closed: 1 },
  canWrite: true,
  report: null,
  ...change,
});

let answers: Map<ContractLike, ContractAnswer>;
beforeEach(() => {
  answers = new Map<ContractLike, ContractAnswer>([
    [
      isoNcDomain,
      ok({
        clauses: [
          { id: '7.2', title: '能力', system: 'ISMS' },
          { id: 'A.5.9', title: '信息及其他相关资产的清单', system: 'ISMS' },
        ],
        departments: [{ code: 'D03', name: '信息技术部', isEnable: true }],
        auditors: ['林志远'],
        internalAuditDate: '2026-11-18',
        canWrite: true,
      }),
    ],
    [isoNcList, ok(pageOf(ROWS))],
    [isoNcSave, ok(ROWS[0])],
  ]);
  installRequest(requestConfig, answerContracts(answers));
});
afterEach(() => vi.restoreAllMocks());

const rowOf = async (code: string) => (await screen.findByText(code, {}, slow)).closest('tr') as HTMLElement;
const confirm = async () => fireEvent.click(await screen.findByRole('button', { name: buttonName('确定') }, slow));

describe('不符合项', () => {
  it('lists the NCs paged on the server with counts, each row offering the machine’s moves', async () => {
    render(<NcPanel projectCode={PROJECT} side="delivery" />);
    const open = await rowOf('NC-01');
    expect(requestsTo(isoNcList)[0]!.params).toMatchObject({ projectCode: PROJECT, current: 1, pageSize: 10 });
    expect(screen.getByText('共 3 项：待整改 1，待验证 1，已关闭 1')).toBeTruthy();
    expect(within(open).getByText('编辑')).toBeTruthy();
    expect(within(open).getByText('整改完成')).toBeTruthy();
    expect(within(open).queryByText('验证关闭')).toBeNull();
    const corrected = await rowOf('NC-02');
    expect(within(corrected).getByText('验证关闭')).toBeTruthy();
    expect(within(corrected).getByText('退回整改')).toBeTruthy();
    const closed = await rowOf('NC-03');
    expect(within(closed).queryByText('编辑')).toBeNull();

    fireEvent.click(within(closed).getByText('重新打开'));
    expect(await screen.findByText(REOPEN_CONFIRM, {}, slow)).toBeTruthy();
    expect(requestsTo(isoNcSave)).toHaveLength(0);
    await confirm();
    await waitFor(() => expect(requestsTo(isoNcSave)).toHaveLength(1), slow);
    expect(requestsTo(isoNcSave)[0]!.data).toMatchObject({ projectCode: PROJECT, ncCode: 'NC-03', rowVersion: 1, action: 'reopen' });
  });

  it('requires the new NC’s fields before sending, and keeps a server refusal in the drawer', async () => {
    answers.set(isoNcSave, failure('23252', '参数错误：dueDate 整改期限不能早于发现日期'));
    render(<NcPanel projectCode={PROJECT} side="delivery" />);
    await rowOf('NC-01');
    fireEvent.click(screen.getByRole('button', { name: buttonName('新增不符合项') }));
    const drawer = await screen.findByRole('dialog', {}, slow);
    fireEvent.click(within(drawer).getByRole('button', { name: buttonName('保存') }));
    expect(await within(drawer).findByText('请选择不符合条款', {}, slow)).toBeTruthy();
    expect(within(drawer).getByText('请填写不符合事实描述')).toBeTruthy();
    expect(requestsTo(isoNcSave)).toHaveLength(0);

    fireEvent.mouseDown(within(drawer).getAllByRole('combobox')[0]!);
    fireEvent.click(await screen.findByTitle('A.5.9 信息及其他相关资产的清单', {}, slow));
    fireEvent.mouseDown(within(drawer).getAllByRole('combobox')[1]!);
    fireEvent.click(await screen.findByTitle('信息技术部', {}, slow));
    fireEvent.change(within(drawer).getByLabelText('不符合事实描述'), { target: { value: '服务器未登记' } });
    fireEvent.click(within(drawer).getByRole('button', { name: buttonName('保存') }));
    expect(await within(drawer).findByText('参数错误：dueDate 整改期限不能早于发现日期', {}, slow)).toBeTruthy();
    expect(requestsTo(isoNcSave)[0]!.data).toMatchObject({
      projectCode: PROJECT,
      clause: 'A.5.9',
      departmentCode: 'D03',
      severity: 'minor',
      description: '服务器未登记',
      auditor: '林志远',
      foundDate: '2026-11-18',
    });
    expect((within(drawer).getByLabelText('不符合事实描述') as HTMLTextAreaElement).value).toBe('服务器未登记');
  });

  it('asks 整改完成 for the cause, correction and corrective action', async () => {
    render(<NcPanel projectCode={PROJECT} side="delivery" />);
    fireEvent.click(within(await rowOf('NC-01')).getByText('整改完成'));
    const drawer = await screen.findByRole('dialog', {}, slow);
    fireEvent.click(within(drawer).getByRole('button', { name: buttonName('整改完成') }));
    expect(await within(drawer).findByText('请填写原因分析', {}, slow)).toBeTruthy();
    expect(requestsTo(isoNcSave)).toHaveLength(0);
    fireEvent.change(within(drawer).getByLabelText('原因分析'), { target: { value: '未纳入流程' } });
    fireEvent.change(within(drawer).getByLabelText('纠正'), { target: { value: '补登记' } });
    fireEvent.change(within(drawer).getByLabelText('纠正措施'), { target: { value: '每月核对' } });
    fireEvent.click(within(drawer).getByRole('button', { name: buttonName('整改完成') }));
    await waitFor(() => expect(requestsTo(isoNcSave)).toHaveLength(1), slow);
    expect(requestsTo(isoNcSave)[0]!.data).toMatchObject({
      ncCode: 'NC-01',
      action: 'correct',
      rootCause: '未纳入流程',
      correctiveAction: '每月核对',
    });
  });

  it('generates the report then downloads it, and submits it after a confirmation', async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:fake');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    answers.set(isoNcGenerateFile, ok({ docMediaId: 'OBJ-NC-1', fileName: '内部审核不符合项报告.docx' }));
    answers.set(fileDownload, { data: new Blob(['PK'], { type: 'application/octet-stream' }) });
    render(<NcPanel projectCode={PROJECT} side="delivery" />);
    await rowOf('NC-01');
    // After generating, the list loads again and shows the report.
    const report = {
      docMediaId: 'OBJ-NC-1',
      fileName: '内部审核不符合项报告.docx',
      status: 'generated' as const,
      versionNo: 1,
      updatedAt: '',
      submittedAt: null,
    };
    answers.set(isoNcList, ok(pageOf(ROWS, { report })));
    fireEvent.click(screen.getByRole('button', { name: buttonName('生成不符合项报告') }));
    await waitFor(() => expect(saved).toEqual(['内部审核不符合项报告.docx']), slow);
    expect(requestsTo(fileDownload)[0]!.params).toMatchObject({ objectId: 'OBJ-NC-1' });

    answers.set(isoNcSubmitFile, ok({ ...report, status: 'finished' }));
    await screen.findByText(/不符合项报告（第 1 版，已生成）/, {}, slow);
    fireEvent.click(screen.getByRole('button', { name: buttonName('提交给客户') }));
    expect(await screen.findByText(SUBMIT_CONFIRM, {}, slow)).toBeTruthy();
    await confirm();
    await waitFor(() => expect(requestsTo(isoNcSubmitFile)[0]?.data).toEqual({ projectCode: PROJECT, docMediaId: 'OBJ-NC-1' }), slow);
  });

  it('shows a reader no action, and an empty list says so', async () => {
    answers.set(isoNcList, ok(pageOf([], { canWrite: false, counts: { total: 0, open: 0, corrected: 0, closed: 0 } })));
    render(<NcPanel projectCode={PROJECT} side="delivery" />);
    expect(await screen.findByText('暂无不符合项', {}, slow)).toBeTruthy();
    expect(screen.queryByRole('button', { name: buttonName('新增不符合项') })).toBeNull();
  });
});

describe('认证申请书', () => {
  it('lists the bodies, warns about missing variables and downloads the pre-filled form', async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:fake');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const missing = [{ key: 'creditCode', label: '统一社会信用代码' }];
    answers.set(
      isoApplicationList,
      ok({ list: [{ cbTenantCode: 'T-CB-DEMO', bodyName: '示例认证中心', title: '示例认证中心管理体系认证申请书', missing }] }),
    );
    answers.set(isoApplicationDownload, ok({ objectId: 'OBJ-APP-1', fileName: '示例认证中心管理体系认证申请书-示例科技.docx' }));
    answers.set(fileDownload, { data: new Blob(['PK'], { type: 'application/octet-stream' }) });
    render(<ApplicationsPanel projectCode={PROJECT} side="delivery" />);
    expect(await screen.findByText('示例认证中心', {}, slow)).toBeTruthy();
    expect(screen.getByText(MISSING_HINT)).toBeTruthy();
    expect(screen.getByText('统一社会信用代码')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: buttonName('下载申请书') }));
    await waitFor(() => expect(saved).toEqual(['示例认证中心管理体系认证申请书-示例科技.docx']), slow);
    expect(requestsTo(isoApplicationDownload)[0]!.data).toEqual({ projectCode: PROJECT, cbTenantCode: 'T-CB-DEMO' });
  });

  it('says when no body is admitted', async () => {
    answers.set(isoApplicationList, ok({ list: [] }));
    render(<ApplicationsPanel projectCode={PROJECT} side="delivery" />);
    expect(await screen.findByText('平台暂无已入驻的认证机构', {}, slow)).toBeTruthy();
  });
});
