/**
 * One risk assessment report (RiskReport of assetsRiskEvaluateReport) as a printable page: the
 * cover, 1 scope and method, 2 assets, 3 threats and vulnerabilities, 4 existing measures, 5 risk
 * analysis (charts lazily, the heat-map matrix, the ranked risks with the engine's explanation,
 * business and system-asset risks), 6 residual risks and the high residual risks, 7 acceptance.
 */
import { Empty, Row, Skeleton, Space, Tag, Typography } from 'antd';
import type React from 'react';
import { lazy, Suspense } from 'react';
import { AssetCategory, AssetStage, ProjectLevel, ThreatCategory, ThreatSource, UnitAssetType, VulnerabilityLayer } from '@domain/enums';
import { ControlEffectiveness, ControlType, RiskMethod } from '@domain/engines/risk/labels';
import { ReportCover, ReportFigure, ReportFooter, ReportSection as Section, ReportTable } from '@/components/ReportPage';
import type { RiskReport, RiskRow } from '@/services/riskAssessment';
import { chinaTimeText } from '@/utils/chinaTime';
import { type Aggregate, aggregateColumns, HeatmapMatrix, rating, residualColumns, riskColumns } from './reportParts';
import { Lines, linesExpand, RISK_LEVEL_COLOR, RiskExplanation } from './riskView';

const RiskCharts = lazy(() => import('./RiskCharts'));

export const HEATMAP_TITLE = '风险热力图（可能性 × 损失）';

const ReportView: React.FC<{ report: RiskReport }> = ({ report }) => {
  const { scope, acceptance } = report;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <ReportCover
        title={`${report.projectName} 信息安全风险评估报告`}
        subtitle={
          <>
            <Tag color={report.final ? 'success' : 'warning'}>{report.final ? '定稿' : '草稿'}</Tag>
            <Typography.Text type="secondary">依据 GB/T 20984 · {RiskMethod.label(report.method)}</Typography.Text>
          </>
        }
        items={[
          { label: '受评单位', value: report.companyName || '—' },
          { label: '项目', value: `${report.projectName}（${report.projectCode}）` },
          { label: '评估顾问', value: report.consultantName || '—' },
          { label: '服务产品', value: report.productName },
          { label: '等级', value: report.level ? ProjectLevel.label(report.level) : '—' },
          { label: '当前阶段', value: AssetStage.label(report.stage) },
          { label: '风险计算时间', value: chinaTimeText(report.computedAt) },
          { label: '完成时间', value: chinaTimeText(report.completedAt) },
          { label: '计算配置', value: report.configLabel },
        ]}
      >
        {!report.final ? (
          <Typography.Paragraph type="warning" style={{ marginTop: 12, marginBottom: 0 }}>
            客户尚未确认完成评估，本报告为草稿，内容可能随后续评估变化。
          </Typography.Paragraph>
        ) : null}
      </ReportCover>

      <Section title="1 评估范围与方法">
        <Row gutter={[16, 16]}>
          {(
            [
              ['业务资产', scope.business],
              ['系统资产', scope.system],
              ['单元资产', scope.unit],
              ['威胁', scope.threats],
              ['脆弱性', scope.vulnerabilities],
              ['已有安全措施', scope.controls],
              ['风险', scope.risks],
            ] as const
          ).map(([title, value]) => (
            <ReportFigure key={title} md={6} xl={3} title={title} value={value} suffix="项" />
          ))}
        </Row>
        <Lines lines={report.methodLines} />
      </Section>

      <Section title="2 资产识别">
        <Typography.Title level={5}>2.1 业务资产</Typography.Title>
        <ReportTable
          rowKey="assetCode"
          rows={report.businesses}
          empty="无业务资产"
          expandable={linesExpand('lines')}
          columns={[
            { title: '编号', dataIndex: 'assetCode', width: 120 },
            { title: '业务', dataIndex: 'name' },
            { title: '重要性', dataIndex: 'importance', width: 110, render: (_, b) => rating(b.importance) },
            { title: '调整后重要性', dataIndex: 'importanceAdjusted', width: 130, render: (_, b) => rating(b.importanceAdjusted) },
          ]}
        />
        <Typography.Title level={5} style={{ marginTop: 16 }}>
          2.2 系统资产
        </Typography.Title>
        <ReportTable
          rowKey="assetCode"
          rows={report.systems}
          empty="无系统资产"
          expandable={linesExpand('lines')}
          columns={[
            { title: '编号', dataIndex: 'assetCode', width: 120 },
            { title: '系统资产', dataIndex: 'name' },
            { title: '类别', dataIndex: 'category', width: 90, render: (_, s) => AssetCategory.label(s.category) },
            { title: '资产价值', dataIndex: 'value', width: 110, render: (_, s) => rating(s.value) },
          ]}
        />
        <Typography.Title level={5} style={{ marginTop: 16 }}>
          2.3 系统组件和单元资产
        </Typography.Title>
        <ReportTable
          rowKey="assetCode"
          pageSize={20}
          rows={report.units}
          empty="无单元资产"
          columns={[
            { title: '编号', dataIndex: 'assetCode', width: 120 },
            { title: '单元资产', dataIndex: 'name' },
            { title: '类型', dataIndex: 'unitType', width: 110, render: (_, u) => UnitAssetType.label(u.unitType) },
            { title: '类别', dataIndex: 'category', width: 90, render: (_, u) => AssetCategory.label(u.category) },
            { title: '资产价值', dataIndex: 'value', width: 110, render: (_, u) => rating(u.value) },
          ]}
        />
      </Section>

      <Section title="3 威胁与脆弱性">
        <Typography.Title level={5}>3.1 威胁</Typography.Title>
        <ReportTable
          rowKey="threatCode"
          rows={report.threats}
          empty="无威胁"
          expandable={linesExpand('valueLines')}
          columns={[
            { title: '威胁', dataIndex: 'name' },
            { title: '类别', dataIndex: 'category', width: 140, render: (_, t) => ThreatCategory.label(t.category) },
            { title: '来源', dataIndex: 'source', width: 110, render: (_, t) => ThreatSource.label(t.source) },
            { title: '威胁赋值', dataIndex: 'value', width: 110, render: (_, t) => rating(t.value) },
          ]}
        />
        <Typography.Title level={5} style={{ marginTop: 16 }}>
          3.2 脆弱性
        </Typography.Title>
        <ReportTable
          rowKey="vulnCode"
          pageSize={20}
          rows={report.vulnerabilities}
          empty="无脆弱性"
          columns={[
            { title: '资产', dataIndex: 'assetName', width: 160 },
            { title: '脆弱性', dataIndex: 'name' },
            { title: '层面', dataIndex: 'layer', width: 110, render: (_, v) => VulnerabilityLayer.label(v.layer) },
            { title: '严重程度', dataIndex: 'severity', width: 100, render: (_, v) => rating(v.severity) },
            { title: '可利用性', dataIndex: 'exploitability', width: 100, render: (_, v) => rating(v.exploitability) },
            { title: '可利用的威胁', dataIndex: 'threatNames', render: (_, v) => v.threatNames.join('、') },
          ]}
        />
      </Section>

      <Section title="4 已有安全措施">
        <ReportTable
          rowKey="controlCode"
          rows={report.controls}
          empty="未记录已有安全措施"
          columns={[
            { title: '措施', dataIndex: 'name' },
            { title: '类型', dataIndex: 'type', width: 110, render: (_, c) => ControlType.label(c.type) },
            { title: '有效性', dataIndex: 'effectiveness', width: 100, render: (_, c) => ControlEffectiveness.label(c.effectiveness) },
            { title: '层面', dataIndex: 'layer', width: 110, render: (_, c) => VulnerabilityLayer.label(c.layer) },
            { title: '作用资产', dataIndex: 'assetNames', render: (_, c) => (c.assetNames.length ? c.assetNames.join('、') : '全部资产') },
            { title: '应对威胁', dataIndex: 'threatNames', render: (_, c) => (c.threatNames.length ? c.threatNames.join('、') : '全部威胁') },
          ]}
        />
      </Section>

      <Section title="5 风险分析">
        <Space size={[8, 8]} wrap style={{ marginBottom: 12 }}>
          {report.distribution.map((d) => (
            <Tag key={d.level} color={RISK_LEVEL_COLOR[d.level]}>
              {d.label} {d.count} 项（{(d.share * 100).toFixed(1)}%）
            </Tag>
          ))}
        </Space>
        <div className="ra-report-charts" data-testid="ra-report-charts">
          <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
            <RiskCharts report={report} />
          </Suspense>
        </div>
        <div data-testid="ra-heatmap">
          <Typography.Title level={5} style={{ textAlign: 'center', marginTop: 12 }}>
            {HEATMAP_TITLE}
          </Typography.Title>
          <HeatmapMatrix report={report} />
        </div>
        <Typography.Title level={5}>5.1 风险排序</Typography.Title>
        {report.risks.length < report.risksTotal ? (
          <Typography.Paragraph type="secondary">
            共 {report.risksTotal} 项风险，以下列出风险最高的 {report.risks.length} 项。
          </Typography.Paragraph>
        ) : null}
        <ReportTable<RiskRow>
          rowKey="riskCode"
          scroll={{ x: 950 }}
          pageSize={50}
          rows={report.risks}
          empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="无风险" />}
          expandable={{ expandedRowRender: (r) => <RiskExplanation risk={r} /> }}
          columns={riskColumns}
        />
        <Typography.Title level={5} style={{ marginTop: 16 }}>
          5.2 业务风险
        </Typography.Title>
        <ReportTable<Aggregate>
          rowKey="assetCode"
          rows={report.businessRisks}
          empty="无业务风险"
          expandable={linesExpand('lines')}
          columns={aggregateColumns('业务')}
        />
        <Typography.Title level={5} style={{ marginTop: 16 }}>
          5.3 系统资产风险
        </Typography.Title>
        <ReportTable<Aggregate>
          rowKey="assetCode"
          rows={report.systemRisks}
          empty="无系统资产风险"
          expandable={linesExpand('lines')}
          columns={aggregateColumns('系统资产')}
        />
      </Section>

      <Section title="6 残余风险">
        <Space size={[8, 8]} wrap style={{ marginBottom: 12 }}>
          {report.residualDistribution.map((d) => (
            <Tag key={d.level} color={RISK_LEVEL_COLOR[d.level]}>
              残余{d.label} {d.count} 项
            </Tag>
          ))}
        </Space>
        <Typography.Title level={5}>6.1 已处置风险的残余风险</Typography.Title>
        <ReportTable<RiskRow>
          rowKey="riskCode"
          scroll={{ x: 950 }}
          pageSize={50}
          rows={report.residuals}
          empty="尚无已处置的风险"
          expandable={{ expandedRowRender: (r) => <RiskExplanation risk={r} /> }}
          columns={residualColumns}
        />
        <Typography.Title level={5} style={{ marginTop: 16 }}>
          6.2 高残余风险
        </Typography.Title>
        <ReportTable<RiskRow>
          rowKey="riskCode"
          scroll={{ x: 950 }}
          rows={report.highRemnant}
          empty="无高残余风险"
          expandable={{ expandedRowRender: (r) => <RiskExplanation risk={r} /> }}
          columns={residualColumns}
        />
      </Section>

      <Section title="7 风险接受评价">
        <Row gutter={[16, 16]}>
          <ReportFigure md={4} title="可接受" value={acceptance.acceptable} suffix="项" />
          <ReportFigure md={5} title="有条件接受" value={acceptance.conditional} suffix="项" />
          <ReportFigure md={5} title="必须处置" value={acceptance.mustTreat} suffix="项" />
          <ReportFigure md={5} title="处置后仍须处置" value={acceptance.residualMustTreat} suffix="项" />
          <ReportFigure md={5} title="已签署接受" value={acceptance.accepted} suffix="项" />
        </Row>
        <Typography.Paragraph strong style={{ marginTop: 16, marginBottom: 0 }}>
          结论：{acceptance.conclusion}
        </Typography.Paragraph>
      </Section>
      <ReportFooter>
        计算配置 {report.configLabel} · {RiskMethod.label(report.method)} · 风险计算于 {chinaTimeText(report.computedAt)}
      </ReportFooter>
    </Space>
  );
};

export default ReportView;
