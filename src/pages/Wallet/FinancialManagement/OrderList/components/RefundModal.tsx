/** Refund of a paid order: the consequences spelled out, a required reason, and an explicit confirm. */
import { ModalForm, ProFormTextArea } from '@/components/FormKit';
import { Alert, Descriptions, message } from 'antd';
import type React from 'react';
import { formatPoints, formatYuan } from '@/components/Recharge';
import { platformOrderRefund, type PlatformOrder } from '@/services/finance';

export const REFUND_TEXT = '退款';
/** An order whose provider refund was not confirmed (退款中): the same refund again, refunded once. */
const RETRY_REFUND_TEXT = '重试退款';
export const CONFIRM_REFUND_TEXT = '确认退款';
export const REFUND_REASON_REQUIRED = '请填写退款原因';

const RefundModal: React.FC<{ order: PlatformOrder; onDone: () => void }> = ({ order, onDone }) => (
  <ModalForm<{ reason: string }>
    title="订单退款"
    width={560}
    trigger={<a style={{ color: '#ff4d4f' }}>{order.status === 'refunding' ? RETRY_REFUND_TEXT : REFUND_TEXT}</a>}
    modalProps={{ destroyOnHidden: true }}
    submitter={{ searchConfig: { submitText: CONFIRM_REFUND_TEXT, resetText: '取消' }, submitButtonProps: { danger: true } }}
    onFinish={async ({ reason }) => {
      try {
        // Failures (e.g. 13010: the points were already spent) show through the usual handler.
        await platformOrderRefund({ orderNo: order.orderNo, reason });
      } catch {
        // The points may have been taken back with the provider's refund unconfirmed (退款中): show it.
        onDone();
        return false; // The reason stays in the form.
      }
      message.success(`订单 ${order.orderNo} 已退款`);
      onDone();
      return true;
    }}
  >
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      message="退款不可撤销"
      description={
        order.status === 'refunding'
          ? `积分 ${formatPoints(order.points)} 已从 ${order.accountName}（${order.accountPhone}）的余额扣回，原路退还 ${formatYuan(order.amountFen)} 尚未确认；重试不会重复扣回积分或重复退款。`
          : `将从 ${order.accountName}（${order.accountPhone}）的积分余额扣回 ${formatPoints(order.points)}，并原路退还 ${formatYuan(order.amountFen)}。余额不足时无法退款。`
      }
    />
    <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
      <Descriptions.Item label="订单号">{order.orderNo}</Descriptions.Item>
      <Descriptions.Item label="机构">{order.tenantZhName}</Descriptions.Item>
    </Descriptions>
    <ProFormTextArea
      name="reason"
      label="退款原因"
      placeholder="请填写退款原因"
      rules={[{ required: true, whitespace: true, message: REFUND_REASON_REQUIRED }]}
      fieldProps={{ maxLength: 200, showCount: true, rows: 3 }}
    />
  </ModalForm>
);

export default RefundModal;
