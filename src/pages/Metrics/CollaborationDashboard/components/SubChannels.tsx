/** The sub-channels ranked by points spent: bars of points and projects, and the full ranked table. */
import { Card, Col, Row, Table, Tag } from 'antd';
import type React from 'react';
import type { Collaboration } from '@/services/metrics';
import { chinaTimeText } from '@/utils/chinaTime';
import { ChartCard } from '../../components/ChartCard';
import { FigureTable, numberColumn } from '../../components/FigureTable';

type SubChannel = Collaboration['list'][number];

export const SUB_CHANNELS_EMPTY = '暂无下级渠道';

export const SubChannels: React.FC<{ rows?: SubChannel[]; loading: boolean }> = ({ rows = [], loading }) => (
  <Row gutter={[16, 16]}>
    <Col span={24}>
      <ChartCard
        title="下级渠道消耗积分排名"
        loading={loading}
        empty={!rows.some((row) => row.points || row.projects)}
        chart={{ kind: 'bar', data: rows.map((row) => ({ name: row.name, points: row.points })), x: 'name', y: 'points' }}
        table={
          <FigureTable<SubChannel>
            rowKey="tenantCode"
            rows={rows}
            columns={[{ title: '排名', dataIndex: 'rank' }, { title: '下级渠道', dataIndex: 'name' }, numberColumn<SubChannel>('消耗积分', 'points')]}
          />
        }
      />
    </Col>
    <Col span={24}>
      <Card title="下级渠道排名" size="small" extra="按消耗积分排序，相同时按项目数">
        <Table<SubChannel>
          size="small"
          rowKey="tenantCode"
          loading={loading}
          dataSource={rows}
          pagination={false}
          locale={{ emptyText: SUB_CHANNELS_EMPTY }}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: '排名', dataIndex: 'rank', width: 64 },
            { title: '下级渠道', dataIndex: 'name' },
            { title: '地区', dataIndex: 'region', render: (region: string) => region || '—' },
            numberColumn<SubChannel>('客户数', 'customers'),
            numberColumn<SubChannel>('购买项目', 'projects'),
            numberColumn<SubChannel>('消耗积分', 'points'),
            numberColumn<SubChannel>('已交付', 'delivered'),
            numberColumn<SubChannel>('延期', 'delayed', 0, { render: (n: number) => (n ? <Tag color="red">{n}</Tag> : 0) }),
            { title: '最近购买', dataIndex: 'lastPurchaseAt', render: (at: string | null) => chinaTimeText(at) },
          ]}
        />
      </Card>
    </Col>
  </Row>
);
