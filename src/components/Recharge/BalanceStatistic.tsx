/** The account's current points balance as a statistic, with its own loading and error states. */
import { useRequest } from 'ahooks';
import { Button, Space, Statistic, Typography } from 'antd';
import type React from 'react';
import { requestErrorMessage } from '@/requestErrorConfig';
import { walletSummary } from '@/services/wallet';
import { shownByComponent } from './format';

export const BALANCE_TITLE = '当前积分余额';

const BalanceStatistic: React.FC<{ title?: string; extra?: React.ReactNode }> = ({ title = BALANCE_TITLE, extra }) => {
  const { data, loading, error, refresh } = useRequest(() => walletSummary({ skipErrorHandler: true }), { onError: shownByComponent });
  if (error && !data) {
    return (
      <Space direction="vertical" size={4}>
        <Typography.Text type="secondary">{title}</Typography.Text>
        <Space>
          <Typography.Text type="danger">余额加载失败：{requestErrorMessage(error)}</Typography.Text>
          <Button size="small" onClick={refresh}>
            重试
          </Button>
        </Space>
      </Space>
    );
  }
  return (
    <Space align="end" size={24} wrap>
      <Statistic title={title} value={data?.balance ?? 0} loading={loading && !data} groupSeparator="," suffix="积分" />
      {extra}
    </Space>
  );
};

export default BalanceStatistic;
