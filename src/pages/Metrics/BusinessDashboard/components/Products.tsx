/**
 * By product: points spent (ranked bars, projects in the table), and the average delivery days
 * against the product's planned days (grouped columns).
 */
import { Col, Row, Tag } from 'antd';
import type React from 'react';
import type { BusinessDashboard } from '@/services/metrics';
import { ChartCard } from '../../components/ChartCard';
import { FigureTable, numberColumn } from '../../components/FigureTable';
import { num } from '../../components/format';

type Product = BusinessDashboard['byProduct'][number];

export const Products: React.FC<{ products?: Product[]; loading: boolean }> = ({ products = [], loading }) => {
  const delivered = products.filter((row) => row.avgDeliveryDays !== null);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <ChartCard
          title="按服务产品的购买"
          loading={loading}
          empty={products.length === 0}
          chart={{
            kind: 'bar',
            data: products.map((row) => ({
              product: row.productName,
              points: row.points,
              label: `${num(row.points)} 积分 · ${row.projects} 个项目`,
            })),
            x: 'product',
            y: 'points',
            label: 'label',
          }}
          table={
            <FigureTable<Product>
              rowKey="productCode"
              rows={products}
              columns={[
                { title: '服务产品', dataIndex: 'productName' },
                numberColumn<Product>('购买项目数', 'projects'),
                numberColumn<Product>('消耗积分', 'points'),
                numberColumn<Product>('已交付', 'delivered'),
                numberColumn<Product>('延期', 'delayed', 0, { render: (n: number) => (n ? <Tag color="red">{n}</Tag> : 0) }),
              ]}
            />
          }
        />
      </Col>
      <Col xs={24} xl={12}>
        <ChartCard
          title="平均交付天数与计划交付周期"
          loading={loading}
          empty={delivered.length === 0}
          emptyText="所选月份购买的项目尚无完成交付的"
          chart={{
            kind: 'bar',
            data: delivered.flatMap((row) => [
              { product: row.productName, kind: '平均交付天数', days: row.avgDeliveryDays },
              { product: row.productName, kind: '计划交付周期', days: row.plannedDays },
            ]),
            x: 'product',
            y: 'days',
            series: 'kind',
          }}
          table={
            <FigureTable<Product>
              rowKey="productCode"
              rows={products}
              columns={[
                { title: '服务产品', dataIndex: 'productName' },
                numberColumn<Product>('平均交付天数', 'avgDeliveryDays', 1),
                numberColumn<Product>('计划交付周期（天）', 'plannedDays'),
                {
                  title: '对比',
                  key: 'compare',
                  render: (_: unknown, row: Product) =>
                    row.avgDeliveryDays === null ? (
                      '—'
                    ) : row.avgDeliveryDays > row.plannedDays ? (
                      <Tag color="red">超出 {num(row.avgDeliveryDays - row.plannedDays, 1)} 天</Tag>
                    ) : (
                      <Tag color="green">按期</Tag>
                    ),
                },
              ]}
            />
          }
          note="平均交付天数：所选月份购买且已完成的项目从购买到完成的平均自然日数；计划交付周期为购买时产品版本的交付天数。"
        />
      </Col>
    </Row>
  );
};
