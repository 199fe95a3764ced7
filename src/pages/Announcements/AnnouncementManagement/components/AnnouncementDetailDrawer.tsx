/** The platform's view of one announcement (GET /api/platform/aoc/detail/{id}): facts and full text. */
import { useRequest } from 'ahooks';
import { Alert, Button, Descriptions, Divider, Drawer, Tag } from 'antd';
import type React from 'react';
import { useEffect } from 'react';
import AnnouncementContent from '@/components/AnnouncementModal/AnnouncementContent';
import Loading from '@/components/Loading';
import { requestErrorMessage } from '@/requestErrorConfig';
import { platformAocDetail, type AnnouncementAdmin } from '@/services/announcements';
import { chinaTimeText } from '@/utils/chinaTime';
import { isScheduled, StatusTag } from './StatusTag';

const Facts: React.FC<{ announcement: AnnouncementAdmin }> = ({ announcement }) => (
  <Descriptions
    column={1}
    items={[
      { key: 'aocCode', label: '公告编号', children: announcement.aocCode },
      {
        key: 'publishDate',
        label: '发布日期',
        children: (
          <>
            {announcement.publishDate}
            {isScheduled(announcement.publishDate) && <Tag style={{ marginLeft: 8 }}>定时发布</Tag>}
          </>
        ),
      },
      { key: 'status', label: '状态', children: <StatusTag status={announcement.status} /> },
      { key: 'createdBy', label: '发布人', children: announcement.createdBy },
      { key: 'createdAt', label: '创建时间', children: chinaTimeText(announcement.createdAt) },
      { key: 'updatedAt', label: '更新时间', children: chinaTimeText(announcement.updatedAt) },
    ]}
  />
);

const AnnouncementDetailDrawer: React.FC<{ id?: number; onClose: () => void }> = ({ id, onClose }) => {
  const { data, loading, error, run } = useRequest(platformAocDetail, { manual: true });
  useEffect(() => {
    if (id !== undefined) run({ id });
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
          <Button size="small" onClick={() => id !== undefined && run({ id })}>
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
