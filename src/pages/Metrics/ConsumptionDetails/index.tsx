/**
 * 消费明细 (/clientDigitalCenter/consumptionDetails): every point the channel and its members spent,
 * filtered by member, product, customer and date, with the totals of the whole filter above the
 * list; 导出 Excel saves exactly the filter on screen.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { useRequest } from 'ahooks';
import { Button, Card, Col, Row, Statistic } from 'antd';
import type React from 'react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { ListTable } from '@/components/ListKit';
import type { CallOptions } from '@/services/contract';
import { metricsConsumptionExport, metricsConsumptionList, metricsConsumptionOptions } from '@/services/metrics';
import { num } from '../components/format';
import { consumptionColumns } from './components/columns';

export const EXPORT_TEXT = '导出 Excel';
export const CONSUMPTION_EMPTY = '暂无消费记录';

type ListQuery = Parameters<typeof metricsConsumptionList>[0];
type Filter = Parameters<typeof metricsConsumptionExport>[0];
type Totals = Awaited<ReturnType<typeof metricsConsumptionList>>['totals'];

const ConsumptionDetails: React.FC = () => {
  const options = useRequest(() => metricsConsumptionOptions());
  const columns = useMemo(() => consumptionColumns(options.data), [options.data]);
  const [totals, setTotals] = useState<Totals>();
  // The export sends the filter of the list on screen.
  const filter = useRef<Filter>({});
  const call = useCallback(async (query: ListQuery, callOptions?: CallOptions) => {
    const page = await metricsConsumptionList(query, callOptions);
    setTotals(page.totals);
    return page;
  }, []);
  const exporting = useRequest(() => metricsConsumptionExport(filter.current, { fallbackFileName: '消费明细.xlsx' }), { manual: true });

  return (
    <PageContainer content="本渠道及其成员在本渠道消耗的每一笔积分；撤回的购买已退回积分，单列合计。">
      <Card size="small" style={{ marginBottom: 16 }} title="筛选结果合计">
        <Row gutter={16}>
          <Col xs={8}>
            <Statistic title="消费笔数" value={totals ? num(totals.entries) : '—'} suffix={totals ? '笔' : undefined} />
          </Col>
          <Col xs={8}>
            <Statistic title="消耗积分" value={totals ? num(totals.points) : '—'} suffix={totals ? '积分' : undefined} />
          </Col>
          <Col xs={8}>
            <Statistic title="其中已撤回退款" value={totals ? num(totals.refundedPoints) : '—'} suffix={totals ? '积分' : undefined} />
          </Col>
        </Row>
      </Card>
      <ListTable
        rowKey="entryId"
        columns={columns}
        call={call}
        search={{ defaultCollapsed: false }}
        onQuery={({ current: _current, pageSize: _pageSize, ...rest }) => {
          filter.current = rest;
        }}
        locale={{ emptyText: CONSUMPTION_EMPTY }}
        toolBarRender={() => [
          <Button key="export" icon={<DownloadOutlined />} loading={exporting.loading} onClick={exporting.run}>
            {EXPORT_TEXT}
          </Button>,
        ]}
        scroll={{ x: 1200 }}
      />
    </PageContainer>
  );
};

export default ConsumptionDetails;
