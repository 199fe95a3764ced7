/**
 * 服务列表 (/systemManage; issue 12): the services the channel bought for this customer — one row
 * per project (assessed object) with its product, level, serving channel, consultant, state,
 * progress and purchase date — paged on the server, filtered by state and keyword. Only the session tenant's projects (the server decides). The person's urge notices show
 * above the list.
 */
import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Progress, Space, Tag, Typography } from 'antd';
import type React from 'react';
import { ProjectLevel, ProjectState } from '@domain/enums';
import { chinaTimeColumn, enumColumn, ListTable } from '@/components/ListKit';
import { consumerProjectList, type ConsumerProjectItem } from '@/services/consumerProjects';
import { DETAIL_TEXT, EMPTY_LIST_TEXT, LIST_TITLE, MATERIALS_TEXT, STATE_COLORS, UNDISPATCHED_TEXT } from './components/labels';
import { detailPath, materialsPath } from './components/paths';
import UrgeNotices from './components/UrgeNotices';

type StateCode = (typeof ProjectState.values)[number];

const SystemManage: React.FC = () => {
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
          <Typography.Link onClick={() => history.push(detailPath(row.projectCode))}>{DETAIL_TEXT}</Typography.Link>
          <Typography.Link onClick={() => history.push(materialsPath(row.projectCode))}>{MATERIALS_TEXT}</Typography.Link>
        </Space>
      ),
    },
  ];

  return (
    <PageContainer>
      <UrgeNotices />
      <ListTable<ConsumerProjectItem>
        rowKey="projectCode"
        columns={columns}
        call={consumerProjectList}
        headerTitle={LIST_TITLE}
        locale={{ emptyText: EMPTY_LIST_TEXT }}
        scroll={{ x: 1200 }}
      />
    </PageContainer>
  );
};

export default SystemManage;
