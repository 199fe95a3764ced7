/** 修改记录: the latest saves of the variables — who, which side, when, what — each field before → after. */
import { Drawer, Empty, List, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type React from 'react';
import type { IsoVariableHistoryItem } from '@/services/variable';

interface Props {
  open: boolean;
  history: IsoVariableHistoryItem[];
  onClose: () => void;
}

const empty = (text: string) => (text === '' ? <Typography.Text type="secondary">（空）</Typography.Text> : text);

const HistoryDrawer: React.FC<Props> = ({ open, history, onClose }) => (
  <Drawer title="修改记录" open={open} onClose={onClose} width={640} destroyOnHidden>
    {history.length === 0 ? (
      <Empty description="还没有修改记录" />
    ) : (
      <List
        dataSource={history}
        rowKey="id"
        renderItem={(item) => (
          <List.Item>
            <Space direction="vertical" style={{ width: '100%' }} size={4}>
              <Space wrap>
                <Typography.Text strong>{item.accountName}</Typography.Text>
                <Tag color={item.side === 'customer' ? 'orange' : 'blue'}>{item.side === 'customer' ? '客户' : '咨询方'}</Tag>
                <Tag color={item.action === 'final' ? 'green' : undefined}>{item.actionLabel}</Tag>
                <Typography.Text type="secondary">{dayjs(item.at).format('YYYY-MM-DD HH:mm')}</Typography.Text>
                <Typography.Text type="secondary">版本 {item.valuesVersion}</Typography.Text>
              </Space>
              {item.changes.length === 0 ? (
                <Typography.Text type="secondary">没有字段变化</Typography.Text>
              ) : (
                item.changes.map((change) => (
                  <div key={change.key}>
                    <Typography.Text>{change.label}：</Typography.Text>
                    <Typography.Text delete type="secondary">
                      {empty(change.before)}
                    </Typography.Text>
                    {' → '}
                    <Typography.Text>{empty(change.after)}</Typography.Text>
                  </div>
                ))
              )}
            </Space>
          </List.Item>
        )}
      />
    )}
  </Drawer>
);

export default HistoryDrawer;
