// @vitest-environment jsdom
/**
 * Product development: the list (filters go to the server; withdraw asks first) and the step form
 * (bad input refused with the field named; a new product's code lands in the URL; validation
 * shows every problem before publishing; publishing asks first).
 */
import '../setup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ProductDetail,
  productDetail,
  productHasDirtyProcess,
  productList,
  productPublish,
  productSave,
  type ProductSummary,
  productValidate,
  productWithdraw,
} from '@domain/products/contracts';
import { DEMO_PRODUCTS } from '@domain/demo';
import ProductDevelopment from '@/pages/Products/ProductDevelopment';
import CreateProduct from '@/pages/Products/ProductDevelopment/CreateProduct';
import { requestConfig } from '@/requestErrorConfig';
import { demoUser, ok } from '../fixtures';
import {
  answerContracts,
  type ContractAnswer,
  type ContractLike,
  historyCalls,
  installRequest,
  requestsTo,
  setHashPath,
  setInitialState,
} from '../umiFake';

vi.setConfig({ testTimeout: 180_000 });
const slow = { timeout: 30_000 };

/** The fake server's answers by contract (anything else: 404), set afresh before every test. */
const answers = new Map<ContractLike, ContractAnswer>();

beforeEach(() => {
  answers.clear();
  installRequest(requestConfig, answerContracts(answers));
});

const demo = DEMO_PRODUCTS[3];
const summary: ProductSummary = {
  productCode: demo.productCode,
  name: demo.definition.basic.name,
  serviceKind: 'questionnaire',
  standard: 'iso',
  projectCreateType: 'iso',
  pricePoints: 500,
  saleEndDate: '2027-12-31',
  status: 'published',
  publishedVersion: 1,
  dirty: true,
  updatedAt: '2025-06-02T02:00:00.000Z',
};
const detail: ProductDetail = {
  ...summary,
  draft: demo.definition,
  versions: [{ version: 1, publishedAt: '2025-06-01T02:00:00.000Z', publishedBy: 'A-01' }],
};

function openAs(path: string) {
  setHashPath(path);
  setInitialState({ currentUser: demoUser('13800000001'), failed: false });
}

describe('产品开发 list', () => {
  it('shows products with price in points and unpublished changes, and withdraws only after confirming', async () => {
    const risk = {
      ...summary,
      productCode: 'PD-RISK',
      name: '风险评估产品',
      serviceKind: 'riskAssessment' as const,
      standard: 'gov' as const,
      dirty: false,
    };
    answers
      .set(productList, ok({ list: [summary, risk], total: 2, current: 1, pageSize: 10 }))
      .set(productWithdraw, ok({ ...detail, status: 'withdrawn' }));
    openAs('/productDevelopment');
    render(<ProductDevelopment />);
    expect(await screen.findByText(summary.name, {}, slow)).toBeTruthy();
    // The 标准 column shows the product's method: a GB/T 20984 risk assessment is not 等级保护.
    const riskRow = screen.getByText('风险评估产品').closest('tr') as HTMLElement;
    expect(within(riskRow).getByText('GB/T 20984-2022 风险评估')).toBeTruthy();
    expect(within(riskRow).queryByText('等级保护')).toBeNull();
    expect(screen.getAllByText('500 积分')).toHaveLength(2);
    expect(screen.getByText('有未发布的修改')).toBeTruthy();
    fireEvent.click(within(screen.getByText(summary.name).closest('tr') as HTMLElement).getByText('下架'));
    const confirm = await screen.findByText(`确定下架“${summary.name}”？`, {}, slow);
    expect(requestsTo(productWithdraw)).toHaveLength(0);
    const popover = confirm.closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: /下\s?架/ }));
    await waitFor(() => expect(requestsTo(productWithdraw)).toHaveLength(1));
    expect(requestsTo(productWithdraw)[0].data).toEqual({ productCode: summary.productCode });
  });
});

describe('创建产品 step form', () => {
  it('refuses a price that is not a positive integer, naming the field, and sends nothing', async () => {
    openAs('/productDevelopment/createProduct');
    render(<CreateProduct />);
    fireEvent.change(await screen.findByPlaceholderText('如：信息安全风险评估', {}, slow), { target: { value: '新产品' } });
    fireEvent.change(screen.getAllByRole('spinbutton')[0], { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: '保存并下一步' }));
    expect(await screen.findByText('价格须为正整数', {}, slow)).toBeTruthy();
    expect(requestsTo(productSave)).toHaveLength(0);
  });

  it('creates the product from its basic information and puts its code in the address', async () => {
    answers.set(productSave, ok({ ...detail, productCode: 'PD-NEW', status: 'draft', publishedVersion: null, versions: [] }));
    openAs('/productDevelopment/createProduct');
    render(<CreateProduct />);
    fireEvent.change(await screen.findByPlaceholderText('如：信息安全风险评估', {}, slow), { target: { value: '数据安全评估' } });
    const [price] = screen.getAllByRole('spinbutton');
    fireEvent.change(price, { target: { value: '1200' } });
    fireEvent.click(screen.getByRole('button', { name: '保存并下一步' }));
    await waitFor(() => expect(requestsTo(productSave)).toHaveLength(1), slow);
    expect(requestsTo(productSave)[0].data).toMatchObject({
      basic: { name: '数据安全评估', pricePoints: 1200, serviceKind: 'riskAssessment', saleEndDate: '2027-12-31' },
    });
    await waitFor(() => expect(historyCalls.at(-1)).toEqual({ method: 'replace', path: '/productDevelopment/createProduct?productCode=PD-NEW' }));
  });

  it('tells that unpublished changes exist, shows every validation problem, and publishes only a valid draft after confirming', async () => {
    let problems = ['标准目录：请至少选择一个适用的控制点', '文档：请上传作业指导书'];
    answers
      .set(productDetail, ok(detail))
      .set(productHasDirtyProcess, ok({ dirty: true, publishedVersion: 1, draftUpdatedAt: summary.updatedAt }))
      .set(productValidate, () => ok({ valid: problems.length === 0, problems }))
      .set(productPublish, ok({ ...detail, publishedVersion: 2, dirty: false }));
    openAs(`/productDevelopment/createProduct?productCode=${summary.productCode}`);
    render(<CreateProduct />);
    expect(await screen.findByText(/草稿有未发布的修改；渠道与已购项目仍使用 v1/, {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByText('校验发布'));
    fireEvent.click(await screen.findByRole('button', { name: /^校 验$/ }, slow));
    expect(await screen.findByText('发现 2 个问题，修改后才能发布', {}, slow)).toBeTruthy();
    expect(screen.getByText('文档：请上传作业指导书')).toBeTruthy();
    // Once the check has answered, publishing stays disabled while problems remain.
    await waitFor(() => expect((screen.getByRole('button', { name: /^发 布$/ }) as HTMLButtonElement).disabled).toBe(true), slow);

    problems = [];
    fireEvent.click(screen.getByRole('button', { name: /^校 验$/ }));
    expect(await screen.findByText('校验通过，可以发布', {}, slow)).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: /^发 布$/ }) as HTMLButtonElement).disabled).toBe(false), slow);
    fireEvent.click(screen.getByRole('button', { name: /^发 布$/ }));
    const confirm = await screen.findByText('确定发布该产品？', {}, slow);
    expect(requestsTo(productPublish)).toHaveLength(0);
    fireEvent.click(within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: /发\s?布/ }));
    await waitFor(() => expect(requestsTo(productPublish)).toHaveLength(1));
  });
});

describe('the catalogue step of a GB/T 20984 risk assessment', () => {
  it('lists the method’s assessment contents and saves no control point or clause', async () => {
    const { CatalogueStep } = await import('@/pages/Products/ProductDevelopment/CreateProduct/components/CatalogueStep');
    const { EMPTY_CATALOGUE } = await import('@domain/products/rules');
    const submitted = vi.fn(async () => undefined);
    render(
      <CatalogueStep
        standard="gov"
        method="gbt20984"
        initial={{ ...EMPTY_CATALOGUE, level: 3, controlPoints: ['L3-PES1-01'] }}
        onSubmit={submitted}
      />,
    );
    expect(screen.getByText('风险评估产品无需选择控制点')).toBeTruthy();
    expect(screen.getByText(/风险分析：由资产价值/)).toBeTruthy();
    expect(screen.queryByText('全选')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /保存并下一步/ }));
    await waitFor(() => expect(submitted).toHaveBeenCalledWith(EMPTY_CATALOGUE));
  });
});
