/**
 * 体系文件 (/projectList/isoDocuments/:projectCode): the consultant's workspace of an ISO 认证咨询
 * project — 组织信息 (variables, drafts and 定稿, history), 部门与职责 (departments and the
 * responsibility matrix), 时间线 (from the manual's release date), 体系文件 (generate, review,
 * replace, submit, download), 认证申请书, 不符合项 (the internal audit's NCs and their report). Each
 * tab loads with its first opening.
 */
import { PageContainer } from '@ant-design/pro-components';
import { history, useParams } from '@umijs/max';
import { Button, Result, Spin, Tabs } from 'antd';
import type React from 'react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { type ChannelProjectDetail, channelDetailInfo } from '@/services/projects';
import type { IsoPartProps } from '../types';

const VariablesPanel = lazy(() => import('../components/variables/VariablesPanel'));
const DepartmentsPanel = lazy(() => import('../components/variables/DepartmentsPanel'));
const TimelinePanel = lazy(() => import('../components/variables/TimelinePanel'));
const DocumentsPanel = lazy(() => import('../components/documents/DocumentsPanel'));
const ApplicationsPanel = lazy(() => import('../components/nc/ApplicationsPanel'));
const NcPanel = lazy(() => import('../components/nc/NcPanel'));

const TABS: { key: string; label: string; Part: React.ComponentType<IsoPartProps> }[] = [
  { key: 'variables', label: '组织信息', Part: VariablesPanel },
  { key: 'departments', label: '部门与职责', Part: DepartmentsPanel },
  { key: 'timeline', label: '时间线', Part: TimelinePanel },
  { key: 'documents', label: '体系文件', Part: DocumentsPanel },
  { key: 'applications', label: '认证申请书', Part: ApplicationsPanel },
  { key: 'nc', label: '不符合项', Part: NcPanel },
];

const Workspace: React.FC = () => {
  const { projectCode = '' } = useParams<{ projectCode: string }>();
  const [detail, setDetail] = useState<ChannelProjectDetail>();
  const [failed, setFailed] = useState<string>();
  const [active, setActive] = useState(() => new URLSearchParams(history.location.search).get('tab') ?? 'variables');

  const load = useCallback(async () => {
    try {
      setDetail(await channelDetailInfo({ projectCode }, { skipErrorHandler: true }));
      setFailed(undefined);
    } catch (error) {
      setFailed(error instanceof Error ? error.message : '加载失败');
    }
  }, [projectCode]);
  useEffect(() => {
    load();
  }, [load]);

  if (failed && !detail)
    return (
      <PageContainer>
        <Result
          status="warning"
          title="无法打开该项目的体系文件"
          subTitle={failed}
          extra={<Button onClick={() => history.push('/projectList/myProject')}>返回我的项目</Button>}
        />
      </PageContainer>
    );
  if (!detail) return <PageContainer loading />;
  return (
    <PageContainer
      title={`体系文件 · ${detail.name}`}
      subTitle={`${detail.customerName} · ${detail.productName}`}
      onBack={() => history.push(`/projectList/myProject/detail/${encodeURIComponent(detail.groupCode)}`)}
    >
      <Tabs
        activeKey={active}
        onChange={setActive}
        destroyInactiveTabPane={false}
        items={TABS.map(({ key, label, Part }) => ({
          key,
          label,
          children:
            key === active ? (
              <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
                <Part projectCode={projectCode} side="delivery" />
              </Suspense>
            ) : null,
        }))}
      />
    </PageContainer>
  );
};

export default Workspace;
