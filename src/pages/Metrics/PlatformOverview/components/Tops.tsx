/** Active tenants by type, and the products and channels with the most purchases. */
import { Col, Row } from 'antd';
import type React from 'react';
import type { PlatformOverview } from '@/services/metrics';
import { ChartCard } from '../../components/ChartCard';
import { FigureTable, numberColumn } from '../../components/FigureTable';

type Active = PlatformOverview['activeTenants'][number];
type Top = PlatformOverview['topProducts'][number];

const TopCard: React.FC<{ title: string; label: string; rows: Top[]; loading: boolean }> = ({ title, label, rows: given, loading }) => {
  const rows = [...given].sort((a, b) => b.projects - a.projects || b.points - a.points);
  return (
    <ChartCard
      title={title}
      loading={loading}
      empty={rows.length === 0}
      chart={{ kind: 'bar', data: rows.map((row) => ({ name: row.name, projects: row.projects })), x: 'name', y: 'projects' }}
      table={
        <FigureTable<Top>
          rowKey="code"
          rows={rows}
          columns={[
            { title: label, dataIndex: 'name' },
            numberColumn<Top>('购买项目数', 'projects'),
            numberColumn<Top>('购买金额（积分）', 'points'),
          ]}
        />
      }
      note="按购买项目数排序。"
    />
  );
};

export const Tops: React.FC<{ data?: PlatformOverview; loading: boolean }> = ({ data, loading }) => {
  const active = data?.activeTenants ?? [];
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={8}>
        <ChartCard
          title="活跃租户（按类型）"
          loading={loading}
          empty={!active.some((row) => row.count)}
          chart={{ kind: 'column', data: active.map((row) => ({ type: row.name, count: row.count })), x: 'type', y: 'count' }}
          table={
            <FigureTable<Active>
              rowKey="tenantType"
              rows={active}
              columns={[{ title: '租户类型', dataIndex: 'name' }, numberColumn<Active>('活跃租户数', 'count')]}
            />
          }
          note="所选月份内有充值、积分消耗、购买或交付的租户，每个租户计一次。"
        />
      </Col>
      <Col xs={24} xl={16}>
        <TopCard title="热门服务产品" label="服务产品" rows={data?.topProducts ?? []} loading={loading} />
      </Col>
      <Col span={24}>
        <TopCard title="购买最多的渠道" label="渠道" rows={data?.topChannels ?? []} loading={loading} />
      </Col>
    </Row>
  );
};
