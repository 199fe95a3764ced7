/** Step 1: the product's basic information (name, kind, standard, price in points, delivery, sale end). */
import { ProForm, ProFormDatePicker, ProFormDigit, ProFormSelect, ProFormText, ProFormTextArea } from '@/components/FormKit';
import type React from 'react';
import { ProductBasic } from '@domain/products/contracts';
import { ServiceKind, Standard } from '@domain/enums';
import { dayRule, zodRule } from '../../components/rules';
import type { ProductBasic as Basic } from '@/services/products';
import { StepSubmitter } from './StepSubmitter';

const field = ProductBasic.shape;

export const BasicStep: React.FC<{ initial?: Basic; onSubmit: (basic: Basic) => Promise<void> }> = ({ initial, onSubmit }) => (
  <ProForm<Basic>
    layout="horizontal"
    labelCol={{ span: 4 }}
    wrapperCol={{ span: 12 }}
    initialValues={
      initial ?? { standard: 'gov', projectCreateType: 'gov', serviceKind: 'riskAssessment', deliveryDays: 30, saleEndDate: '2027-12-31' }
    }
    submitter={StepSubmitter}
    onFinish={async (values) => {
      await onSubmit(ProductBasic.parse(values));
      return true;
    }}
  >
    <ProFormText name="name" label="产品名称" placeholder="如：信息安全风险评估" rules={[zodRule(field.name)]} />
    <ProFormSelect name="serviceKind" label="服务类型" options={ServiceKind.options()} rules={[{ required: true, message: '请选择服务类型' }]} />
    <ProFormSelect name="standard" label="标准" options={Standard.options()} rules={[{ required: true, message: '请选择标准' }]} />
    <ProFormSelect
      name="projectCreateType"
      label="项目创建类型"
      options={Standard.options()}
      rules={[{ required: true, message: '请选择项目创建类型' }]}
    />
    <ProFormDigit
      name="pricePoints"
      label="价格（积分）"
      fieldProps={{ precision: 0 }}
      rules={[{ required: true, message: '请输入价格（积分）' }, zodRule(field.pricePoints)]}
    />
    <ProFormDigit name="deliveryDays" label="交付周期（天）" fieldProps={{ precision: 0 }} rules={[zodRule(field.deliveryDays)]} />
    <ProFormDatePicker name="saleEndDate" label="销售截止日期" rules={[dayRule(field.saleEndDate)]} fieldProps={{ format: 'YYYY-MM-DD' }} />
    <ProFormTextArea name="summary" label="产品简介" fieldProps={{ maxLength: 500, showCount: true }} />
  </ProForm>
);
