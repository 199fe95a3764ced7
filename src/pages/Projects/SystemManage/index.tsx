/**
 * 服务列表 (/systemManage; issue 12): the services the channel bought for this customer — one row
 * per project (assessed object) with its product, level, serving channel, consultant, state,
 * progress and purchase date — paged on the server, filtered by state and keyword. Only the session tenant's projects (the server decides). The person's urge notices show
 * above the list.
 *
 * Beside it, the customer's own government data (issue 28; docs/decisions.md "Imports"): the tabs
 * 科技项目 and 创新型企业 of src/pages/Imports/GovData for the session's own company, with 导入 for
 * its PM and owner (domain/imports/rules.ts govDataAccess; the server decides again).
 */
import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import { history, useModel } from '@umijs/max';
import { Progress, Space, Spin, Tag, Typography } from 'antd';
import type React from 'react';
import { lazy, Suspense, useState } from 'react';
import { ProjectLevel, ProjectState } from '@domain/enums';
import { GovImportKind } from '@domain/imports/enums';
import { govDataAccess } from '@domain/imports/rules';
import { chinaTimeColumn, enumColumn, ListTable } from '@/components/ListKit';
import { consumerProjectList, type ConsumerProjectItem } from '@/services/consumerProjects';
import { DETAIL_TEXT, EMPTY_LIST_TEXT, LIST_TITLE, STATE_COLORS, UNDISPATCHED_TEXT } from './components/labels';
import { detailPath } from './components/paths';
import UrgeNotices from './components/UrgeNotices';

type StateCode = (typeof ProjectState.values)[number];

/** The government data tabs load when opened (the upload and its task stay out of the list's first load). */
const GovDataTab = lazy(() => import('@/pages/Imports/GovData/components/GovDataTab'));
const SERVICES_TAB = 'services';
type TabKey = typeof SERVICES_TAB | GovImportKind;

const SystemManage: React.FC = () => {
  const { initialState } = useModel('@@initialState');
  const currentUser = initialState?.currentUser;
  const govData = govDataAccess(currentUser, currentUser?.tenantPageConfig?.tenantCode);
  const [tab, setTab] = useState<TabKey>(SERVICES_TAB);
  const columns: ProColumns<ConsumerProjectItem>[] = [
    { title: '关键字', dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: '项目名称、服务产品或项目编号' } },
    {
      title: '服务产品',
      dataIndex: 'productName',
      hideInSearch: true,
      width: 200,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          {row.productName}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.projectCode}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: '项目名称',
      dataIndex: 'name',
      hideInSearch: true,
      width: 200,
      render: (_, row) => (
        <Space size={4} wrap>
          <Typography.Link onClick={() => history.push(detailPath(row.projectCode))}>{row.name}</Typography.Link>
          {row.level ? <Tag>{ProjectLevel.label(row.level)}</Tag> : null}
          {row.svipPending ? <Tag color="orange">待填企业资料</Tag> : null}
        </Space>
      ),
    },
    { title: '服务渠道', dataIndex: 'channelName', hideInSearch: true, width: 110 },
    {
      title: '咨询顾问',
      dataIndex: 'consultantName',
      hideInSearch: true,
      width: 110,
      render: (_, row) => row.consultantName || <Typography.Text type="secondary">{UNDISPATCHED_TEXT}</Typography.Text>,
    },
    enumColumn<ConsumerProjectItem, StateCode>('状态', 'state', ProjectState, { width: 120, colors: STATE_COLORS }),
    {
      title: '进度',
      dataIndex: 'progress',
      hideInSearch: true,
      width: 130,
      render: (_, row) => <Progress percent={row.progress} size="small" />,
    },
    chinaTimeColumn<ConsumerProjectItem>('购买时间', 'purchasedAt'),
    {
      title: '操作',
      valueType: 'option',
      fixed: 'right',
      width: 140,
      render: (_, row) => (
        <Space>
          {/* A certification project's 认证材料 is an action of its detail (the project kind's). */}
          <Typography.Link onClick={() => history.push(detailPath(row.projectCode))}>{DETAIL_TEXT}</Typography.Link>
        </Space>
      ),
    },
  ];

  const own = govData.kind === 'own' ? govData : null;
  return (
    <PageContainer
      tabList={
        own
          ? [{ key: SERVICES_TAB, tab: LIST_TITLE }, ...GovImportKind.values.map((kind) => ({ key: kind, tab: GovImportKind.label(kind) }))]
          : undefined
      }
      tabActiveKey={tab}
      onTabChange={(key) => setTab(key as TabKey)}
    >
      {own && tab !== SERVICES_TAB ? (
        <Suspense fallback={<Spin />}>
          {/* No customerTenantCode: the server answers the session's own company. */}
          <GovDataTab key={tab} kind={tab} canImport={own.canWrite} />
        </Suspense>
      ) : (
        <>
          <UrgeNotices />
          <ListTable<ConsumerProjectItem>
            rowKey="projectCode"
            columns={columns}
            call={consumerProjectList}
            headerTitle={LIST_TITLE}
            locale={{ emptyText: EMPTY_LIST_TEXT }}
            scroll={{ x: 1200 }}
          />
        </>
      )}
    </PageContainer>
  );
};

export default SystemManage;
