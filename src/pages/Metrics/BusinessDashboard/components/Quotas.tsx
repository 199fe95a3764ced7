/** The channel's service authorizations now: the quota used and left, as progress bars. */
import { Card, Progress, Table, Tag } from 'antd';
import type React from 'react';
import type { BusinessDashboard } from '@/services/metrics';
import { num } from '../../components/format';

type Quota = BusinessDashboard['quotas'][number];

export const QUOTAS_EMPTY = '暂无服务授权';
/** Statuses of an authorization that can still be used (AuthorizationStatus, AuthorizationEffect). */
const GREEN_STATUSES = new Set(['active', 'effective']);

export const Quotas: React.FC<{ rows?: Quota[]; loading: boolean }> = ({ rows = [], loading }) => (
  <Card title="授权剩余额度" size="small" extra="当前状态，不随所选月份变化">
    <Table<Quota>
      size="small"
      rowKey="authorizationCode"
      loading={loading}
      dataSource={rows}
      pagination={false}
      locale={{ emptyText: QUOTAS_EMPTY }}
      scroll={{ x: 'max-content' }}
      columns={[
        { title: '服务产品', dataIndex: 'productName' },
        { title: '授权编号', dataIndex: 'authorizationCode' },
        {
          title: '剩余 / 额度',
          key: 'left',
          width: 280,
          render: (_: unknown, row: Quota) => (
            <Progress
              percent={row.quota ? Math.round((row.left / row.quota) * 100) : 0}
              status={row.left === 0 ? 'exception' : 'normal'}
              format={() => `剩余 ${num(row.left)} / ${num(row.quota)}`}
            />
          ),
        },
        { title: '已用', dataIndex: 'used', align: 'right', render: (n: number) => num(n) },
        { title: '有效期至', dataIndex: 'validTo' },
        {
          title: '状态',
          dataIndex: 'statusName',
          render: (name: string, row) => <Tag color={GREEN_STATUSES.has(row.status) ? 'green' : 'default'}>{name}</Tag>,
        },
      ]}
    />
  </Card>
);
