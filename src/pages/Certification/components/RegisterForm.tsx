/**
 * 登记客户 (/api/certification/project/register.json): a client the body takes on directly — name,
 * optional platform customer tenant, contact, region, standards, scope text and IAF codes. The
 * project starts accepted; the application and the contract review follow in the drawer.
 */
import { Button, message } from 'antd';
import type React from 'react';
import { certProjectRegister as contract } from '@domain/certification/contracts';
import { ManagementSystem } from '@domain/engines/auditTime/model';
import { CertScopeSelect, RegionCascader } from '@/components/DictionaryInputs';
import { ModalForm, ProFormItem, ProFormSelect, ProFormText, ProFormTextArea } from '@/components/FormKit';
import { zodRule } from '@/components/FormKit/zodRule';
import { certProjectRegister } from '@/services/certification';
import { REGISTER_TEXT } from './labels';

const fields = contract.body!.shape;

type Values = {
  clientName: string;
  clientTenantCode?: string;
  contactName: string;
  contactPhone: string;
  regionCode: string;
  standards: string[];
  scopeText: string;
  scopeCodes?: number[];
};

export const toScopeCodes = (codes: readonly number[] | undefined): string[] => (codes ?? []).map((code) => String(code).padStart(2, '0'));
export const fromScopeCodes = (codes: readonly string[]): number[] => codes.map(Number);

const RegisterForm: React.FC<{ onDone: (certProjectCode: string) => void }> = ({ onDone }) => {
  const onFinish = async (values: Values) => {
    try {
      const created = await certProjectRegister({
        ...values,
        clientTenantCode: values.clientTenantCode ?? '',
        standards: values.standards as never,
        scopeCodes: toScopeCodes(values.scopeCodes),
      });
      message.success(`已登记客户“${created.clientName}”，请填写申请信息并进行合同评审`);
      onDone(created.certProjectCode);
    } catch {
      return false;
    }
    return true;
  };

  return (
    <ModalForm<Values>
      title={REGISTER_TEXT}
      width={640}
      trigger={<Button type="primary">{REGISTER_TEXT}</Button>}
      modalProps={{ destroyOnHidden: true, maskClosable: false }}
      onFinish={onFinish}
      grid
      rowProps={{ gutter: 16 }}
    >
      <ProFormText name="clientName" label="客户名称" colProps={{ span: 24 }} rules={[zodRule(fields.clientName)]} fieldProps={{ maxLength: 100 }} />
      <ProFormText
        name="clientTenantCode"
        label="平台客户租户代码"
        tooltip="客户已入驻平台时填写，客户即可在平台上查看认证进度"
        placeholder="选填，如 T-CU-DEMO"
        colProps={{ span: 12 }}
        fieldProps={{ maxLength: 64 }}
      />
      <ProFormItem name="regionCode" label="所在地区" colProps={{ span: 12 }} rules={[zodRule(fields.regionCode)]}>
        <RegionCascader placeholder="省 / 市 / 区县" />
      </ProFormItem>
      <ProFormText name="contactName" label="联系人" colProps={{ span: 12 }} rules={[zodRule(fields.contactName)]} fieldProps={{ maxLength: 40 }} />
      <ProFormText
        name="contactPhone"
        label="联系电话"
        colProps={{ span: 12 }}
        rules={[zodRule(fields.contactPhone)]}
        fieldProps={{ maxLength: 20 }}
      />
      <ProFormSelect
        name="standards"
        label="认证标准"
        colProps={{ span: 24 }}
        mode="multiple"
        options={ManagementSystem.options()}
        rules={[zodRule(fields.standards)]}
      />
      <ProFormTextArea
        name="scopeText"
        label="认证范围"
        colProps={{ span: 24 }}
        rules={[zodRule(fields.scopeText)]}
        fieldProps={{ maxLength: 1000, showCount: true }}
      />
      <ProFormItem name="scopeCodes" label="专业代码（IAF）" colProps={{ span: 24 }}>
        <CertScopeSelect />
      </ProFormItem>
    </ModalForm>
  );
};

export default RegisterForm;
