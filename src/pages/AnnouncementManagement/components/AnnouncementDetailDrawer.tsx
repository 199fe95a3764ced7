/** The platform's view of one announcement (GET /api/platform/aoc/detail/{id}): facts and full text. */
import { ProDescriptions } from '@ant-design/pro-components';
import { useRequest } from 'ahooks';
import { Alert, Button, Divider, Drawer, Tag } from 'antd';
import type React from 'react';
import { useEffect } from 'react';
import AnnouncementContent from '@/components/AnnouncementModal/AnnouncementContent';
import Loading from '@/components/Loading';
import { requestErrorMessage } from '@/requestErrorConfig';
import { getPlatformAocDetail, type AnnouncementAdmin } from '@/services/announcements';
import { chinaTimeText } from '@/utils/chinaTime';
import { isScheduled, StatusTag } from './StatusTag';

const Facts: React.FC<{ announcement: AnnouncementAdmin }> = ({ announcement }) => (
  <ProDescriptions<AnnouncementAdmin>
    column={1}
    dataSource={announcement}
    columns={[
      { title: '公告编号', dataIndex: 'aocCode' },
      {
        title: '发布日期',
        dataIndex: 'publishDate',
        render: (_, record) => (
          <>
            {record.publishDate}
            {isScheduled(record.publishDate) && <Tag style={{ marginLeft: 8 }}>定时发布</Tag>}
          </>
        ),
      },
      { title: '状态', dataIndex: 'status', render: (_, record) => <StatusTag status={record.status} /> },
      { title: '发布人', dataIndex: 'createdBy' },
      { title: '创建时间', dataIndex: 'createdAt', render: (_, record) => chinaTimeText(record.createdAt) },
      { title: '更新时间', dataIndex: 'updatedAt', render: (_, record) => chinaTimeText(record.updatedAt) },
    ]}
  />
);

const AnnouncementDetailDrawer: React.FC<{ id?: number; onClose: () => void }> = ({ id, onClose }) => {
  const { data, loading, error, run } = useRequest(getPlatformAocDetail, { manual: true });
  useEffect(() => {
    if (id !== undefined) run(id);
  }, [id, run]);
  // Until this id's answer arrives, an earlier one is not shown.
  const announcement = data && data.id === id ? data : undefined;

  let body: React.ReactNode;
  if (error && !loading) {
    body = (
      <Alert
        type="error"
        showIcon
        message="公告加载失败"
        description={requestErrorMessage(error)}
        action={
          <Button size="small" onClick={() => id !== undefined && run(id)}>
            重试
          </Button>
        }
      />
    );
  } else if (loading || !announcement) {
    body = <Loading />;
  } else {
    body = (
      <>
        <Facts announcement={announcement} />
        <Divider orientation="left" plain>
          公告内容
        </Divider>
        <AnnouncementContent content={announcement.content} />
      </>
    );
  }

  return (
    <Drawer open={id !== undefined} width={720} title={announcement?.title ?? '公告详情'} onClose={onClose} destroyOnHidden>
      {body}
    </Drawer>
  );
};

export default AnnouncementDetailDrawer;
