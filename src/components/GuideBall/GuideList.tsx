/** The guide downloads, fetched when the ball opens and only on a configured guide host. */
import { DownloadOutlined } from '@ant-design/icons';
import { List, Typography } from 'antd';
import type React from 'react';
import { useEffect, useState } from 'react';
import { toolKitList, type ToolKitItem } from '@/services/toolKit';
import Loading from '@/components/Loading';

export const NO_GUIDE_TEXT = '暂无新手指引资料';

/** Only web or same-site links are offered for download (no `javascript:` and the like). */
export function isSafeDownloadUrl(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

const GuideList: React.FC = () => {
  const [items, setItems] = useState<ToolKitItem[] | undefined>();
  useEffect(() => {
    let alive = true;
    // The endpoint may not exist yet on this server: any failure quietly means "nothing to list".
    toolKitList({ skipErrorHandler: true })
      .then((list) => alive && setItems((list ?? []).filter((item) => isSafeDownloadUrl(item.downloadUrl))))
      .catch(() => alive && setItems([]));
    return () => {
      alive = false;
    };
  }, []);

  if (!items) return <Loading size="small" minHeight={48} />;
  if (items.length === 0) return <Typography.Text type="secondary">{NO_GUIDE_TEXT}</Typography.Text>;
  return (
    <List
      size="small"
      dataSource={items}
      renderItem={(item) => (
        <List.Item key={item.uniqueCode}>
          <a href={item.downloadUrl} target="_blank" rel="noopener noreferrer" download>
            <DownloadOutlined /> {item.title}
          </a>
        </List.Item>
      )}
    />
  );
};

export default GuideList;
