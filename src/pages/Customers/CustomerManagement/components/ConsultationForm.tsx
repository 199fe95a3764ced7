/** 记录咨询 (addConsultation): date (not after today), way, content and next step, with the contract's Chinese messages. */
import { ModalForm, ProFormDatePicker, ProFormSelect, ProFormTextArea } from '@/components/FormKit';
import { Button, message } from 'antd';
import dayjs from 'dayjs';
import type React from 'react';
import { addConsultation as contract } from '@domain/customers/contracts';
import { CUSTOMER_MESSAGES } from '@domain/customers/rules';
import { ConsultationWay } from '@domain/enums';
import { zodRule } from '@/components/FormKit/zodRule';
import { addConsultation } from '@/services/customers';
import { ADD_CONSULTATION_TEXT } from './labels';

const fields = contract.body!.shape;

type Values = { consultationDate: string; way: string; content: string; nextStep?: string };

const ConsultationForm: React.FC<{ customerTenantCode: string; companyName: string; onDone: () => void }> = ({
  customerTenantCode,
  companyName,
  onDone,
}) => (
  <ModalForm<Values>
    title={`${ADD_CONSULTATION_TEXT}：${companyName}`}
    width={560}
    trigger={
      <Button type="primary" size="small">
        {ADD_CONSULTATION_TEXT}
      </Button>
    }
    modalProps={{ destroyOnHidden: true, maskClosable: false }}
    initialValues={{ consultationDate: dayjs().format('YYYY-MM-DD'), way: 'phone' }}
    dateFormatter="string"
    onFinish={async (values) => {
      try {
        await addConsultation({ ...values, customerTenantCode } as Parameters<typeof addConsultation>[0]);
      } catch {
        return false;
      }
      message.success('咨询记录已保存');
      onDone();
      return true;
    }}
  >
    <ProFormDatePicker
      name="consultationDate"
      label="咨询日期"
      rules={[{ required: true, message: CUSTOMER_MESSAGES.consultationDate }]}
      fieldProps={{ disabledDate: (day: dayjs.Dayjs) => day.isAfter(dayjs(), 'day') }}
    />
    <ProFormSelect
      name="way"
      label="咨询方式"
      options={ConsultationWay.options()}
      rules={[{ required: true, message: CUSTOMER_MESSAGES.consultationWay }]}
    />
    <ProFormTextArea name="content" label="咨询内容" rules={[zodRule(fields.content)]} fieldProps={{ maxLength: 2000, showCount: true, rows: 4 }} />
    <ProFormTextArea
      name="nextStep"
      label="下一步计划"
      rules={[zodRule(fields.nextStep)]}
      fieldProps={{ maxLength: 500, showCount: true, rows: 2 }}
    />
  </ModalForm>
);

export default ConsultationForm;
