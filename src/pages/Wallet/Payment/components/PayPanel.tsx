/**
 * Choose a channel and pay. Sandbox: a "模拟支付" confirmation. WeChat: the code_url as a QR code.
 * Alipay: the pay page in a window opened on the click (or a button when the browser blocked it).
 * For WeChat and Alipay the desk polls until the payment arrives, also after a reload.
 */
import { LoadingOutlined } from '@ant-design/icons';
import { Link } from '@umijs/max';
import { Alert, Button, Card, Popconfirm, QRCode, Radio, Space, Typography } from 'antd';
import type React from 'react';
import { useState } from 'react';
import { LedgerType, PayChannel } from '@domain/enums';
import type { RechargeOptions } from '@/services/wallet';
import type { PaymentDesk } from '@/pages/Wallet/Payment/usePaymentDesk';

export const SANDBOX_TITLE = PayChannel.label('sandbox');
export const SANDBOX_CONFIRM_TEXT = '确认支付';
export const PAY_TEXT = '立即支付';
const CANCEL_ORDER_TEXT = '取消订单';
export const OPEN_ALIPAY_TEXT = '打开支付宝付款页面';
export const ALIPAY_OPENED_TEXT = '已在新窗口打开支付宝付款页面，请在该页面完成支付。如未看到该页面，请点击下方按钮重新打开。';
export const ALIPAY_BLOCKED_TEXT = '浏览器未能自动打开支付宝付款页面，请点击下方按钮打开并完成支付。';
const WAITING_TEXT = '支付完成后本页将自动更新…';
/** After a reload: a payment was started through `channel`; the desk is waiting for it. */
export const resumedText = (channel: PayChannel) =>
  `已通过${PayChannel.label(channel)}发起支付，付款完成后本页将自动更新。如尚未付款，可重新选择支付方式。`;

export const Waiting: React.FC<{ text: string }> = ({ text }) => (
  <Space>
    <LoadingOutlined />
    <Typography.Text type="secondary">{text}</Typography.Text>
  </Space>
);

const ActionView: React.FC<{ desk: PaymentDesk }> = ({ desk }) => {
  const { action } = desk;
  if (!action) return null;
  const back = (
    <Button type="link" onClick={desk.resetAction}>
      更换支付方式
    </Button>
  );
  if (action.kind === 'sandbox') {
    return (
      <Card size="small" title={SANDBOX_TITLE}>
        <Typography.Paragraph>当前为演示支付环境：点击“{SANDBOX_CONFIRM_TEXT}”即视为付款成功，积分立即到账，不会产生真实扣款。</Typography.Paragraph>
        <Space>
          <Button type="primary" loading={desk.busy === 'confirm'} onClick={() => void desk.confirmSandbox()}>
            {SANDBOX_CONFIRM_TEXT}
          </Button>
          {back}
        </Space>
      </Card>
    );
  }
  if (action.kind === 'qrcode') {
    return (
      <Card size="small" title="微信扫码支付">
        <Space direction="vertical" align="center" style={{ width: '100%' }}>
          <QRCode value={action.codeUrl} type="svg" size={200} />
          <Typography.Text>请使用微信“扫一扫”完成支付</Typography.Text>
          <Waiting text={WAITING_TEXT} />
          {back}
        </Space>
      </Card>
    );
  }
  return (
    <Card size="small" title={`${PayChannel.label('alipay')}支付`}>
      <Space direction="vertical">
        <Typography.Text>{desk.popupBlocked ? ALIPAY_BLOCKED_TEXT : ALIPAY_OPENED_TEXT}</Typography.Text>
        <Space wrap>
          <Button type={desk.popupBlocked ? 'primary' : 'default'} href={action.payUrl} target="_blank" rel="noopener noreferrer">
            {OPEN_ALIPAY_TEXT}
          </Button>
          {back}
        </Space>
        <Waiting text={WAITING_TEXT} />
      </Space>
    </Card>
  );
};

const PayPanel: React.FC<{ desk: PaymentDesk; options: RechargeOptions }> = ({ desk, options }) => {
  const [channel, setChannel] = useState<PayChannel | undefined>(options.channels[0]?.channel);
  const resumed = !desk.action && desk.polling && desk.order?.channel ? desk.order.channel : undefined;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {resumed && <Alert type="info" showIcon message={resumedText(resumed)} description={<Waiting text={WAITING_TEXT} />} />}
      {desk.action ? (
        <ActionView desk={desk} />
      ) : options.channels.length === 0 ? (
        <Alert
          type="warning"
          showIcon
          message="暂无可用的在线支付方式"
          description={
            <span>
              请改用<Link to="/account/recharge?tab=transfer">{LedgerType.label('transfer')}</Link>充值。
            </span>
          }
        />
      ) : (
        <Space direction="vertical" size={12}>
          <Typography.Text strong>选择支付方式</Typography.Text>
          <Radio.Group value={channel} onChange={(event) => setChannel(event.target.value as PayChannel)}>
            <Space wrap>
              {options.channels.map((item) => (
                <Radio.Button key={item.channel} value={item.channel}>
                  {item.label}
                </Radio.Button>
              ))}
            </Space>
          </Radio.Group>
          <Button
            type="primary"
            size="large"
            disabled={!channel}
            loading={desk.busy === 'pay'}
            // pay() opens Alipay's window before anything is awaited: it must run inside this click.
            onClick={() => channel && void desk.pay(channel)}
          >
            {PAY_TEXT}
          </Button>
        </Space>
      )}
      <Popconfirm
        title="确认取消该订单？"
        description={
          desk.paymentStarted ? '如已完成付款，款项确认后积分会自动到账或原路退回。取消后如需充值请重新下单。' : '取消后如需充值请重新下单。'
        }
        okText="取消订单"
        cancelText="再想想"
        onConfirm={() => desk.cancel()}
      >
        <Button type="link" danger loading={desk.busy === 'cancel'} style={{ paddingLeft: 0 }}>
          {CANCEL_ORDER_TEXT}
        </Button>
      </Popconfirm>
    </Space>
  );
};

export default PayPanel;
