/**
 * Review of a channel's application: approve (a confirmation naming the channel; its manager can
 * then log in) or reject (a form that requires the reason). Only the moves the approval machine
 * offers this viewer are shown (domain/tenantAdmin.ts); the server decides the same way.
 */
import { ModalForm, ProFormTextArea } from '@ant-design/pro-components';
import { useModel } from '@umijs/max';
import { Descriptions, Popconfirm, Space, Typography, message } from 'antd';
import type React from 'react';
import { CHANNEL_APPROVAL_MACHINE, REJECT_REASON_MAX } from '@domain/tenantAdmin';
import { updateCustomApprovalState, type TenantAdminItem } from '@/services/tenantAdmin';
import { APPROVE_TEXT, CONFIRM_REJECT_TEXT, REJECT_REASON_MESSAGE, REJECT_TEXT } from './labels';

interface Props {
  tenant: TenantAdminItem;
  onDone: () => void;
}

const ReviewActions: React.FC<Props> = ({ tenant, onDone }) => {
  const { initialState } = useModel('@@initialState');
  const actions = CHANNEL_APPROVAL_MACHINE.allowedActions(tenant.approvalState, initialState?.currentUser).map((move) => move.action);
  if (!actions.includes('approve') && !actions.includes('reject')) return null;

  const approve = async () => {
    try {
      await updateCustomApprovalState({ tenantCode: tenant.tenantCode, approvalState: 'success' });
      message.success(`已通过「${tenant.tenantZhName}」的入驻申请，其成员现在可以登录使用`);
    } catch {
      // Shown by the request error handler (e.g. reviewed by someone else meanwhile).
    }
    onDone();
  };

  const reject = async ({ reason }: { reason: string }) => {
    try {
      await updateCustomApprovalState({ tenantCode: tenant.tenantCode, approvalState: 'rejected', reason });
    } catch {
      return false; // The reason stays in the form.
    }
    message.success(`已驳回「${tenant.tenantZhName}」的入驻申请`);
    onDone();
    return true;
  };

  return (
    <Space size={12}>
      {actions.includes('approve') && (
        <Popconfirm
          title={`确认通过「${tenant.tenantZhName}」的入驻申请？`}
          description={<div style={{ maxWidth: 320 }}>通过后该渠道的成员即可登录并使用渠道功能。</div>}
          okText={APPROVE_TEXT}
          cancelText="取消"
          onConfirm={approve}
        >
          <a>{APPROVE_TEXT}</a>
        </Popconfirm>
      )}
      {actions.includes('reject') && (
        <ModalForm<{ reason: string }>
          title="驳回入驻申请"
          width={520}
          trigger={<a style={{ color: '#ff4d4f' }}>{REJECT_TEXT}</a>}
          modalProps={{ destroyOnHidden: true }}
          submitter={{ searchConfig: { submitText: CONFIRM_REJECT_TEXT, resetText: '取消' }, submitButtonProps: { danger: true } }}
          onFinish={reject}
        >
          <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
            <Descriptions.Item label="渠道">{tenant.tenantZhName}</Descriptions.Item>
            <Descriptions.Item label="企业名称">{tenant.channelInfo?.companyName ?? '未填写'}</Descriptions.Item>
          </Descriptions>
          <Typography.Paragraph type="secondary">驳回后该渠道的成员仍不能登录，驳回原因会记录在审核记录中。</Typography.Paragraph>
          <ProFormTextArea
            name="reason"
            label="驳回原因"
            placeholder="请说明驳回原因，如：营业执照信息与填写不符"
            rules={[{ required: true, whitespace: true, message: REJECT_REASON_MESSAGE }]}
            fieldProps={{ maxLength: REJECT_REASON_MAX, showCount: true, rows: 4 }}
          />
        </ModalForm>
      )}
    </Space>
  );
};

export default ReviewActions;
