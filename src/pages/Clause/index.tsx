/** Platform terms (/clause/:url, no layout): the latest licence of that type, as text. */
import { useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Result } from 'antd';
import type React from 'react';
import { LicenceType } from '@domain/enums';
import Loading from '@/components/Loading';
import LicenceView, { PlainPage } from '@/components/LicenceView';
import { latestLicence } from '@/services/identity';

export const CLAUSE_NOT_FOUND = '未找到该条款';

const Clause: React.FC = () => {
  const { url } = useParams<{ url: string }>();
  const type = LicenceType.is(url) ? url : undefined;
  const {
    data: licence,
    loading,
    error,
  } = useRequest(async () => (type ? latestLicence({ type }, { skipErrorHandler: true }) : null), { refreshDeps: [type] });

  let content: React.ReactNode;
  if (loading) content = <Loading minHeight={240} />;
  else if (error) content = <Result status="warning" title="条款加载失败，请稍后刷新重试" />;
  else if (!licence) content = <Result status="404" title={CLAUSE_NOT_FOUND} />;
  else content = <LicenceView licence={licence} />;
  return <PlainPage>{content}</PlainPage>;
};

export default Clause;
