/**
 * Review of one pending transfer record: approve (a Popconfirm naming amount and tenant; the points
 * are credited once) or reject (a ModalForm that requires the reason). Nobody reviews a record they
 * submitted themselves (domain/wallet/transferAudit.ts, refused by the server too): the viewer's own
 * record shows why instead of the actions.
 */
import { ModalForm, ProFormTextArea } from '@/components/FormKit';
import { useModel } from '@umijs/max';
import { Descriptions, Popconfirm, Space, Tooltip, Typography, message } from 'antd';
import type React from 'react';
import { OWN_TRANSFER_MESSAGE, canAuditTransfer, isOwnTransfer } from '@domain/wallet/transferAudit';
import { canMoveTransfer } from '@domain/wallet/rules';
import { formatPoints, formatWholeYuan } from '@/components/Recharge';
import { transferUpdateStatus, type TransferRecordAdmin } from '@/services/finance';

export const APPROVE_TEXT = '通过';
export const REJECT_TEXT = '驳回';
export const REJECT_REASON_REQUIRED = '请填写驳回原因';
export const CONFIRM_REJECT_TEXT = '确认驳回';
/** Shown instead of the actions on the viewer's own record. */
export const OWN_RECORD_TEXT = '本人提交，需由其他财务人员审核';

interface Props {
  record: TransferRecordAdmin;
  onDone: () => void;
}

const approveQuestion = (record: TransferRecordAdmin) =>
  `为「${record.tenantZhName}」的 ${record.accountName}（${record.accountPhone}）入账 ${formatPoints(record.amount)}（转账金额 ${formatWholeYuan(record.amount)}）。通过后不可撤销。`;

const AuditActions: React.FC<Props> = ({ record, onDone }) => {
  const { initialState } = useModel('@@initialState');
  const viewerAccountId = initialState?.currentUser?.accountId;

  if (isOwnTransfer(record, viewerAccountId)) {
    return (
      <Tooltip title={OWN_TRANSFER_MESSAGE}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {OWN_RECORD_TEXT}
        </Typography.Text>
      </Tooltip>
    );
  }
  if (!canAuditTransfer(record, viewerAccountId)) return <>—</>;

  const approve = async () => {
    try {
      await transferUpdateStatus({ recordCode: record.recordCode, status: 'approved' });
      message.success(`已通过，${formatPoints(record.amount)}已入账`);
    } catch {
      // Shown by the request error handler (e.g. already reviewed by someone else).
    }
    onDone();
  };

  const reject = async ({ auditRemark }: { auditRemark: string }) => {
    try {
      await transferUpdateStatus({ recordCode: record.recordCode, status: 'rejected', auditRemark });
    } catch {
      return false; // The reason stays in the form.
    }
    message.success('已驳回该转账记录');
    onDone();
    return true;
  };

  return (
    <Space size={12}>
      {canMoveTransfer(record.status, 'approved') && (
        <Popconfirm
          title="确认通过该转账记录？"
          description={<div style={{ maxWidth: 320 }}>{approveQuestion(record)}</div>}
          okText={APPROVE_TEXT}
          cancelText="取消"
          onConfirm={approve}
        >
          <a>{APPROVE_TEXT}</a>
        </Popconfirm>
      )}
      {canMoveTransfer(record.status, 'rejected') && (
        <ModalForm<{ auditRemark: string }>
          title="驳回转账记录"
          width={520}
          trigger={<a style={{ color: '#ff4d4f' }}>{REJECT_TEXT}</a>}
          modalProps={{ destroyOnHidden: true }}
          submitter={{ searchConfig: { submitText: CONFIRM_REJECT_TEXT, resetText: '取消' }, submitButtonProps: { danger: true } }}
          onFinish={reject}
        >
          <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
            <Descriptions.Item label="机构">{record.tenantZhName}</Descriptions.Item>
            <Descriptions.Item label="转账金额">{formatWholeYuan(record.amount)}</Descriptions.Item>
            <Descriptions.Item label="付款单位">{record.payerName}</Descriptions.Item>
          </Descriptions>
          <Typography.Paragraph type="secondary">驳回后不会入账，提交人可在“充值 → 对公转账”中看到驳回原因。</Typography.Paragraph>
          <ProFormTextArea
            name="auditRemark"
            label="驳回原因"
            placeholder="请说明驳回原因，如：金额与回单不符"
            rules={[{ required: true, whitespace: true, message: REJECT_REASON_REQUIRED }]}
            fieldProps={{ maxLength: 500, showCount: true, rows: 4 }}
          />
        </ModalForm>
      )}
    </Space>
  );
};

export default AuditActions;
