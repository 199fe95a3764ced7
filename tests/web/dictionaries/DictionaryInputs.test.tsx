// @vitest-environment jsdom
/**
 * The dictionary form inputs, against the demo server (tests/web/demoServer.ts): the chosen code shows as its labels, the suggested certification scopes come
 * first, a failed load says so, and the credit-code rule shows the Chinese reason.
 */
import { settle } from '../setup';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, type FormInstance, Input } from 'antd';
import { beforeEach, describe, expect, it } from 'vitest';
import { enterprisePull, guominhangyeList } from '@domain/dictionaries/contracts';
import {
  CertScopeSelect,
  clearDictionaryCache,
  creditCodeRule,
  EnterpriseNameInput,
  IndustrySelect,
  industryPath,
  RegionCascader,
  regionPath,
} from '@/components/DictionaryInputs';
import type { Enterprise } from '@/services/dictionaries';
import { requestConfig } from '@/requestErrorConfig';
import { demoServerAs, withDemoServer } from '../demoServer';
import { installRequest, requests, requestsTo } from '../umiFake';

/** The fake server: the demo server, as the customer PM. */
function serveMocks() {
  installRequest(requestConfig, demoServerAs('13800000021'));
}

/** A form with the credit-code rule; the test drives it through the form instance it leaves here. */
const probe: { form?: FormInstance } = {};
const CreditCodeForm = () => {
  const [instance] = Form.useForm();
  probe.form = instance;
  return (
    <Form form={instance}>
      <Form.Item name="creditCode" rules={[creditCodeRule({ required: true })]}>
        <Input />
      </Form.Item>
    </Form>
  );
};

const selected = () => document.querySelector('.ant-select-selection-item')?.textContent;

describe('dictionary inputs', () => {
  withDemoServer();
  beforeEach(() => {
    clearDictionaryCache();
    serveMocks();
  });

  it('IndustrySelect shows a division code as its section and division names, loading sections and divisions once', async () => {
    render(
      <>
        <IndustrySelect value="65" />
        <IndustrySelect value="01" />
      </>,
    );
    await settle();
    await waitFor(() => expect(screen.getByText('信息传输、软件和信息技术服务业 / 软件和信息技术服务业')).toBeTruthy());
    expect(screen.getByText('农、林、牧、渔业 / 农业')).toBeTruthy();
    expect(requestsTo(guominhangyeList)).toHaveLength(1);
    expect(requests[0].params).toMatchObject({ depth: 2 });
  });

  it('RegionCascader shows a GB/T 2260 city code as province and city', async () => {
    render(<RegionCascader value="440300" level="city" />);
    await settle();
    await waitFor(() => expect(selected()).toBe('广东省 / 深圳市'));
  });

  it('CertScopeSelect lists the scopes suggested for the industry first, marked 建议', async () => {
    render(<CertScopeSelect hangyeCode="6513" />);
    await settle();
    fireEvent.mouseDown(document.querySelector('.ant-select-selector')!);
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option').length).toBeGreaterThan(5));
    // The suggestions arrive with their own answer, after the list or before it.
    await waitFor(() => expect(document.querySelector('.ant-select-item-option')?.textContent).toBe('33. 信息技术建议'));
    expect(screen.getAllByText('建议')).toHaveLength(1);
  });

  it('EnterpriseNameInput offers the known tenants as one types, and hands the chosen one over', async () => {
    const picked: Enterprise[] = [];
    const typed: string[] = [];
    render(<EnterpriseNameInput onChange={(name) => typed.push(name)} onPick={(enterprise) => picked.push(enterprise)} />);
    const input = document.querySelector('input')!;
    fireEvent.change(input, { target: { value: '示' } });
    fireEvent.change(input, { target: { value: '示例' } });
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(2), { timeout: 2_000 });
    // One debounced lookup, for the last text only (a single character asks nothing).
    expect(requestsTo(enterprisePull).map((request) => request.params)).toEqual([{ name: '示例' }]);
    expect(document.querySelector('.ant-select-item-option')?.textContent).toBe('示例认证中心平台已有');
    fireEvent.click(document.querySelector('.ant-select-item-option')!);
    expect(picked.map((enterprise) => enterprise.tenantCode)).toEqual(['T-CB-DEMO']);
    expect(typed).toEqual(['示', '示例', '示例认证中心']);
  });

  it('says when a dictionary cannot be loaded, and tries again when opened', async () => {
    installRequest(requestConfig, () => ({ error: { message: 'Network Error' } }));
    render(<IndustrySelect />);
    await settle();
    await waitFor(() => expect(screen.getByText('行业加载失败，点击重试')).toBeTruthy());
    serveMocks();
    fireEvent.mouseDown(document.querySelector('.ant-select-selector')!);
    await waitFor(() => expect(screen.getByText('请选择所属行业')).toBeTruthy());
    expect(screen.getByText('信息传输、软件和信息技术服务业')).toBeTruthy();
  });

  it('creditCodeRule refuses a mistyped code with the reason, accepts a valid one', async () => {
    render(<CreditCodeForm />);
    probe.form!.setFieldsValue({ creditCode: '914403001922038217' });
    await expect(probe.form!.validateFields()).rejects.toMatchObject({
      errorFields: [{ errors: ['统一社会信用代码校验位（第 18 位）应为“6”，实为“7”，请核对是否有输错的字符'] }],
    });
    probe.form!.setFieldsValue({ creditCode: '' });
    await expect(probe.form!.validateFields()).rejects.toMatchObject({ errorFields: [{ errors: ['请输入统一社会信用代码'] }] });
    probe.form!.setFieldsValue({ creditCode: '914403001922038216' });
    await expect(probe.form!.validateFields()).resolves.toEqual({ creditCode: '914403001922038216' });
  });

  it('turns codes into Cascader paths', () => {
    expect(regionPath('440305')).toEqual(['440000', '440300', '440305']);
    expect(regionPath('110000')).toEqual(['110000']);
    expect(regionPath('4403')).toEqual([]);
    expect(industryPath('6513', (division) => (division === '65' ? 'I' : undefined))).toEqual(['I', '65', '651', '6513']);
    expect(industryPath('C', () => undefined)).toEqual(['C']);
    expect(industryPath('99', () => undefined)).toEqual([]);
  });
});
