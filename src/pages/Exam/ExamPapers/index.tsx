/**
 * 内审员考试试卷 (/productDevelopment/examPapers, canRoot; issue 30 item 1): the platform manager's
 * papers for the internal-auditor exam, paged on the server with search by name. Each row gives
 * the paper's question count, total score, time limit, pass mark and attempts; a paper the bank
 * can no longer serve for every candidate (after questions were deleted or retagged) says why in
 * red. The manager creates papers (starting from the default paper), edits them at their version
 * and deletes them after confirming. The paper's rules are domain/exam/paper.ts's; the form checks
 * them before sending, the server whether the bank can serve its draws.
 */
import { BookOutlined, PlusOutlined } from '@ant-design/icons';
import { PageContainer, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Button, Space, Typography } from 'antd';
import type React from 'react';
import { useRef, useState } from 'react';
import { chinaTimeColumn, ListTable, QUIET_CALL, useListLoadError } from '@/components/ListKit';
import ConfirmAction from '@/components/ListKit/ConfirmAction';
import { type ExamPaperItem, examBankCounts, examPaperDelete, examPaperList } from '@/services/exam';
import PaperForm, { NEW_PAPER_TEXT } from './components/PaperForm';
import { scoreText } from './components/paperValues';

const BANK_PATH = '/productDevelopment/examBank';
const UNSERVABLE_TEXT = '题库不足，无法抽出该试卷';

/** The drawer's paper; `seq` gives each opening a fresh form. */
interface Editing {
  open: boolean;
  paper?: ExamPaperItem;
  seq: number;
}

/** The reasons the bank cannot serve a paper now, under its name. */
const Problems: React.FC<{ problems: string[] }> = ({ problems }) =>
  problems.length ? (
    <Alert
      type="error"
      showIcon
      style={{ marginTop: 8, padding: '4px 8px' }}
      message={UNSERVABLE_TEXT}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      }
    />
  ) : null;

const ExamPapers: React.FC = () => {
  const actionRef = useRef<ActionType>();
  const countsError = useListLoadError();
  const counts = useRequest(() => examBankCounts(QUIET_CALL), { onBefore: countsError.clear, onError: countsError.fail });
  const [editing, setEditing] = useState<Editing>({ open: false, seq: 0 });

  const open = (paper?: ExamPaperItem) => {
    // The bank may have changed since the page opened: the draws' hints count it as it is now.
    counts.refresh();
    setEditing((before) => ({ open: true, paper, seq: before.seq + 1 }));
  };
  const changed = () => actionRef.current?.reload();

  const columns: ProColumns<ExamPaperItem>[] = [
    { title: '关键字', dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: '试卷名称' } },
    {
      title: '试卷名称',
      dataIndex: 'title',
      hideInSearch: true,
      width: 320,
      render: (_, row) => (
        <>
          <Typography.Text strong>{row.title}</Typography.Text>
          <Problems problems={row.problems} />
        </>
      ),
    },
    {
      title: '试卷编号',
      dataIndex: 'paperCode',
      hideInSearch: true,
      width: 200,
      render: (_, row) => <Typography.Text code>{row.paperCode}</Typography.Text>,
    },
    { title: '题量', dataIndex: 'questionCount', hideInSearch: true, width: 80, align: 'right', render: (_, row) => `${row.questionCount} 题` },
    { title: '总分', dataIndex: 'maxScore', hideInSearch: true, width: 80, align: 'right', render: (_, row) => `${scoreText(row.maxScore)} 分` },
    {
      title: '考试时长',
      dataIndex: 'timeLimitMinutes',
      hideInSearch: true,
      width: 100,
      align: 'right',
      render: (_, row) => `${row.timeLimitMinutes} 分钟`,
    },
    { title: '及格线', dataIndex: 'passMarkPct', hideInSearch: true, width: 80, align: 'right', render: (_, row) => `${row.passMarkPct}%` },
    {
      title: '允许次数',
      dataIndex: 'attemptsAllowed',
      hideInSearch: true,
      width: 90,
      align: 'right',
      render: (_, row) => `${row.attemptsAllowed} 次`,
    },
    chinaTimeColumn<ExamPaperItem>('更新时间', 'updatedAt'),
    {
      title: '操作',
      valueType: 'option',
      fixed: 'right',
      width: 110,
      render: (_, row) => (
        <Space>
          <Typography.Link onClick={() => open(row)}>编辑</Typography.Link>
          <ConfirmAction
            title={`删除试卷“${row.title}”？`}
            description="删除后不能恢复；在售的考试产品使用的试卷不能删除，已开始的考试保存了各自的试题，不受影响。"
            okText="删除"
            successMessage={`试卷「${row.title}」已删除`}
            action={() => examPaperDelete({ paperCode: row.paperCode, version: row.version })}
            onDone={changed}
          >
            <Typography.Link type="danger">删除</Typography.Link>
          </ConfirmAction>
        </Space>
      ),
    },
  ];

  return (
    <PageContainer
      title="内审员考试试卷"
      onBack={() => history.push('/productDevelopment')}
      extra={
        <Button icon={<BookOutlined />} onClick={() => history.push(BANK_PATH)}>
          题库管理
        </Button>
      }
    >
      <ListTable<ExamPaperItem>
        rowKey="paperCode"
        actionRef={actionRef}
        columns={columns}
        call={examPaperList}
        headerTitle="试卷列表"
        options={{ density: false }}
        toolBarRender={() => [
          <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => open()}>
            {NEW_PAPER_TEXT}
          </Button>,
        ]}
        locale={{ emptyText: `没有符合条件的试卷；可点击「${NEW_PAPER_TEXT}」添加` }}
        scroll={{ x: 1300 }}
      />
      <PaperForm
        key={editing.seq}
        open={editing.open}
        paper={editing.paper}
        counts={counts.data?.counts}
        countsError={countsError.error}
        onClose={() => setEditing((before) => ({ ...before, open: false }))}
        onSaved={changed}
      />
    </PageContainer>
  );
};

export default ExamPapers;
