/** 变更负责人: the customer's owner of the project, chosen among the tenant's active PMs and owners. */
import { ModalForm, ProFormSelect } from '@/components/FormKit';
import { Button, message } from 'antd';
import type React from 'react';
import { mayOwnProject } from '@domain/projects/consumer';
import { Role } from '@domain/kernel/roles';
import { type ConsumerProjectDetail, consumerUpdateCustomerOwner } from '@/services/consumerProjects';
import { CHANGE_OWNER_TEXT } from '../../components/labels';

const OwnerChange: React.FC<{ detail: ConsumerProjectDetail; onDone: () => void }> = ({ detail, onDone }) => {
  const options = detail.members
    .filter((member) => mayOwnProject(member.roles) && member.accountId !== detail.customerOwnerAccountId)
    .map((member) => ({ value: member.accountId, label: `${member.showName}（${member.roles.map((role) => Role.label(role)).join('、')}）` }));
  return (
    <ModalForm<{ accountId: string }>
      title={`${CHANGE_OWNER_TEXT}：${detail.name}`}
      width={480}
      trigger={<Button>{CHANGE_OWNER_TEXT}</Button>}
      modalProps={{ destroyOnHidden: true }}
      onFinish={async ({ accountId }) => {
        try {
          const item = await consumerUpdateCustomerOwner({ projectCode: detail.projectCode, accountId });
          message.success(`客户负责人已变更为 ${item.customerOwnerName}`);
        } catch {
          return false;
        }
        onDone();
        return true;
      }}
    >
      <ProFormSelect
        name="accountId"
        label="新的负责人"
        options={options}
        rules={[{ required: true, message: '请选择新的负责人' }]}
        extra={`当前负责人：${detail.customerOwnerName || '未指定'}。只能选择本单位在职的客户责任人或客户项目经理`}
        fieldProps={{ showSearch: true, optionFilterProp: 'label' }}
      />
    </ModalForm>
  );
};

export default OwnerChange;
