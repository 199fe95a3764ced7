/**
 * Announcement management (/announcementManagement, platform manager): every announcement with
 * its publish date and status, the full text in a drawer, enabling or disabling after a
 * confirmation, and the ways to publish one and to manage the new-user guide.
 */
import { PlusOutlined, ReadOutlined } from '@ant-design/icons';
import { PageContainer, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Button, Space, Tag, Typography } from 'antd';
import type React from 'react';
import { useRef, useState } from 'react';
import { AocStatus } from '@domain/enums';
import { platformAocList, platformAocStatus, type AnnouncementAdminListItem } from '@/services/announcements';
import { enumColumn, ListTable } from '@/components/ListKit';
import AnnouncementDetailDrawer from './components/AnnouncementDetailDrawer';
import ConfirmAction from '../../../components/ListKit/ConfirmAction';
import { isScheduled, StatusTag } from './components/StatusTag';

export const PUBLISH_PATH = '/announcementManagement/publish';
export const GUIDE_PATH = '/announcementManagement/guide';

/** What a toggle does to an announcement, in the words the confirmation uses. */
function toggleOf(status: AocStatus) {
  return status === '1'
    ? { next: '0' as const, text: '停用', title: '确定停用这条公告？', description: '停用后用户将看不到这条公告。' }
    : { next: '1' as const, text: '启用', title: '确定启用这条公告？', description: '启用后，到发布日期的公告将对用户可见。' };
}

const AnnouncementManagement: React.FC = () => {
  const actionRef = useRef<ActionType>();
  const [detailId, setDetailId] = useState<number>();
  const reload = () => actionRef.current?.reload();

  const columns: ProColumns<AnnouncementAdminListItem>[] = [
    {
      title: '标题',
      dataIndex: 'title',
      ellipsis: true,
      render: (_, record) => <Typography.Link onClick={() => setDetailId(record.id)}>{record.title}</Typography.Link>,
    },
    {
      title: '发布日期',
      dataIndex: 'publishDate',
      search: false,
      width: 180,
      render: (_, record) => (
        <Space size={4}>
          {record.publishDate}
          {isScheduled(record.publishDate) && <Tag color="processing">定时发布</Tag>}
        </Space>
      ),
    },
    enumColumn<AnnouncementAdminListItem, AocStatus>('状态', 'status', AocStatus, {
      width: 120,
      render: (_, record) => <StatusTag status={record.status} />,
    }),
    { title: '发布人', dataIndex: 'createdBy', search: false, width: 140 },
    {
      title: '操作',
      valueType: 'option',
      width: 140,
      render: (_, record) => {
        const toggle = toggleOf(record.status);
        return [
          <Typography.Link key="view" onClick={() => setDetailId(record.id)}>
            查看
          </Typography.Link>,
          <ConfirmAction
            key="status"
            title={toggle.title}
            description={toggle.description}
            successMessage={`已${toggle.text}`}
            action={() => platformAocStatus({ id: record.id, status: toggle.next })}
            onDone={reload}
          >
            <Typography.Link type={toggle.next === '0' ? 'danger' : undefined}>{toggle.text}</Typography.Link>
          </ConfirmAction>,
        ];
      },
    },
  ];

  return (
    <PageContainer>
      <ListTable
        rowKey="id"
        headerTitle="公告列表"
        actionRef={actionRef}
        columns={columns}
        call={platformAocList}
        options={{ density: false, setting: false }}
        locale={{ emptyText: '暂无公告' }}
        toolBarRender={() => [
          <Button key="guide" icon={<ReadOutlined />} onClick={() => history.push(GUIDE_PATH)}>
            新手指引
          </Button>,
          <Button key="publish" type="primary" icon={<PlusOutlined />} onClick={() => history.push(PUBLISH_PATH)}>
            发布公告
          </Button>,
        ]}
      />
      <AnnouncementDetailDrawer id={detailId} onClose={() => setDetailId(undefined)} />
    </PageContainer>
  );
};

export default AnnouncementManagement;
