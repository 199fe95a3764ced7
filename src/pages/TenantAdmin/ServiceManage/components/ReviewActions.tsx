/**
 * Review of a channel's application: approve (a confirmation naming the channel; its manager can
 * then log in) or reject (a form that requires the reason). Only the moves the approval machine
 * offers this viewer are shown (domain/tenantAdmin/rules.ts); the server decides the same way.
 */
import { useModel } from '@umijs/max';
import { Descriptions } from 'antd';
import type React from 'react';
import { CHANNEL_APPROVAL_MACHINE, REJECT_REASON_MAX } from '@domain/tenantAdmin/rules';
import ReviewActionsKit from '@/components/ReviewActions';
import { updateCustomApprovalState, type TenantAdminItem } from '@/services/tenantAdmin';

interface Props {
  tenant: TenantAdminItem;
  onDone: () => void;
}

const ReviewActions: React.FC<Props> = ({ tenant, onDone }) => {
  const { initialState } = useModel('@@initialState');
  const actions = CHANNEL_APPROVAL_MACHINE.allowedActions(tenant.approvalState, initialState?.currentUser).map((move) => move.action);
  return (
    <ReviewActionsKit
      actions={actions}
      onDone={onDone}
      approve={{
        confirm: `确认通过「${tenant.tenantZhName}」的入驻申请？`,
        description: '通过后该渠道的成员即可登录并使用渠道功能。',
        run: () => updateCustomApprovalState({ tenantCode: tenant.tenantCode, approvalState: 'success' }),
        done: `已通过「${tenant.tenantZhName}」的入驻申请，其成员现在可以登录使用`,
      }}
      reject={{
        title: '驳回入驻申请',
        details: (
          <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
            <Descriptions.Item label="渠道">{tenant.tenantZhName}</Descriptions.Item>
            <Descriptions.Item label="企业名称">{tenant.channelInfo?.companyName ?? '未填写'}</Descriptions.Item>
          </Descriptions>
        ),
        note: '驳回后该渠道的成员仍不能登录，驳回原因会记录在审核记录中。',
        placeholder: '请说明驳回原因，如：营业执照信息与填写不符',
        maxLength: REJECT_REASON_MAX,
        run: (reason) => updateCustomApprovalState({ tenantCode: tenant.tenantCode, approvalState: 'rejected', reason }),
        done: `已驳回「${tenant.tenantZhName}」的入驻申请`,
      }}
    />
  );
};

export default ReviewActions;
