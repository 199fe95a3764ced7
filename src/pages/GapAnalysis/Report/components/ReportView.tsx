/**
 * One gap-analysis report (GapReport of gapListReports) as a printable page: the cover, the
 * summary (score, conclusion, totals, issue counts), the charts (lazy, @ant-design/charts), the
 * categories, the gap list with recommendations and disposal status, the disposal progress, the
 * explanation lines ("计算说明", collapsible) and the footer naming the scoring configuration.
 */
import { Alert, Col, Collapse, Empty, Progress, Row, Skeleton, Space, Statistic, Tag, Typography } from 'antd';
import type React from 'react';
import { lazy, Suspense } from 'react';
import { GapDisposalStatus, ProjectLevel, Standard } from '@domain/enums';
import { REPORT_SECTION_CLASS, ReportCover, ReportFigure, ReportFooter, ReportSection, ReportTable } from '@/components/ReportPage';
import type { GapReport, GapRow } from '@/services/gapAnalysis';
import { chinaTimeText } from '@/utils/chinaTime';

const ReportCharts = lazy(() => import('./ReportCharts'));

/** Colours of gap levels 1 (conforms) … 5 (largest gap). */
export const GAP_LEVEL_COLOR: Record<number, string> = { 1: 'green', 2: 'cyan', 3: 'gold', 4: 'orange', 5: 'red' };
export const gapLevelText = (level: number | null) => (level ? `${level} 级` : '—');

const CONCLUSION_COLOR: Record<string, string> = { 优: 'green', 良: 'cyan', 中: 'gold', 差: 'red' };

const DISPOSAL_COLOR: Record<string, string> = { 'in-handle': 'processing', finish: 'success' };

interface Props {
  report: GapReport;
}

const scoreText = (score: number | null, standard: GapReport['standard']) =>
  score === null ? '—' : standard === 'iso' ? `${score.toFixed(1)}%` : score.toFixed(2);

const ReportView: React.FC<Props> = ({ report }) => {
  const { cover, summary, disposal } = report;
  // MLPS conclusions are one word (优/良/中/差); ISO's is a sentence.
  const shortConclusion = summary.conclusion.length > 0 && summary.conclusion.length <= 4;
  const disposalPercent = disposal.total ? Math.round((disposal.finished / disposal.total) * 100) : 0;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <ReportCover
        title={`${report.projectName} 差距分析报告`}
        subtitle={
          <Typography.Text type="secondary">
            {report.productName} · {Standard.label(report.standard)}
            {report.level ? ` · ${ProjectLevel.label(report.level)}` : ''} · 第 {report.reportNo} 份报告
          </Typography.Text>
        }
        items={[
          { label: '受评单位', value: cover.companyName || '—' },
          { label: '评估日期', value: cover.checkDate || '—' },
          { label: '联系人', value: cover.contactName || '—' },
          { label: '部门', value: cover.department || '—' },
          { label: '联系电话', value: cover.telephone || '—' },
          { label: '项目编号', value: report.projectCode },
        ]}
      />

      <ReportSection title="评估结论">
        <Row gutter={[24, 16]}>
          <Col xs={12} md={6}>
            <Statistic title={report.standard === 'iso' ? '总体实施率' : '综合得分'} value={scoreText(summary.score, report.standard)} />
            {report.standard === 'gov' && summary.rawScore !== null ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                扣分前 {summary.rawScore.toFixed(2)}
                {summary.deduction ? `，扣分 ${summary.deduction.toFixed(2)}` : ''}
              </Typography.Text>
            ) : null}
          </Col>
          {shortConclusion ? (
            <ReportFigure
              md={6}
              title="结论"
              valueRender={() => (
                <Tag color={CONCLUSION_COLOR[summary.conclusion] ?? 'blue'} style={{ fontSize: 18, padding: '4px 12px' }}>
                  {summary.conclusion}
                </Tag>
              )}
            />
          ) : null}
          <ReportFigure md={6} title="评估项" value={summary.totalItems} suffix="项" />
          <ReportFigure md={6} title="差距项" value={summary.gaps} suffix="项" />
        </Row>
        {!shortConclusion && summary.conclusion ? (
          <Alert style={{ marginTop: 16 }} type="info" message={<span>结论：{summary.conclusion}</span>} />
        ) : null}
        {summary.issues.length ? (
          <Space wrap style={{ marginTop: 16 }}>
            <Typography.Text type="secondary">{report.standard === 'gov' ? '问题风险等级：' : '问题：'}</Typography.Text>
            {summary.issues.map((issue) => (
              <Tag key={issue.key}>
                {issue.label} {issue.count}
              </Tag>
            ))}
          </Space>
        ) : null}
      </ReportSection>

      <ReportSection title="统计图表" className="gap-report-charts">
        <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
          <ReportCharts report={report} />
        </Suspense>
      </ReportSection>

      <ReportSection title="分类结果">
        <ReportTable
          rowKey="key"
          rows={report.byCategory}
          columns={[
            { title: '类别', dataIndex: 'name' },
            {
              title: report.standard === 'iso' ? '实施率' : '得分',
              dataIndex: 'score',
              width: 100,
              render: (_, row) => scoreText(row.score, report.standard),
            },
            { title: '评估项', dataIndex: 'items', width: 80 },
            {
              title: '结果分布',
              key: 'counts',
              render: (_, row) =>
                row.counts
                  .filter((count) => count.count > 0)
                  .map((count) => `${count.label} ${count.count}`)
                  .join('，') || '—',
            },
            {
              title: '最大差距等级',
              dataIndex: 'maxGapLevel',
              width: 110,
              render: (_, row) => (row.maxGapLevel ? <Tag color={GAP_LEVEL_COLOR[row.maxGapLevel]}>{gapLevelText(row.maxGapLevel)}</Tag> : '—'),
            },
          ]}
        />
      </ReportSection>

      <ReportSection title="差距清单与整改建议" extra={<Typography.Text type="secondary">共 {report.gaps.length} 项</Typography.Text>}>
        {report.gaps.length ? (
          <ReportTable<GapRow>
            rowKey="gapKey"
            rows={report.gaps}
            scroll={{ x: 1100 }}
            columns={[
              { title: '序号', dataIndex: 'rank', width: 60 },
              {
                title: '评估项',
                dataIndex: 'title',
                width: 220,
                render: (_, row) => (
                  <Space direction="vertical" size={0}>
                    <Typography.Text strong>{row.ref}</Typography.Text>
                    {row.title}
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {row.categoryName}
                    </Typography.Text>
                  </Space>
                ),
              },
              { title: '现状', dataIndex: 'resultLabel', width: 110 },
              {
                title: '差距等级',
                dataIndex: 'gapLevel',
                width: 90,
                render: (_, row) => <Tag color={GAP_LEVEL_COLOR[row.gapLevel]}>{gapLevelText(row.gapLevel)}</Tag>,
              },
              { title: '风险', dataIndex: 'issueRiskLabel', width: 70, render: (_, row) => row.issueRiskLabel || '—' },
              { title: '发现的问题', dataIndex: 'finding', width: 220, render: (_, row) => row.finding || '—' },
              { title: '整改建议', dataIndex: 'recommendation', width: 260, render: (_, row) => row.recommendation || '—' },
              {
                title: '处置',
                key: 'disposal',
                width: 150,
                render: (_, row) =>
                  row.disposalStatus ? (
                    <Space direction="vertical" size={0}>
                      <Tag color={DISPOSAL_COLOR[row.disposalStatus]}>{GapDisposalStatus.label(row.disposalStatus)}</Tag>
                      {row.ownerName ? <Typography.Text style={{ fontSize: 12 }}>{row.ownerName}</Typography.Text> : null}
                      {row.dueDate ? (
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          计划 {row.dueDate}
                        </Typography.Text>
                      ) : null}
                    </Space>
                  ) : (
                    '—'
                  ),
              },
            ]}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有差距项" />
        )}
      </ReportSection>

      <ReportSection title="处置进度">
        <Row gutter={[24, 16]} align="middle">
          <Col xs={24} md={8}>
            <Progress type="circle" percent={disposalPercent} format={() => `${disposal.finished}/${disposal.total}`} size={100} />
          </Col>
          <ReportFigure xs={8} md={5} title="差距项" value={disposal.total} />
          <ReportFigure xs={8} md={5} title={GapDisposalStatus.label('finish')} value={disposal.finished} />
          <ReportFigure
            xs={8}
            md={6}
            title={GapDisposalStatus.label('in-handle')}
            value={disposal.inHandle}
            suffix={disposal.overdue ? <Tag color="red">逾期 {disposal.overdue}</Tag> : null}
          />
        </Row>
      </ReportSection>

      <Collapse
        className={REPORT_SECTION_CLASS}
        items={[
          {
            key: 'explanation',
            // Rendered while closed too, so that a print shows it (the print style sheet opens it).
            forceRender: true,
            label: `计算说明（${report.explanation.length} 条）`,
            children: report.explanation.length ? (
              <ol style={{ paddingInlineStart: 20, margin: 0 }}>
                {report.explanation.map((line) => (
                  <li key={line.key} style={{ marginBottom: 4 }}>
                    {line.text}
                  </li>
                ))}
              </ol>
            ) : (
              <Typography.Text type="secondary">无</Typography.Text>
            ),
          },
        ]}
      />

      <ReportFooter>
        评分配置：{report.config.label} · 报告生成时间：{chinaTimeText(report.generatedAt)}
        <div>{report.config.summary}</div>
      </ReportFooter>
    </Space>
  );
};

export default ReportView;
