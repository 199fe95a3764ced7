/**
 * 考试成绩 (/projectList/examResults, canReadConsult; issue 30): the internal-auditor exams of the
 * channel's customers (a consultant sees those on the seats they hold), paged on the server
 * (examReviewList), filtered by state (待阅卷 first, as the server lists them) and keyword (考生、客户).
 * Each row offers 阅卷 while written answers wait, 查看结果 (per section and clause) and the Word
 * certificate of a passed attempt.
 */
import { PageContainer, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Tag, Typography } from 'antd';
import type React from 'react';
import { useRef } from 'react';
import { AttemptState } from '@domain/exam/enums';
import { chinaTimeColumn, enumColumn, ListTable } from '@/components/ListKit';
import { type AttemptSummary, examReviewList } from '@/services/attempt';
import AttemptActions from './components/AttemptActions';
import { EXAM_RESULTS_TITLE, resultText, STATE_COLORS, STATE_FILTER_ORDER, scoreText } from './components/labels';

const ExamResults: React.FC = () => {
  const actionRef = useRef<ActionType>();

  const columns: ProColumns<AttemptSummary>[] = [
    { title: '关键字', dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: '考生、客户' } },
    { title: '客户', dataIndex: 'customerName', hideInSearch: true, ellipsis: true },
    { title: '考生', dataIndex: 'candidateName', hideInSearch: true, width: 110 },
    {
      title: '考试',
      dataIndex: 'productName',
      hideInSearch: true,
      ellipsis: true,
      render: (_, row) => (
        <span title={row.paperTitle}>
          {row.productName}
          {row.paperTitle !== row.productName ? (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {row.paperTitle}
            </Typography.Text>
          ) : null}
        </span>
      ),
    },
    chinaTimeColumn<AttemptSummary>('交卷时间', 'submittedAt'),
    enumColumn<AttemptSummary, AttemptState>('状态', 'state', AttemptState, {
      width: 100,
      colors: STATE_COLORS,
      valueEnum: Object.fromEntries(STATE_FILTER_ORDER.map((state) => [state, { text: AttemptState.label(state) }])),
    }),
    { title: '得分', dataIndex: 'totalScore', hideInSearch: true, width: 190, render: (_, row) => scoreText(row) },
    {
      title: '结果',
      dataIndex: 'passed',
      hideInSearch: true,
      width: 90,
      render: (_, row) => (row.passed === null ? '—' : <Tag color={row.passed ? 'green' : 'red'}>{resultText(row.passed)}</Tag>),
    },
    { title: '阅卷人', dataIndex: 'reviewerName', hideInSearch: true, width: 100, render: (_, row) => row.reviewerName ?? '—' },
    {
      title: '操作',
      valueType: 'option',
      width: 200,
      render: (_, row) => [<AttemptActions key="actions" row={row} onChanged={() => actionRef.current?.reload()} />],
    },
  ];

  return (
    <PageContainer
      title={EXAM_RESULTS_TITLE}
      content="本渠道交付的内审员认证考试：待阅卷的考试排在最前；简答题评分后出成绩，及格的考生自动获得证书。"
    >
      <ListTable<AttemptSummary, Parameters<typeof examReviewList>[0]>
        rowKey="attemptCode"
        headerTitle="客户考试记录"
        actionRef={actionRef}
        columns={columns}
        call={examReviewList}
        options={{ density: false, setting: false }}
        scroll={{ x: 1200 }}
        locale={{ emptyText: '暂无考试记录：客户的内审员交卷后显示在这里' }}
      />
    </PageContainer>
  );
};

export default ExamResults;
