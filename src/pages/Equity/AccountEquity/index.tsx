/**
 * 权益申请 (/accountEquity, issue 11 item 5): the channel's equity level and the levels compared,
 * the application form (with the accountRight licence accepted), the waiting application with
 * its withdrawal, and the history with the platform's decisions. Only the channel tenant's
 * manager (flag accountEquity) applies; the platform reviews on /serviceManage (权益申请审核).
 */
import { PageContainer } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Button, Result, Space } from 'antd';
import type React from 'react';
import { EquityLevel } from '@domain/enums';
import Loading from '@/components/Loading';
import { equityLevels, myEquity } from '@/services/equity';
import ApplicationHistory from './components/ApplicationHistory';
import ApplyForm from './components/ApplyForm';
import { NO_ACCESS_TEXT } from './components/labels';
import { CurrentLevelCard, LevelComparison } from './components/LevelCards';

export const EQUITY_LOAD_FAILED = '权益信息加载失败';

const EquityContent: React.FC = () => {
  // Errors are shown here (a Result with a retry), not by the global handler as well.
  const { data, loading, error, refresh } = useRequest(async () => {
    const [mine, levels] = await Promise.all([myEquity({ skipErrorHandler: true }), equityLevels({ skipErrorHandler: true })]);
    return { mine, levels };
  });

  if (error && !data) {
    return (
      <Result
        status="error"
        title={EQUITY_LOAD_FAILED}
        subTitle="请检查网络后重试。"
        extra={
          <Button type="primary" onClick={refresh}>
            重试
          </Button>
        }
      />
    );
  }
  if (!data) return <Loading />;

  const { mine, levels } = data;
  const waiting = mine.applications.find((row) => row.state === 'submitted');
  const draft = mine.applications.find((row) => row.state === 'inhand');

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} aria-busy={loading}>
      <CurrentLevelCard mine={mine} />
      <LevelComparison levels={levels} current={mine.levelCode} />
      {waiting ? (
        <Alert
          type="info"
          showIcon
          message={`「${EquityLevel.label(waiting.levelCode)}」的申请正在等待平台审核`}
          description="审核期间不能再提交其他申请；如需修改，请在下方申请记录中撤回后重新提交。"
        />
      ) : (
        <ApplyForm key={draft?.updatedAt ?? 'new'} levels={levels} held={mine.levelCode} draft={draft} onDone={refresh} />
      )}
      <ApplicationHistory applications={mine.applications} onDone={refresh} />
    </Space>
  );
};

const AccountEquity: React.FC = () => {
  const access = useAccess();
  return <PageContainer>{access.accountEquity ? <EquityContent /> : <Result status="info" title={NO_ACCESS_TEXT} />}</PageContainer>;
};

export default AccountEquity;
