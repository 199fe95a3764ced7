/**
 * 余额充值 (/rechargeBalance, no side menu): opened in a new tab by the insufficient-balance modal.
 * The current balance and the same recharge choice as /account/recharge; the order opens the
 * payment desk in this tab, so the page that ran out of points stays as it was.
 */
import { PageContainer } from '@ant-design/pro-components';
import { Link } from '@umijs/max';
import { Alert, Card, Space } from 'antd';
import type React from 'react';
import { LedgerType } from '@domain/enums';
import { BalanceStatistic, RechargePanel, WithRechargeOptions } from '@/components/Recharge';

export const RECHARGE_BALANCE_HINT = '充值成功后，回到原页面重新操作即可使用新的积分余额。';

const RechargeBalance: React.FC = () => (
  <PageContainer title="余额充值">
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Alert type="info" showIcon message={RECHARGE_BALANCE_HINT} />
      <Card>
        <BalanceStatistic extra={<Link to="/account/recharge?tab=transfer">{LedgerType.label('transfer')}充值</Link>} />
      </Card>
      <Card title="在线充值">
        <WithRechargeOptions>{(options) => <RechargePanel options={options} />}</WithRechargeOptions>
      </Card>
    </Space>
  </PageContainer>
);

export default RechargeBalance;
