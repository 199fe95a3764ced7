/**
 * Step 1: the product's basic information (name, kind, standard, price in points, delivery, sale
 * end); for an internal-auditor exam (serviceKind exam) also its 试卷 (templates.examPaperCode),
 * chosen where the kind is.
 */
import { ProForm, ProFormDatePicker, ProFormDependency, ProFormDigit, ProFormSelect, ProFormText, ProFormTextArea } from '@/components/FormKit';
import type React from 'react';
import { ProductBasic } from '@domain/products/contracts';
import { ServiceKind, Standard } from '@domain/enums';
import { dayRule, zodRule } from '../../components/rules';
import type { ProductBasic as Basic } from '@/services/products';
import { ExamPaperField } from './ExamPaperField';
import { StepSubmitter } from './StepSubmitter';

const field = ProductBasic.shape;

type Values = Basic & { examPaperCode?: string };

interface Props {
  initial?: Basic;
  /** The exam paper of the draft's templates, if any. */
  initialPaperCode?: string;
  /** The basic information, and the paper when the kind is exam. */
  onSubmit: (basic: Basic, examPaperCode: string | undefined) => Promise<void>;
}

export const BasicStep: React.FC<Props> = ({ initial, initialPaperCode, onSubmit }) => (
  <ProForm<Values>
    layout="horizontal"
    labelCol={{ span: 4 }}
    wrapperCol={{ span: 12 }}
    initialValues={{
      ...(initial ?? { standard: 'gov', projectCreateType: 'gov', serviceKind: 'riskAssessment', deliveryDays: 30, saleEndDate: '2027-12-31' }),
      examPaperCode: initialPaperCode,
    }}
    submitter={StepSubmitter}
    onFinish={async (values) => {
      const basic = ProductBasic.parse(values);
      await onSubmit(basic, basic.serviceKind === 'exam' ? values.examPaperCode : undefined);
      return true;
    }}
  >
    <ProFormText name="name" label="产品名称" placeholder="如：信息安全风险评估" rules={[zodRule(field.name)]} />
    <ProFormSelect name="serviceKind" label="服务类型" options={ServiceKind.options()} rules={[{ required: true, message: '请选择服务类型' }]} />
    <ProFormDependency name={['serviceKind']}>
      {({ serviceKind }) => (serviceKind === 'exam' ? <ExamPaperField name="examPaperCode" /> : null)}
    </ProFormDependency>
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
