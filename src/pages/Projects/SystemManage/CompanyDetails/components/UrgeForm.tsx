/** 催办: remind a person of the project's customer (in-app notice and SMS), at most once per person and project per interval. */
import { ModalForm, ProFormSelect, ProFormTextArea } from '@/components/FormKit';
import { Button, message } from 'antd';
import type React from 'react';
import { UrgeType } from '@domain/enums';
import { URGE_MESSAGE_MAX } from '@domain/projects/rules';
import { Role } from '@domain/kernel/roles';
import { chinaTimeText } from '@/utils/chinaTime';
import { type ConsumerProjectDetail, consumerUrge } from '@/services/consumerProjects';
import { URGE_TEXT } from '../../components/labels';

interface Values {
  accountId: string;
  urgeType: (typeof UrgeType.values)[number];
  message?: string;
}

const UrgeForm: React.FC<{ detail: ConsumerProjectDetail; me: string | undefined; onDone: () => void; target?: string }> = ({
  detail,
  me,
  onDone,
  target,
}) => (
  <ModalForm<Values>
    title={`${URGE_TEXT}：${detail.name}`}
    width={520}
    trigger={target ? <a>{URGE_TEXT}</a> : <Button>{URGE_TEXT}</Button>}
    modalProps={{ destroyOnHidden: true }}
    initialValues={{ accountId: target, urgeType: 'assets_task' }}
    onFinish={async (values) => {
      try {
        const urge = await consumerUrge({ projectCode: detail.projectCode, ...values, message: values.message ?? '' });
        message.success(
          `已催办 ${urge.targetName}${urge.smsSent ? '，短信已发送' : '（短信未发送，对方会在站内看到提醒）'}；下次可催办时间 ${chinaTimeText(urge.nextAllowedAt)}`,
        );
      } catch {
        return false;
      }
      onDone();
      return true;
    }}
  >
    <ProFormSelect
      name="accountId"
      label="催办对象"
      rules={[{ required: true, message: '请选择催办对象' }]}
      options={detail.members
        .filter((member) => member.accountId !== me)
        .map((member) => ({ value: member.accountId, label: `${member.showName}（${member.roles.map((role) => Role.label(role)).join('、')}）` }))}
    />
    <ProFormSelect
      name="urgeType"
      label="催办事项"
      rules={[{ required: true, message: '请选择催办事项' }]}
      options={UrgeType.values.map((value) => ({ value, label: UrgeType.label(value) }))}
    />
    <ProFormTextArea
      name="message"
      label="留言"
      fieldProps={{ maxLength: URGE_MESSAGE_MAX, showCount: true }}
      placeholder="选填，会随提醒和短信一起发送"
    />
  </ModalForm>
);

export default UrgeForm;
