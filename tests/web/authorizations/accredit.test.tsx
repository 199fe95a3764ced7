// @vitest-environment jsdom
/** 服务授权: the authorizations with their price in points and state; withdraw asks first; the form refuses a zero quota. */
import '../setup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AuthorizationRow,
  channelListAll,
  getChannelPurchaseInfo,
  updatePurchaseInfo,
  withdrawAuthorization,
} from '@domain/authorizations/contracts';
import { productList } from '@domain/products/contracts';
import Accredit from '@/pages/Authorizations/Accredit';
import { requestConfig } from '@/requestErrorConfig';
import { demoUser, ok } from '../fixtures';
import { answerContracts, type ContractAnswer, type ContractLike, installRequest, requestsTo, setHashPath, setInitialState } from '../umiFake';

vi.setConfig({ testTimeout: 150_000 });
const slow = { timeout: 30_000 };

const row: AuthorizationRow = {
  authorizationCode: 'AU-DEMO-0002',
  channelTenantCode: 'T-CH-ANHENG',
  channelName: '安衡咨询',
  productCode: 'PD-GAP-MLPS3',
  productName: '等级保护 2.0 第三级差距分析',
  serviceKind: 'gapAnalysis',
  productStatus: 'published',
  productSaleEndDate: '2027-12-31',
  listPricePoints: 2000,
  pricingMode: 'discount',
  pricePoints: null,
  discountPercent: 85,
  effectivePricePoints: 1700,
  quota: 30,
  validFrom: '2025-01-01',
  validTo: '2027-12-31',
  status: 'active',
  effect: 'effective',
  updatedAt: '2025-06-02T02:00:00.000Z',
};

/** The fake server's answers by contract (anything else: 404), set afresh before every test to the page's three loads. */
const answers = new Map<ContractLike, ContractAnswer>();

beforeEach(() => {
  answers.clear();
  answers
    .set(getChannelPurchaseInfo, ok({ list: [row], total: 1, current: 1, pageSize: 10 }))
    .set(channelListAll, ok([{ tenantCode: 'T-CH-ANHENG', tenantZhName: '安衡咨询', approvalState: 'success' }]))
    .set(productList, ok({ list: [], total: 0, current: 1, pageSize: 200 }));
  installRequest(requestConfig, answerContracts(answers));
});

describe('服务授权', () => {
  it('shows the channel price in points and withdraws only after confirming', async () => {
    answers.set(withdrawAuthorization, ok({ ...row, status: 'withdrawn', effect: 'withdrawn' }));
    setHashPath('/accredit');
    setInitialState({ currentUser: demoUser('13800000001'), failed: false });
    render(<Accredit />);
    expect(await screen.findByText('等级保护 2.0 第三级差距分析', {}, slow)).toBeTruthy();
    expect(screen.getByText('1,700 积分')).toBeTruthy();
    expect(screen.getByText('标价 85%')).toBeTruthy();
    expect(screen.getByText('生效中')).toBeTruthy();
    fireEvent.click(screen.getByText('撤销'));
    const confirm = await screen.findByText('确定撤销“安衡咨询”销售“等级保护 2.0 第三级差距分析”的授权？', {}, slow);
    expect(requestsTo(withdrawAuthorization)).toHaveLength(0);
    fireEvent.click(within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: /撤\s?销/ }));
    await waitFor(() => expect(requestsTo(withdrawAuthorization)).toHaveLength(1));
    expect(requestsTo(withdrawAuthorization)[0].data).toEqual({ authorizationCode: 'AU-DEMO-0002' });
  });

  it('refuses a quota that is not a positive integer, naming the field, and sends nothing', async () => {
    setHashPath('/accredit');
    setInitialState({ currentUser: demoUser('13800000001'), failed: false });
    render(<Accredit />);
    fireEvent.click(await screen.findByText('修改', {}, slow));
    const dialog = await screen.findByRole('dialog', {}, slow);
    const quota = within(dialog).getAllByRole('spinbutton').at(-1)!;
    fireEvent.change(quota, { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    expect(await within(dialog).findByText('配额须为正整数', {}, slow)).toBeTruthy();
    expect(requestsTo(updatePurchaseInfo)).toHaveLength(0);
  });
});
