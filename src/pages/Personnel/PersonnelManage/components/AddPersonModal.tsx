/**
 * 添加人员: phone, name and the roles the caller may grant in this tenant (domain/personnel/rules.ts),
 * checked with the contract's own rules. A phone already known joins this tenant; a new one gets
 * an SMS login code.
 */
import { ModalForm, ProFormCheckbox, ProFormText } from '@/components/FormKit';
import { Button, message } from 'antd';
import type React from 'react';
import { personnelAdd as contract } from '@domain/personnel/contracts';
import { Role, type RoleCode } from '@domain/kernel/roles';
import { zodRule } from '@/components/FormKit/zodRule';
import { personnelAdd } from '@/services/personnel';

export const ADD_PERSON_TEXT = '添加人员';
const fields = contract.body!.shape;

interface Props {
  grantable: readonly RoleCode[];
  tenantName: string;
  onDone: () => void;
}

type Values = { phone: string; name: string; roles: RoleCode[] };

const AddPersonModal: React.FC<Props> = ({ grantable, tenantName, onDone }) => (
  <ModalForm<Values>
    title={`${ADD_PERSON_TEXT}${tenantName ? `：${tenantName}` : ''}`}
    width={520}
    trigger={<Button type="primary">{ADD_PERSON_TEXT}</Button>}
    modalProps={{ destroyOnHidden: true }}
    initialValues={{ roles: grantable.length === 1 ? [...grantable] : [] }}
    onFinish={async (values) => {
      let answer: Awaited<ReturnType<typeof personnelAdd>>;
      try {
        answer = await personnelAdd(values);
      } catch {
        return false;
      }
      if (!answer.createdAccount) message.success(`${answer.member.showName} 已有账号，已加入本机构`);
      else if (answer.smsSent) message.success(`已添加 ${answer.member.showName}，登录验证码已通过短信发送`);
      else message.warning(`已添加 ${answer.member.showName}，但短信发送失败，请告知其在登录页获取验证码登录`);
      onDone();
      return true;
    }}
  >
    <ProFormText name="phone" label="手机号" placeholder="11 位手机号" rules={[zodRule(fields.phone)]} fieldProps={{ maxLength: 11 }} />
    <ProFormText name="name" label="姓名" placeholder="请输入姓名" rules={[zodRule(fields.name)]} fieldProps={{ maxLength: 30 }} />
    <ProFormCheckbox.Group
      name="roles"
      label="角色"
      rules={[zodRule(fields.roles)]}
      options={grantable.map((role) => ({ label: Role.label(role), value: role }))}
      extra="只能分配本机构类型下、不高于你自己权限的角色"
    />
  </ModalForm>
);

export default AddPersonModal;
