/**
 * Register or edit a certification body: name, CNAS accreditation number, credit code, accredited
 * standards and scopes, contact; on registration also its manager (a cb tenant and the manager's
 * account are created together, and the manager gets a login code by SMS). The rules are the
 * contract's, with the same Chinese messages.
 */
import { ModalForm, ProFormSelect, ProFormText, ProFormTextArea } from '@/components/FormKit';
import { Alert, Divider, message } from 'antd';
import type React from 'react';
import { certBodySave as contract } from '@domain/tenantAdmin/contracts';
import { CertStandard } from '@domain/enums';
import { CNAS_NO_EXAMPLE } from '@domain/tenantAdmin/rules';
import { zodRule } from '@/components/FormKit/zodRule';
import { certBodySave, type CertBody } from '@/services/tenantAdmin';

const fields = contract.body!.shape;

type Values = Omit<CertBody, 'tenantCode' | 'createdAt' | 'updatedAt'>;

interface Props {
  /** Absent: register a new body. */
  body?: CertBody;
  trigger: React.JSX.Element;
  onDone: () => void;
}

export const REGISTER_TITLE = '登记认证机构';

const CertBodyForm: React.FC<Props> = ({ body, trigger, onDone }) => {
  const editing = !!body;

  const onFinish = async (values: Values) => {
    try {
      const saved = await certBodySave({ ...values, ...(body ? { tenantCode: body.tenantCode } : {}) });
      if (editing) message.success('认证机构信息已保存');
      else if (saved.smsSent) message.success(`已登记「${saved.name}」，登录验证码已发送至管理员 ${saved.managerPhone}`);
      else message.warning(`已登记「${saved.name}」，但验证码短信未能发送，请管理员在登录页自行获取验证码`);
    } catch {
      return false;
    }
    onDone();
    return true;
  };

  return (
    <ModalForm<Values>
      title={editing ? `修改认证机构：${body.name}` : REGISTER_TITLE}
      width={640}
      trigger={trigger}
      modalProps={{ destroyOnHidden: true }}
      initialValues={body ?? { standards: ['ISO/IEC 27001'] }}
      onFinish={onFinish}
    >
      <ProFormText name="name" label="机构名称" rules={[zodRule(fields.name)]} fieldProps={{ maxLength: 100 }} />
      <ProFormText name="enName" label="英文名称" rules={[zodRule(fields.enName)]} fieldProps={{ maxLength: 200 }} />
      <ProFormText name="cnasNo" label="CNAS 认可证书编号" placeholder={`如 ${CNAS_NO_EXAMPLE}`} rules={[zodRule(fields.cnasNo)]} />
      <ProFormText
        name="creditCode"
        label="统一社会信用代码"
        placeholder="18 位"
        rules={[zodRule(fields.creditCode)]}
        fieldProps={{ maxLength: 18 }}
      />
      <ProFormSelect name="standards" label="认可标准" mode="multiple" options={CertStandard.options()} rules={[zodRule(fields.standards)]} />
      <ProFormTextArea
        name="scopes"
        label="认可范围"
        placeholder="如：信息安全管理体系（ISMS）：软件开发、数据处理与存储"
        rules={[zodRule(fields.scopes)]}
        fieldProps={{ maxLength: 1000, showCount: true, rows: 3 }}
      />
      <ProFormText name="contactName" label="联系人" rules={[zodRule(fields.contactName)]} fieldProps={{ maxLength: 50 }} />
      <ProFormText name="contactPhone" label="联系电话" rules={[zodRule(fields.contactPhone)]} fieldProps={{ maxLength: 11 }} />
      <ProFormText name="address" label="地址" rules={[zodRule(fields.address)]} fieldProps={{ maxLength: 200 }} />
      <Divider orientation="left" plain>
        机构管理员
      </Divider>
      {!editing && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message="登记后即创建该机构及其管理员账号（认证机构管理员），并向管理员手机发送登录验证码。"
        />
      )}
      <ProFormText name="managerName" label="管理员姓名" disabled={editing} rules={[zodRule(fields.managerName)]} fieldProps={{ maxLength: 50 }} />
      <ProFormText
        name="managerPhone"
        label="管理员手机号"
        disabled={editing}
        extra={editing ? '管理员在登记时创建，此处不能更换' : undefined}
        rules={[zodRule(fields.managerPhone)]}
        fieldProps={{ maxLength: 11 }}
      />
    </ModalForm>
  );
};

export default CertBodyForm;
