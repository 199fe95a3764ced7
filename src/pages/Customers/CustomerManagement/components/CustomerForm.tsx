/**
 * 新建客户 (/consulting/tenant/customer/new) and 编辑 (addCustomInfo): the company details, and for
 * a new customer its project manager (name and phone, who gets a login code by SMS). The rules
 * and Chinese messages are the contract's (zodRule), the credit code's check character that of
 * domain/kernel/creditCode.ts (creditCodeRule).
 */
import { ModalForm, ProFormSelect, ProFormText, ProFormTextArea } from '@/components/FormKit';
import { Button, Col, Divider, Form, message } from 'antd';
import type React from 'react';
import { customerNew as contract } from '@domain/customers/contracts';
import { CustomerSize } from '@domain/enums';
import { IndustrySelect, RegionCascader, creditCodeRule } from '@/components/DictionaryInputs';
import { zodRule } from '@/components/FormKit/zodRule';
import { addCustomInfo, customerNew, type CustomerItem } from '@/services/customers';
import { createdMessage, EDIT_CUSTOMER_TEXT, NEW_CUSTOMER_TEXT } from './labels';

const fields = contract.body!.shape;

type Values = {
  companyName: string;
  creditCode: string;
  industryCode: string;
  regionCode: string;
  size: string;
  contactName: string;
  contactPhone: string;
  address?: string;
  remark?: string;
  pmName?: string;
  pmPhone?: string;
};

interface Props {
  /** Absent: create a new customer. */
  customer?: CustomerItem;
  onDone: () => void;
}

const CustomerForm: React.FC<Props> = ({ customer, onDone }) => {
  const editing = !!customer;

  const onFinish = async (values: Values) => {
    try {
      if (customer) {
        const { pmName: _n, pmPhone: _p, ...details } = values;
        await addCustomInfo({ ...details, customerTenantCode: customer.customerTenantCode } as Parameters<typeof addCustomInfo>[0]);
        message.success('客户信息已保存');
      } else {
        const created = await customerNew(values as Parameters<typeof customerNew>[0]);
        const text = createdMessage(created.companyName, values.pmPhone ?? '', created.smsSent);
        if (created.smsSent) message.success(text, 6);
        else message.warning(text, 8);
      }
    } catch {
      // Shown by the request error handler; the form stays open with what was typed.
      return false;
    }
    onDone();
    return true;
  };

  return (
    <ModalForm<Values>
      title={editing ? `编辑客户：${customer.companyName}` : NEW_CUSTOMER_TEXT}
      width={640}
      trigger={editing ? <a>{EDIT_CUSTOMER_TEXT}</a> : <Button type="primary">{NEW_CUSTOMER_TEXT}</Button>}
      modalProps={{ destroyOnHidden: true, maskClosable: false }}
      initialValues={customer ? { ...customer } : undefined}
      onFinish={onFinish}
      grid
      rowProps={{ gutter: 16 }}
    >
      <ProFormText
        name="companyName"
        label="企业名称"
        colProps={{ span: 24 }}
        rules={[zodRule(fields.companyName)]}
        fieldProps={{ maxLength: 100 }}
      />
      <ProFormText
        name="creditCode"
        label="统一社会信用代码"
        placeholder="18 位，含校验位"
        colProps={{ span: 12 }}
        rules={[creditCodeRule({ required: true })]}
        fieldProps={{ maxLength: 18 }}
      />
      <ProFormSelect
        name="size"
        label="企业规模"
        colProps={{ span: 12 }}
        options={CustomerSize.options()}
        rules={[{ required: true, message: '请选择企业规模' }]}
      />
      <Col span={12}>
        <Form.Item name="industryCode" label="所属行业" rules={[zodRule(fields.industryCode)]}>
          <IndustrySelect changeOnSelect />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="regionCode" label="所在地区" rules={[zodRule(fields.regionCode)]}>
          <RegionCascader changeOnSelect />
        </Form.Item>
      </Col>
      <ProFormText name="contactName" label="联系人" colProps={{ span: 12 }} rules={[zodRule(fields.contactName)]} fieldProps={{ maxLength: 50 }} />
      <ProFormText
        name="contactPhone"
        label="联系电话"
        placeholder="11 位手机号"
        colProps={{ span: 12 }}
        rules={[zodRule(fields.contactPhone)]}
        fieldProps={{ maxLength: 11 }}
      />
      <ProFormText name="address" label="详细地址" colProps={{ span: 24 }} rules={[zodRule(fields.address)]} fieldProps={{ maxLength: 200 }} />
      <ProFormTextArea
        name="remark"
        label="备注"
        colProps={{ span: 24 }}
        rules={[zodRule(fields.remark)]}
        fieldProps={{ maxLength: 500, showCount: true, rows: 2 }}
      />
      {!editing && (
        <>
          <Divider orientation="left" plain style={{ marginTop: 0 }}>
            客户项目经理（创建后将收到登录验证码短信）
          </Divider>
          <ProFormText name="pmName" label="项目经理姓名" colProps={{ span: 12 }} rules={[zodRule(fields.pmName)]} fieldProps={{ maxLength: 50 }} />
          <ProFormText
            name="pmPhone"
            label="项目经理手机号"
            placeholder="11 位手机号，用于登录"
            colProps={{ span: 12 }}
            rules={[zodRule(fields.pmPhone)]}
            fieldProps={{ maxLength: 11 }}
          />
        </>
      )}
    </ModalForm>
  );
};

export default CustomerForm;
