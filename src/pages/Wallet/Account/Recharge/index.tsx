/**
 * 充值 (/account/recharge): online recharge (a package or an amount → order → payment desk) and,
 * on the second tab (`?tab=transfer`), company bank transfers with the platform's account, the
 * transfer form and the account's own transfer records.
 */
import { PageContainer } from '@ant-design/pro-components';
import { history, useLocation } from '@umijs/max';
import { Card, Space, Tabs } from 'antd';
import type React from 'react';
import { lazy, Suspense } from 'react';
import { LedgerType } from '@domain/enums';
import Loading from '@/components/Loading';
import { BalanceStatistic, RechargePanel, WithRechargeOptions } from '@/components/Recharge';
import MyOrders from './components/MyOrders';

// The second tab (form with upload, its own list) loads when it is first shown.
const TransferPanel = lazy(() => import('./components/TransferPanel'));

const RECHARGE_TABS = [
  { key: 'online', label: '在线充值' },
  { key: 'transfer', label: LedgerType.label('transfer') },
] as const;
type TabKey = (typeof RECHARGE_TABS)[number]['key'];

const Recharge: React.FC = () => {
  const { search } = useLocation();
  const requested = new URLSearchParams(search).get('tab');
  const tab: TabKey = requested === 'transfer' ? 'transfer' : 'online';

  return (
    <PageContainer>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card>
          <BalanceStatistic />
        </Card>
        <Card>
          <Tabs
            activeKey={tab}
            onChange={(key) => history.replace(key === 'online' ? '/account/recharge' : `/account/recharge?tab=${key}`)}
            items={RECHARGE_TABS.map(({ key, label }) => ({
              key,
              label,
              children: (
                <WithRechargeOptions>
                  {(options) =>
                    key === 'online' ? (
                      <Space direction="vertical" size={24} style={{ width: '100%' }}>
                        <RechargePanel options={options} />
                        <MyOrders />
                      </Space>
                    ) : (
                      <Suspense fallback={<Loading />}>
                        <TransferPanel options={options} />
                      </Suspense>
                    )
                  }
                </WithRechargeOptions>
              ),
            }))}
          />
        </Card>
      </Space>
    </PageContainer>
  );
};

export default Recharge;
