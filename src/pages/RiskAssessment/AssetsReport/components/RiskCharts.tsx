/**
 * The report's charts (@ant-design/charts): the distribution of the risks by level (before and
 * after treatment) and the likelihood × loss heat map. Loaded with React.lazy by ReportView, so only
 * the report page pays for the chart library.
 */
import { Column, Heatmap } from '@ant-design/charts';
import { Col, Empty, Row, Typography } from 'antd';
import type React from 'react';
import type { RiskReport } from '@/services/riskAssessment';

const RiskCharts: React.FC<{ report: RiskReport }> = ({ report }) => {
  const distribution = [
    ...report.distribution.map((row) => ({ label: row.label, count: row.count, kind: '处置前' })),
    ...report.residualDistribution.map((row) => ({ label: row.label, count: row.count, kind: '残余' })),
  ];
  const heat = report.heatmap.map((cell) => ({ likelihood: `可能性 ${cell.likelihood}`, loss: `损失 ${cell.loss}`, count: cell.count }));
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={12}>
        <Typography.Title level={5}>风险等级分布</Typography.Title>
        {report.risksTotal ? (
          <Column
            data={distribution}
            xField="label"
            yField="count"
            colorField="kind"
            group
            height={300}
            legend={{ color: { position: 'bottom', layout: { justifyContent: 'center' } } }}
            animate={false}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无风险" />
        )}
      </Col>
      <Col xs={24} lg={12}>
        <Typography.Title level={5}>风险热力图（可能性 × 损失）</Typography.Title>
        {report.risksTotal ? (
          <Heatmap
            data={heat}
            xField="loss"
            yField="likelihood"
            colorField="count"
            mark="cell"
            height={300}
            scale={{ color: { range: ['#f6ffed', '#fadb14', '#fa541c', '#a8071a'] } }}
            label={{ text: 'count', style: { fill: '#000' } }}
            animate={false}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无风险" />
        )}
      </Col>
    </Row>
  );
};

export default RiskCharts;
