/** The customers to look at first: reasons, score, and the project to open (the server's link). */
import { Link } from '@umijs/max';
import { Card, Space, Table, Tag, Typography } from 'antd';
import type React from 'react';
import type { DataHub } from '@/services/metrics';

type Customer = DataHub['attention'][number];

export const ATTENTION_EMPTY = '暂无需要优先关注的客户';

export const AttentionList: React.FC<{ data?: DataHub; loading: boolean }> = ({ data, loading }) => (
  <Card title="需优先关注的客户" size="small">
    <Table<Customer>
      size="small"
      rowKey="customerTenantCode"
      loading={loading}
      dataSource={data?.attention ?? []}
      pagination={false}
      locale={{ emptyText: ATTENTION_EMPTY }}
      scroll={{ x: 'max-content' }}
      columns={[
        { title: '排名', key: 'rank', width: 64, render: (_: unknown, __: Customer, index: number) => index + 1 },
        { title: '客户', dataIndex: 'customerName' },
        {
          title: '原因',
          dataIndex: 'reasons',
          render: (reasons: string[]) => (
            <Space size={[4, 4]} wrap>
              {reasons.map((reason) => (
                <Tag key={reason} color={/逾期|延期/.test(reason) ? 'red' : 'orange'}>
                  {reason}
                </Tag>
              ))}
            </Space>
          ),
        },
        { title: '关注分', dataIndex: 'score', align: 'right', width: 80 },
        { title: '优先处理的项目', dataIndex: 'projectName', render: (name: string, row) => <Link to={row.link}>{name}</Link> },
      ]}
    />
    {data ? (
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {data.attentionExplain}
      </Typography.Paragraph>
    ) : null}
  </Card>
);
