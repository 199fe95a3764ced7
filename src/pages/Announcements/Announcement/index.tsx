/**
 * Notices (/announcement, everyone): the published announcements, newest first, ten per page;
 * a click opens one in the announcement dialog (800 wide, line breaks kept).
 */
import { NotificationOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { usePagination } from 'ahooks';
import { Card, Empty, Input, List, Typography } from 'antd';
import type React from 'react';
import { useEffect, useState } from 'react';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '@domain/constants';
import { clampPage } from '@domain/kernel/helpers';
import { ListLoadError, QUIET_CALL, useListLoadError } from '@/components/ListKit';
import { userAocList, type AnnouncementListItem } from '@/services/announcements';
import AnnouncementDetailModal from './components/AnnouncementDetailModal';

const EMPTY_TEXT = '暂无公告';

const Announcement: React.FC = () => {
  const [title, setTitle] = useState('');
  const [selected, setSelected] = useState<AnnouncementListItem>();
  const loadError = useListLoadError();
  const { data, loading, pagination, refresh } = usePagination(({ current, pageSize }) => userAocList({ current, pageSize, title }, QUIET_CALL), {
    defaultCurrent: DEFAULT_PAGE,
    defaultPageSize: DEFAULT_PAGE_SIZE,
    refreshDeps: [title],
    onBefore: loadError.clear,
    onError: loadError.fail,
  });

  // A page past the end (the list shrank meanwhile) moves to the last page (spec §5).
  const { current, totalPage, changeCurrent } = pagination;
  useEffect(() => {
    if (data && data.total > 0 && current > totalPage) changeCurrent(clampPage(current, totalPage));
  }, [data, current, totalPage, changeCurrent]);

  return (
    <PageContainer>
      <Card>
        <Input.Search
          allowClear
          placeholder="按标题搜索"
          maxLength={100}
          style={{ maxWidth: 320, marginBottom: 16 }}
          onSearch={(value) => setTitle(value.trim())}
        />
        <ListLoadError title="公告加载失败" error={loadError.error} onRetry={refresh} />
        <List<AnnouncementListItem>
          loading={loading}
          dataSource={data?.list ?? []}
          rowKey="aocCode"
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY_TEXT} /> }}
          pagination={
            data && data.total > 0
              ? {
                  current,
                  pageSize: pagination.pageSize,
                  total: data.total,
                  onChange: pagination.onChange,
                  showTotal: (total) => `共 ${total} 条`,
                }
              : false
          }
          renderItem={(item) => (
            <List.Item key={item.aocCode} extra={<Typography.Text type="secondary">{item.publishDate}</Typography.Text>}>
              <Typography.Link onClick={() => setSelected(item)}>
                <NotificationOutlined style={{ marginRight: 8 }} />
                {item.title}
              </Typography.Link>
            </List.Item>
          )}
        />
      </Card>
      <AnnouncementDetailModal item={selected} onClose={() => setSelected(undefined)} />
    </PageContainer>
  );
};

export default Announcement;
