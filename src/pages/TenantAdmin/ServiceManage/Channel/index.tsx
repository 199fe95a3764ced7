/**
 * 渠道管理 (/serviceManage/channel, canReadChannelManage): the channel tenants with their admission
 * state (submitted applications first to hand via the state filter), company details and latest
 * review; approve or reject an application, edit the company details and the page configuration.
 */
import { PageContainer, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Descriptions, Space, Typography } from 'antd';
import type React from 'react';
import { useRef } from 'react';
import { ApprovalState } from '@domain/enums';
import { chinaTimeColumn, enumColumn, ListTable } from '@/components/ListKit';
import type { ListQuery } from '@/components/ListKit/pagedRequest';
import { tenantAdminList, type TenantAdminItem } from '@/services/tenantAdmin';
import { chinaTimeText } from '@/utils/chinaTime';
import FileDownloadLink from '@/components/FileDownloadLink';
import ChannelInfoForm from '../components/ChannelInfoForm';
import PageConfigForm from '../components/PageConfigForm';
import ReviewActions from '../components/ReviewActions';
import { APPROVAL_COLORS } from '../components/labels';

const secondary = (text: string) => (
  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
    {text}
  </Typography.Text>
);

/** Only channels: the list's query plus the tenant type. */
const channelsOnly = (query: ListQuery) => ({ ...query, type: 'channel' as const });

const ChannelDetails: React.FC<{ tenant: TenantAdminItem }> = ({ tenant }) => {
  const info = tenant.channelInfo;
  if (!info) return <Typography.Text type="secondary">尚未填写企业信息</Typography.Text>;
  return (
    <Descriptions size="small" column={3}>
      <Descriptions.Item label="企业名称">{info.companyName}</Descriptions.Item>
      <Descriptions.Item label="统一社会信用代码">{info.creditCode}</Descriptions.Item>
      <Descriptions.Item label="所在地区">{info.region}</Descriptions.Item>
      <Descriptions.Item label="联系人">{info.contactName}</Descriptions.Item>
      <Descriptions.Item label="联系电话">{info.contactPhone}</Descriptions.Item>
      <Descriptions.Item label="地址">{info.address || '—'}</Descriptions.Item>
      {info.remark && <Descriptions.Item label="备注">{info.remark}</Descriptions.Item>}
      {info.licenceObjectId && (
        <Descriptions.Item label="营业执照">
          <FileDownloadLink objectId={info.licenceObjectId} fileName="" fallbackText="下载营业执照" title={`下载营业执照：${info.companyName}`} />
        </Descriptions.Item>
      )}
    </Descriptions>
  );
};

const Channel: React.FC = () => {
  const actionRef = useRef<ActionType>();
  const reload = () => actionRef.current?.reload();

  const columns: ProColumns<TenantAdminItem>[] = [
    { title: '关键字', dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: '渠道名称、企业名称或信用代码' } },
    {
      title: '渠道',
      dataIndex: 'tenantZhName',
      hideInSearch: true,
      width: 200,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          {row.tenantZhName}
          {secondary(row.tenantCode)}
        </Space>
      ),
    },
    {
      title: '企业名称',
      dataIndex: 'companyName',
      hideInSearch: true,
      width: 220,
      render: (_, row) =>
        row.channelInfo ? (
          <Space direction="vertical" size={0}>
            {row.channelInfo.companyName}
            {secondary(row.channelInfo.creditCode)}
          </Space>
        ) : (
          <Typography.Text type="warning">未填写</Typography.Text>
        ),
    },
    {
      title: '联系人',
      dataIndex: 'contact',
      hideInSearch: true,
      width: 140,
      render: (_, row) =>
        row.channelInfo ? (
          <Space direction="vertical" size={0}>
            {row.channelInfo.contactName}
            {secondary(row.channelInfo.contactPhone)}
          </Space>
        ) : (
          '—'
        ),
    },
    enumColumn<TenantAdminItem, ApprovalState>('审核状态', 'approvalState', ApprovalState, { colors: APPROVAL_COLORS, width: 100 }),
    {
      title: '最近审核',
      dataIndex: 'lastReview',
      hideInSearch: true,
      width: 200,
      render: (_, row) =>
        row.lastReview ? (
          <Space direction="vertical" size={0}>
            {`${ApprovalState.label(row.lastReview.approvalState)}${row.lastReview.reason ? `：${row.lastReview.reason}` : ''}`}
            {secondary(`${row.lastReview.reviewerName} ${chinaTimeText(row.lastReview.reviewedAt)}`)}
          </Space>
        ) : (
          '—'
        ),
    },
    chinaTimeColumn<TenantAdminItem>('申请时间', 'createdAt'),
    {
      title: '操作',
      valueType: 'option',
      fixed: 'right',
      width: 240,
      render: (_, row) => (
        <Space size={12} wrap>
          <ReviewActions tenant={row} onDone={reload} />
          <ChannelInfoForm tenant={row} onDone={reload} />
          <PageConfigForm tenant={row} onDone={reload} />
        </Space>
      ),
    },
  ];

  return (
    <PageContainer>
      <ListTable
        rowKey="tenantCode"
        actionRef={actionRef}
        columns={columns}
        call={tenantAdminList}
        toQuery={channelsOnly}
        expandable={{ expandedRowRender: (row) => <ChannelDetails tenant={row} /> }}
        locale={{ emptyText: '暂无渠道' }}
        scroll={{ x: 1400 }}
      />
    </PageContainer>
  );
};

export default Channel;
