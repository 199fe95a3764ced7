/**
 * 积分余额 (/account/balance): balance, total income and expense, and the chart of the last months
 * (month-end balance over income and expense).
 */
import { PageContainer } from '@ant-design/pro-components';
import { history, Link } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Button, Card, Col, Row, Segmented, Space, Statistic, Typography } from 'antd';
import type React from 'react';
import { useState } from 'react';
import { BALANCE_TREND_MONTHS, PRIMARY_COLOR } from '@domain/constants';
import PointsChart from '@/components/PointsChart';
import { shownByComponent } from '@/components/Recharge';
import Loading from '@/components/Loading';
import { requestErrorMessage } from '@/requestErrorConfig';
import { walletSummary, walletTrend } from '@/services/wallet';
import { chinaTimeText } from '@/utils/chinaTime';
import { PointsRuleLink } from '@/pages/Wallet/Account/components/AccountPerks';

const MONTH_CHOICES = [6, 12, BALANCE_TREND_MONTHS.max].filter((months, i, all) => all.indexOf(months) === i);

const Failed: React.FC<{ error: unknown; retry: () => void }> = ({ error, retry }) => (
  <Alert
    type="error"
    showIcon
    message={`加载失败：${requestErrorMessage(error)}`}
    action={
      <Button size="small" onClick={retry}>
        重试
      </Button>
    }
  />
);

const Balance: React.FC = () => {
  const [months, setMonths] = useState<number>(BALANCE_TREND_MONTHS.default);
  const summary = useRequest(() => walletSummary({ skipErrorHandler: true }), { onError: shownByComponent });
  const trend = useRequest(() => walletTrend({ months }, { skipErrorHandler: true }), {
    refreshDeps: [months],
    onError: shownByComponent,
  });
  const wallet = summary.data;

  return (
    <PageContainer
      extra={[
        <PointsRuleLink key="rule" />,
        <Button key="recharge" type="primary" onClick={() => history.push('/account/recharge')}>
          充值
        </Button>,
      ]}
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {summary.error && !wallet ? (
          <Failed error={summary.error} retry={summary.refresh} />
        ) : (
          <Row gutter={[16, 16]}>
            {[
              { title: '当前积分余额', value: wallet?.balance, strong: true },
              { title: '累计获得', value: wallet?.totalIn },
              { title: '累计使用', value: wallet?.totalOut },
            ].map((item) => (
              <Col key={item.title} xs={24} md={8}>
                <Card>
                  <Statistic
                    title={item.title}
                    value={item.value ?? 0}
                    loading={summary.loading && !wallet}
                    groupSeparator=","
                    suffix="积分"
                    valueStyle={item.strong ? { color: PRIMARY_COLOR, fontWeight: 600 } : undefined}
                  />
                </Card>
              </Col>
            ))}
          </Row>
        )}
        {wallet?.updatedAt && (
          <Typography.Text type="secondary">
            最近变动：{chinaTimeText(wallet.updatedAt)}，明细见<Link to="/account/bill">账单明细</Link>
          </Typography.Text>
        )}

        <Card
          title="积分变化趋势"
          extra={
            <Segmented<number> value={months} onChange={setMonths} options={MONTH_CHOICES.map((value) => ({ value, label: `近 ${value} 个月` }))} />
          }
        >
          {trend.error && !trend.data ? (
            <Failed error={trend.error} retry={trend.refresh} />
          ) : trend.data && !trend.loading ? (
            <PointsChart data={trend.data} />
          ) : (
            <Loading minHeight={240} />
          )}
        </Card>
      </Space>
    </PageContainer>
  );
};

export default Balance;
