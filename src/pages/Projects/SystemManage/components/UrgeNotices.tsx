/**
 * The in-app urge notices of the logged-in person (/consulting/project/consumer/urge/mine): who
 * urged them about which project and when. Shown on /systemManage; any customer page may mount it
 * (an executor's landing page, docs/feature-checklist.md alias row "consumerProjects").
 */
import { Alert, List, Typography } from 'antd';
import type React from 'react';
import { useEffect, useState } from 'react';
import { UrgeType } from '@domain/enums';
import { chinaTimeText } from '@/utils/chinaTime';
import { consumerMyUrges } from '@/services/consumerProjects';
import { NOTICES_TITLE } from './labels';

type Notice = Awaited<ReturnType<typeof consumerMyUrges>>['list'][number];

const UrgeNotices: React.FC = () => {
  const [notices, setNotices] = useState<Notice[]>([]);
  const [total, setTotal] = useState(0);
  useEffect(() => {
    consumerMyUrges({ pageSize: 5 }, { skipErrorHandler: true })
      .then((page) => {
        setNotices(page.list);
        setTotal(page.total);
      })
      .catch(() => setNotices([]));
  }, []);
  if (!notices.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      message={`${NOTICES_TITLE}（${total} 条）`}
      description={
        <List
          size="small"
          dataSource={notices}
          renderItem={(notice) => (
            <List.Item>
              <Typography.Text>
                {notice.byName}（{notice.byTenantName}）于 {chinaTimeText(notice.at)} 催办你处理项目“{notice.projectName}”的
                {UrgeType.label(notice.urgeType)}
                {notice.message ? `：${notice.message}` : ''}
              </Typography.Text>
            </List.Item>
          )}
        />
      }
    />
  );
};

export default UrgeNotices;
