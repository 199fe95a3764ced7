/** Delivery by consultant: projects, in progress, finished, average progress, delays. */
import { Card, Progress, Table, Tag } from 'antd';
import type React from 'react';
import type { BusinessDashboard } from '@/services/metrics';
import { EMPTY_RANGE } from '../../components/ChartCard';
import { numberColumn } from '../../components/FigureTable';

type Consultant = BusinessDashboard['byConsultant'][number];

export const Consultants: React.FC<{ rows?: Consultant[]; loading: boolean }> = ({ rows = [], loading }) => (
  <Card title="顾问交付进度" size="small">
    <Table<Consultant>
      size="small"
      rowKey="accountId"
      loading={loading}
      dataSource={rows}
      pagination={false}
      locale={{ emptyText: EMPTY_RANGE }}
      scroll={{ x: 'max-content' }}
      columns={[
        { title: '顾问', dataIndex: 'name' },
        numberColumn<Consultant>('项目数', 'projects'),
        numberColumn<Consultant>('进行中', 'inProgress'),
        numberColumn<Consultant>('已完成', 'finished'),
        {
          title: '平均进度',
          dataIndex: 'avgProgress',
          width: 200,
          render: (value: number) => <Progress percent={value} size="small" />,
        },
        numberColumn<Consultant>('延期', 'delayed', 0, { render: (n: number) => (n ? <Tag color="red">{n} 个延期</Tag> : '无') }),
        numberColumn<Consultant>('平均交付天数', 'avgDeliveryDays', 1),
      ]}
    />
  </Card>
);
