// @vitest-environment jsdom
/**
 * 认证材料: the customer's page (/systemManage/certificationMaterials/:projectCode) and the body's
 * MaterialsReview tab, against contract answers kept in a small in-test state: the checklist with
 * progress and a returned item's reason, an upload of a chosen file (the item becomes 待审核), a
 * file of a refused type stopped in the browser, the plain notice without a certification project;
 * the body returns a material only with a reason, and accepts one after confirmation.
 */
import '../setup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type CertMaterialItem,
  type CertMaterialsView,
  certMaterialsBodyList,
  certMaterialsCustomerList,
  certMaterialsReview,
  certMaterialsUpload,
} from '@domain/certMaterials/contracts';
import { materialProgress } from '@domain/certMaterials/rules';
import CertMaterials from '@/pages/CertMaterials';
import MaterialsReview from '@/pages/CertMaterials/components/MaterialsReview';
import { requestConfig } from '@/requestErrorConfig';
import { demoUser, failure, ok } from '../fixtures';
import {
  answerContracts,
  type ContractAnswer,
  type ContractLike,
  installRequest,
  requestsTo,
  setHashPath,
  setInitialState,
  setRouteParams,
} from '../umiFake';

vi.setConfig({ testTimeout: 60_000 });
const slow = { timeout: 15_000 };
const buttonName = (text: string) => new RegExp(text.split('').join('\\s?'));
const PROJECT = 'PJ-CERT-1';
const CERT = 'CP-1';

const item = (itemId: number, name: string, extra: Partial<CertMaterialItem> = {}): CertMaterialItem => ({
  itemId,
  name,
  description: `${name}的要求`,
  required: true,
  status: 'pending',
  returnReason: '',
  reviewedAt: null,
  reviewerName: '',
  uploads: [],
  ...extra,
});
const upload = (uploadId: number, fileName: string) => ({
  uploadId,
  fileName,
  size: 2048,
  uploadedAt: '2026-11-20T02:00:00.000Z',
  uploaderName: '客户项目经理',
});

let items: CertMaterialItem[];
const viewOf = (editable: boolean): CertMaterialsView => ({
  certProject: { certProjectCode: CERT, bodyName: '示例认证中心', clientName: '示例科技有限公司', standards: ['ISMS'], projectCode: PROJECT },
  notice: '',
  note: '请于 12 月 15 日前上传全部必需材料',
  items,
  progress: materialProgress(items),
  editable,
});
const formOf = (data: unknown) => (data instanceof FormData ? Object.fromEntries(data.entries()) : (data as Record<string, unknown>));

beforeEach(() => {
  items = [
    item(1, '认证申请书', {
      status: 'accepted',
      uploads: [upload(11, '认证申请书.pdf')],
      reviewerName: '认证机构管理员',
      reviewedAt: '2026-11-21T02:00:00.000Z',
    }),
    item(2, '适用性声明（SoA）', { status: 'submitted', uploads: [upload(12, 'SoA.pdf')] }),
    item(3, '内部审核报告', { status: 'returned', returnReason: '未覆盖运维部，请补充后重新上传', uploads: [upload(13, '内审报告.pdf')] }),
    item(4, '管理评审记录'),
  ];
});

function customerPage() {
  installRequest(
    requestConfig,
    answerContracts(
      new Map<ContractLike, ContractAnswer>([
        [certMaterialsCustomerList, () => ok(viewOf(true))],
        [
          certMaterialsUpload,
          (request) => {
            const form = formOf(request.data);
            const target = items.find((entry) => entry.itemId === Number(form.itemId))!;
            target.status = 'submitted';
            target.uploads = [...target.uploads, upload(99, (form.file as File).name)];
            return ok(target);
          },
        ],
      ]),
    ),
  );
  setHashPath(`/systemManage/certificationMaterials/${PROJECT}`);
  setRouteParams({ projectCode: PROJECT });
  setInitialState({ currentUser: demoUser('13800000021'), failed: false });
  render(<CertMaterials />);
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('认证材料 (customer)', () => {
  it('shows the checklist with statuses, progress, the body’s note and a returned item’s reason', async () => {
    customerPage();
    expect(await screen.findByText('认证申请书', {}, slow)).toBeTruthy();
    expect(screen.getByText('已通过 1 / 4（必需材料 1 / 4）')).toBeTruthy();
    expect(screen.getByText('请于 12 月 15 日前上传全部必需材料')).toBeTruthy();
    expect(within(rowOf('适用性声明（SoA）')).getByText('待审核')).toBeTruthy();
    expect(within(rowOf('内部审核报告')).getByText('已退回')).toBeTruthy();
    expect(within(rowOf('内部审核报告')).getByText(/退回原因：未覆盖运维部，请补充后重新上传/)).toBeTruthy();
    expect(within(rowOf('内部审核报告')).getByRole('button', { name: /重新上传/ })).toBeTruthy();
    // An accepted material is locked: no upload, no delete.
    expect(within(rowOf('认证申请书')).getByText('已通过审核，文件不能再更改')).toBeTruthy();
    expect(within(rowOf('认证申请书')).queryByRole('button', { name: /删除/ })).toBeNull();
  });

  it('uploads a chosen file to an item, which then awaits review', async () => {
    customerPage();
    await screen.findByText('管理评审记录', {}, slow);
    const row = rowOf('管理评审记录');
    const input = row.querySelector('input[type=file]') as HTMLInputElement;
    const file = new File(['%PDF-1.4 minutes'], '管理评审会议纪要.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(requestsTo(certMaterialsUpload)).toHaveLength(1), slow);
    expect(formOf(requestsTo(certMaterialsUpload)[0].data)).toMatchObject({ projectCode: PROJECT, itemId: '4' });
    expect(await screen.findByText('管理评审会议纪要.pdf', {}, slow)).toBeTruthy();
    await waitFor(() => expect(within(rowOf('管理评审记录')).getByText('待审核')).toBeTruthy(), slow);
  });

  it('stops a file of a refused type in the browser, with the reason', async () => {
    customerPage();
    await screen.findByText('管理评审记录', {}, slow);
    const input = rowOf('管理评审记录').querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['MZ'], '工具.exe')] } });
    expect(await screen.findByText(/工具\.exe：不支持的文件类型/, {}, slow)).toBeTruthy();
    expect(requestsTo(certMaterialsUpload)).toHaveLength(0);
  });

  it('says plainly when the project has no certification project yet', async () => {
    installRequest(
      requestConfig,
      answerContracts(
        new Map([
          [
            certMaterialsCustomerList,
            ok({ certProject: null, notice: '该项目还没有认证项目。', note: '', items: [], progress: materialProgress([]), editable: false }),
          ],
        ]),
      ),
    );
    setRouteParams({ projectCode: PROJECT });
    setInitialState({ currentUser: demoUser('13800000021'), failed: false });
    render(<CertMaterials />);
    expect(await screen.findByText('该项目还没有认证项目。', {}, slow)).toBeTruthy();
  });
});

function reviewTab(editable = true) {
  installRequest(
    requestConfig,
    answerContracts(
      new Map<ContractLike, ContractAnswer>([
        [certMaterialsBodyList, () => ok(viewOf(editable))],
        [
          certMaterialsReview,
          (request) => {
            const body = request.data as { itemId: number; decision: 'accept' | 'return'; reason: string };
            if (body.decision === 'return' && !body.reason.trim()) return failure('21804', '参数错误：reason 退回时请填写退回原因，客户会看到它');
            const target = items.find((entry) => entry.itemId === body.itemId)!;
            target.status = body.decision === 'accept' ? 'accepted' : 'returned';
            target.returnReason = body.decision === 'return' ? body.reason : '';
            return ok(target);
          },
        ],
      ]),
    ),
  );
  setInitialState({ currentUser: demoUser(editable ? '13800000031' : '13800000032'), failed: false });
  render(<MaterialsReview certProjectCode={CERT} />);
}

describe('MaterialsReview (body)', () => {
  it('returns a submitted material only with a reason, which the list then shows', async () => {
    reviewTab();
    await screen.findByText('适用性声明（SoA）', {}, slow);
    fireEvent.click(within(rowOf('适用性声明（SoA）')).getByRole('button', { name: buttonName('退回') }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    fireEvent.click(within(dialog).getByRole('button', { name: buttonName('退回') }));
    expect(await within(dialog).findByText('退回时请填写退回原因，客户会看到它', {}, slow)).toBeTruthy();
    expect(requestsTo(certMaterialsReview)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('退回原因'), { target: { value: 'SoA 未写明 A.8.28 的排除理由' } });
    fireEvent.click(within(dialog).getByRole('button', { name: buttonName('退回') }));
    await waitFor(() => expect(requestsTo(certMaterialsReview)).toHaveLength(1), slow);
    expect(requestsTo(certMaterialsReview)[0].data).toMatchObject({
      certProjectCode: CERT,
      itemId: 2,
      decision: 'return',
      reason: 'SoA 未写明 A.8.28 的排除理由',
    });
    expect(await screen.findByText(/退回原因：SoA 未写明 A\.8\.28 的排除理由/, {}, slow)).toBeTruthy();
  });

  it('accepts after confirmation', async () => {
    reviewTab();
    await screen.findByText('适用性声明（SoA）', {}, slow);
    fireEvent.click(within(rowOf('适用性声明（SoA）')).getByRole('button', { name: buttonName('通过') }));
    const popup = await waitFor(() => {
      const found = document.querySelector('.ant-popconfirm:not(.ant-popover-hidden)') as HTMLElement | null;
      if (!found) throw new Error('no confirmation');
      return found;
    }, slow);
    fireEvent.click(within(popup).getByRole('button', { name: buttonName('通过') }));
    await waitFor(() => expect(requestsTo(certMaterialsReview)[0]?.data).toMatchObject({ itemId: 2, decision: 'accept' }), slow);
    await waitFor(() => expect(screen.getByText('已通过 2 / 4（必需材料 2 / 4）')).toBeTruthy(), slow);
  });

  it('reads without actions when the server says the caller may not edit (an auditor on the team)', async () => {
    reviewTab(false);
    await screen.findByText('适用性声明（SoA）', {}, slow);
    expect(screen.queryByRole('button', { name: buttonName('退回') })).toBeNull();
    expect(screen.queryByRole('button', { name: /增加材料项/ })).toBeNull();
    expect(screen.getByText('SoA.pdf')).toBeTruthy();
  });
});
