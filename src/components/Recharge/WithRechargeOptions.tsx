/** Loads the recharge options once and renders its children with them (loading and error states included). */
import { useRequest } from 'ahooks';
import { Button, Result } from 'antd';
import type React from 'react';
import { requestErrorMessage } from '@/requestErrorConfig';
import { rechargeOptions, type RechargeOptions } from '@/services/wallet';
import Loading from '@/components/Loading';
import { shownByComponent } from './format';

export const OPTIONS_LOAD_FAILED = '充值信息加载失败';

export function useRechargeOptions() {
  return useRequest(() => rechargeOptions({ skipErrorHandler: true }), { onError: shownByComponent });
}

const WithRechargeOptions: React.FC<{ children: (options: RechargeOptions) => React.ReactNode }> = ({ children }) => {
  const { data, loading, error, refresh } = useRechargeOptions();
  if (data) return <>{children(data)}</>;
  if (error && !loading) {
    return (
      <Result status="error" title={OPTIONS_LOAD_FAILED} subTitle={requestErrorMessage(error)} extra={<Button onClick={refresh}>重试</Button>} />
    );
  }
  return <Loading />;
};

export default WithRechargeOptions;
