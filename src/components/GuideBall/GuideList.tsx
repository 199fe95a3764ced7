/** The guide downloads: fetched on a configured guide host only, listed when the ball opens. */
import { DownloadOutlined } from '@ant-design/icons';
import { List, Typography } from 'antd';
import type React from 'react';
import { useEffect, useState } from 'react';
import { toolKitList, type ToolKitItem } from '@/services/toolKit';
import { isGuideHost } from '@/utils/browser';

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

/**
 * The guides this user may download on this host: undefined until known, [] when there are none
 * (off the guide hosts, or the list is empty or fails). Fetched once `active` (the ball's page shows
 * it) until a non-empty list came back, so logging in after the login page still finds them.
 */
export function useGuideItems(active: boolean): ToolKitItem[] | undefined {
  const [items, setItems] = useState<ToolKitItem[] | undefined>();
  const found = !!items?.length;
  useEffect(() => {
    if (!active || found) return;
    if (!isGuideHost()) {
      setItems([]);
      return;
    }
    let alive = true;
    // The endpoint may not exist yet on this server: any failure quietly means "nothing to list".
    toolKitList({ skipErrorHandler: true })
      .then((list) => alive && setItems((list ?? []).filter((item) => isSafeDownloadUrl(item.downloadUrl))))
      .catch(() => alive && setItems([]));
    return () => {
      alive = false;
    };
  }, [active, found]);
  return items;
}

const GuideList: React.FC<{ items: ToolKitItem[] }> = ({ items }) => {
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
