/**
 * 我的项目 (/projectList/myProject): the project groups the caller may see, by scope (spec §3):
 * 分派给我 (my), 转交给我 (transform), and for managers 全部 (all). listGroup pages on the server
 * (10 s timeout) with keyword, state and customer filters. Which tabs show is domain/projects/rules.ts
 * allowedScopes, the same rule the server applies. The bar leads to 考试成绩 (the customers'
 * internal-auditor exams and their review, /projectList/examResults).
 */
import { FileDoneOutlined } from '@ant-design/icons';
import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import { history, Link, useAccess, useModel } from '@umijs/max';
import { Button, Empty, Progress, Space, Tag, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { GroupListScope, ProjectState } from '@domain/enums';
import { allowedScopes, defaultScope, type GroupListScope as Scope } from '@domain/projects/rules';
import { chinaTimeColumn, enumColumn, ListTable } from '@/components/ListKit';
import { EXAM_RESULTS_PATH, EXAM_RESULTS_TITLE } from '@/pages/Exam/Review/components/labels';
import { type ChannelGroupItem, channelListGroup } from '@/services/projects';
import { TEXT } from '../components/labels';
import { detailPath, STATE_COLOR } from '../components/ProjectTable';

type StateCode = (typeof ProjectState.values)[number];

export const SCOPE_TABS: Record<Scope, string> = { my: '分派给我', transform: '转交给我', all: '全部项目组' };

const MyProject: React.FC = () => {
  const { initialState } = useModel('@@initialState');
  const user = initialState?.currentUser;
  const access = useAccess();
  const scopes = user ? allowedScopes(user) : [];
  const [scope, setScope] = useState<Scope>(() => (user ? defaultScope(user) : 'my'));
  const call = useMemo(
    () => (query: Record<string, unknown>, options?: Parameters<typeof channelListGroup>[1]) =>
      channelListGroup({ ...(query as object), scope } as never, options),
    [scope],
  );

  const columns: ProColumns<ChannelGroupItem>[] = [
    { title: '关键字', dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: '项目组编号、产品或客户名称' } },
    {
      title: '服务产品',
      dataIndex: 'productName',
      hideInSearch: true,
      width: 240,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Link to={detailPath(row.groupCode)}>{row.productName}</Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.groupCode}
            {row.platformDelivered ? (
              <Tag color="purple" style={{ marginLeft: 6 }}>
                {TEXT.platformDelivered}
              </Tag>
            ) : null}
          </Typography.Text>
        </Space>
      ),
    },
    { title: '客户', dataIndex: 'customerName', hideInSearch: true, width: 180, ellipsis: true },
    {
      ...enumColumn<ChannelGroupItem, StateCode>('状态', 'state', ProjectState, { width: 130 }),
      render: (_, row) => (
        <Tooltip title={row.stateCounts.map((item) => `${ProjectState.label(item.state)} ${item.count}`).join('，')}>
          <Tag color={STATE_COLOR[row.state]}>{ProjectState.label(row.state)}</Tag>
        </Tooltip>
      ),
    },
    {
      title: '项目数',
      dataIndex: 'projectCount',
      hideInSearch: true,
      width: 90,
      align: 'right',
      render: (_, row) => (
        <span>
          {row.projectCount}
          {row.undispatchedCount ? (
            <Typography.Text type="warning" style={{ fontSize: 12 }}>
              {' '}
              （待分派 {row.undispatchedCount}）
            </Typography.Text>
          ) : null}
        </span>
      ),
    },
    {
      title: '咨询顾问',
      dataIndex: 'consultants',
      hideInSearch: true,
      width: 160,
      render: (_, row) => (row.consultants.length ? row.consultants.map((person) => person.showName).join('、') : '—'),
    },
    {
      title: '进度',
      dataIndex: 'progress',
      hideInSearch: true,
      width: 140,
      render: (_, row) => <Progress percent={row.progress} size="small" />,
    },
    chinaTimeColumn<ChannelGroupItem>('购买时间', 'purchasedAt'),
    {
      title: '操作',
      valueType: 'option',
      width: 80,
      fixed: 'right',
      render: (_, row) => <Link to={detailPath(row.groupCode)}>{TEXT.detail}</Link>,
    },
  ];

  if (!scopes.length)
    return (
      <PageContainer>
        <Empty description={TEXT.noScope} />
      </PageContainer>
    );

  return (
    <PageContainer
      tabActiveKey={scope}
      onTabChange={(key) => setScope(key as Scope)}
      tabList={scopes.map((key) => ({ key, tab: SCOPE_TABS[key] ?? GroupListScope.label(key) }))}
    >
      <ListTable<ChannelGroupItem, Record<string, unknown>>
        key={scope}
        rowKey="groupCode"
        columns={columns}
        call={call}
        headerTitle="项目组"
        toolBarRender={() =>
          access.canReadConsult
            ? [
                <Button key="examResults" icon={<FileDoneOutlined />} onClick={() => history.push(EXAM_RESULTS_PATH)}>
                  {EXAM_RESULTS_TITLE}
                </Button>,
              ]
            : []
        }
        locale={{ emptyText: scope === 'all' ? TEXT.emptyGroups : scope === 'my' ? '暂无分派给你的项目' : '暂无转交给你的项目' }}
        scroll={{ x: 1300 }}
      />
    </PageContainer>
  );
};

export default MyProject;
