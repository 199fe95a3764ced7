/**
 * The report's two charts (@ant-design/charts): the distribution of the items by result (pie) and
 * the results by category (stacked columns). Loaded with React.lazy by ReportView, so only the
 * report page pays for the chart library.
 */
import { Column, Pie } from '@ant-design/charts';
import { Col, Empty, Row, Typography } from 'antd';
import type React from 'react';
import type { GapReport } from '@/services/gapAnalysis';

interface Props {
  report: GapReport;
}

const ReportCharts: React.FC<Props> = ({ report }) => {
  const byResult = report.byResult.filter((row) => row.count > 0).map((row) => ({ label: row.label, count: row.count }));
  const byCategory = report.byCategory.flatMap((category) =>
    category.counts.filter((row) => row.count > 0).map((row) => ({ category: category.name, result: row.label, count: row.count })),
  );
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={10}>
        <Typography.Title level={5}>按结果分布</Typography.Title>
        {byResult.length ? (
          <Pie
            data={byResult}
            angleField="count"
            colorField="label"
            innerRadius={0.55}
            height={280}
            label={{ text: (d: { label: string; count: number }) => `${d.label} ${d.count}`, position: 'outside' }}
            legend={{ color: { position: 'bottom', layout: { justifyContent: 'center' } } }}
            animate={false}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
        )}
      </Col>
      <Col xs={24} lg={14}>
        <Typography.Title level={5}>按类别分布</Typography.Title>
        {byCategory.length ? (
          <Column
            data={byCategory}
            xField="category"
            yField="count"
            colorField="result"
            stack
            height={280}
            axis={{ x: { labelAutoRotate: true, labelAutoHide: true } }}
            legend={{ color: { position: 'bottom', layout: { justifyContent: 'center' } } }}
            animate={false}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
        )}
      </Col>
    </Row>
  );
};

export default ReportCharts;
