/**
 * 对公转账: the platform's bank account, the transfer record form and the account's own records.
 * Only customer and channel tenants pay by transfer (domain canSubmitTransfer); others are told so.
 */
import { CopyOutlined } from '@ant-design/icons';
import type { ActionType } from '@ant-design/pro-components';
import { useModel } from '@umijs/max';
import { Alert, Button, Card, Descriptions, Space, Typography } from 'antd';
import type React from 'react';
import { useRef } from 'react';
import { TenantType } from '@domain/enums';
import { canSubmitTransfer } from '@domain/wallet/rules';
import type { RechargeOptions } from '@/services/wallet';
import { copyWithMessage } from '@/utils/clipboard';
import MyTransfers from './MyTransfers';
import TransferForm from './TransferForm';

export const TRANSFER_NOT_ALLOWED_TITLE = '当前机构无需提交对公转账记录';
const NO_BANK_ACCOUNT_TEXT = '平台尚未配置对公收款账户，请联系平台客服获取收款信息后再转账。';

const Copyable: React.FC<{ text: string }> = ({ text }) => (
  <Space size={4}>
    <Typography.Text strong>{text}</Typography.Text>
    <Button type="link" size="small" icon={<CopyOutlined />} aria-label={`复制 ${text}`} onClick={() => void copyWithMessage(text)} />
  </Space>
);

const BankAccount: React.FC<{ account: RechargeOptions['bankAccount'] }> = ({ account }) =>
  account ? (
    <Card size="small" title="平台对公收款账户" style={{ background: '#fafcff' }}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label="户名">
          <Copyable text={account.accountName} />
        </Descriptions.Item>
        <Descriptions.Item label="开户行">
          <Copyable text={account.bankName} />
        </Descriptions.Item>
        <Descriptions.Item label="账号">
          <Copyable text={account.accountNo} />
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        请使用单位账户转账，转账完成后在下方提交转账记录并上传银行回单。财务审核通过后积分到账，1 元 = 1 积分。
      </Typography.Paragraph>
    </Card>
  ) : (
    <Alert type="warning" showIcon message={NO_BANK_ACCOUNT_TEXT} />
  );

const TransferPanel: React.FC<{ options: RechargeOptions }> = ({ options }) => {
  const { initialState } = useModel('@@initialState');
  const user = initialState?.currentUser;
  const records = useRef<ActionType>();

  if (!canSubmitTransfer(user)) {
    const type = user?.tenantDTO?.type;
    return (
      <Alert
        type="info"
        showIcon
        message={TRANSFER_NOT_ALLOWED_TITLE}
        description={`对公转账充值仅适用于客户或渠道机构${type ? `，当前机构类型为「${TenantType.label(type)}」` : ''}。如需充值请使用在线充值。`}
      />
    );
  }

  return (
    <Space direction="vertical" size={24} style={{ width: '100%' }}>
      <BankAccount account={options.bankAccount} />
      <Card size="small" title="提交转账记录">
        <TransferForm
          limits={{ minPoints: options.minPoints, maxPoints: options.maxPoints }}
          defaultPayer={user?.tenantPageConfig?.tenantZhName ?? ''}
          onSubmitted={() => records.current?.reload()}
        />
      </Card>
      <MyTransfers actionRef={records} />
    </Space>
  );
};

export default TransferPanel;
