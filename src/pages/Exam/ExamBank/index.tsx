/**
 * 内审员考试题库 (/productDevelopment/examBank, canRoot; issue 30 item 1): the platform manager's
 * question bank for the internal-auditor exam. Above, how many questions each topic and kind holds
 * (what papers can draw); below, the questions paged on the server with search by keyword (code,
 * stem, clause), kind, topic and difficulty. The manager adds, edits and deletes questions and
 * moves the bank through Excel (template, export, import); shipped questions may be edited, not
 * deleted. The question's rules are domain/exam/bank.ts's; the form checks them before sending.
 */
import { DownloadOutlined, FileTextOutlined, PlusOutlined } from '@ant-design/icons';
import { PageContainer, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import type React from 'react';
import { useRef, useState } from 'react';
import { ERROR_MESSAGES, ErrorCode } from '@domain/errors';
import { ExamDifficulty, ExamQuestionKind, ExamTopic } from '@domain/exam/enums';
import { enumColumn, ListTable, QUIET_CALL, useListLoadError } from '@/components/ListKit';
import ConfirmAction from '@/components/ListKit/ConfirmAction';
import { type BankQuestionItem, examBankCounts, examBankDelete, examBankExport, examBankList, examBankTemplate } from '@/services/exam';
import BankCounts from './components/BankCounts';
import ImportButton from './components/ImportButton';
import QuestionForm, { NEW_QUESTION_TEXT } from './components/QuestionForm';

/** Why a shipped question has no delete (the server refuses it with these words). */
const SHIPPED_NOT_DELETABLE = ERROR_MESSAGES[ErrorCode.EXAM_QUESTION_SHIPPED];

const DIFFICULTY_COLORS = { easy: 'green', medium: 'blue', hard: 'volcano' } as const;

/** The drawer's question; `seq` gives each opening a fresh form. */
interface Editing {
  open: boolean;
  question?: BankQuestionItem;
  seq: number;
}

const ExamBank: React.FC = () => {
  const actionRef = useRef<ActionType>();
  const countsError = useListLoadError();
  const counts = useRequest(() => examBankCounts(QUIET_CALL), { onBefore: countsError.clear, onError: countsError.fail });
  const [editing, setEditing] = useState<Editing>({ open: false, seq: 0 });
  const [downloading, setDownloading] = useState<'template' | 'export'>();

  const open = (question?: BankQuestionItem) => setEditing((before) => ({ open: true, question, seq: before.seq + 1 }));
  const changed = () => {
    actionRef.current?.reload();
    counts.refresh();
  };
  const download = async (which: 'template' | 'export') => {
    setDownloading(which);
    try {
      await (which === 'template'
        ? examBankTemplate({ fallbackFileName: '内审员考试题库导入模板.xlsx' })
        : examBankExport({ fallbackFileName: '内审员考试题库.xlsx', noFileMessage: '题库中还没有题目' }));
    } catch {
      // Shown by the request error handler.
    } finally {
      setDownloading(undefined);
    }
  };

  const columns: ProColumns<BankQuestionItem>[] = [
    { title: '关键字', dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: '编号、题干或参考条款' } },
    { title: '编号', dataIndex: 'code', hideInSearch: true, width: 150, render: (_, row) => <Typography.Text code>{row.code}</Typography.Text> },
    enumColumn<BankQuestionItem, ExamQuestionKind>('题型', 'kind', ExamQuestionKind, { width: 90 }),
    enumColumn<BankQuestionItem, ExamTopic>('考点', 'topic', ExamTopic, { width: 220 }),
    { title: '参考条款', dataIndex: 'clause', hideInSearch: true, width: 90 },
    enumColumn<BankQuestionItem, ExamDifficulty>('难度', 'difficulty', ExamDifficulty, { width: 80, colors: DIFFICULTY_COLORS }),
    { title: '题干', dataIndex: 'stem', hideInSearch: true, ellipsis: true },
    {
      title: '来源',
      dataIndex: 'shipped',
      hideInSearch: true,
      width: 100,
      render: (_, row) => (row.shipped ? <Tag>内置</Tag> : <Tag color="blue">平台新增</Tag>),
    },
    {
      title: '操作',
      valueType: 'option',
      fixed: 'right',
      width: 110,
      render: (_, row) => (
        <Space>
          <Typography.Link onClick={() => open(row)}>编辑</Typography.Link>
          {row.shipped ? (
            <Tooltip title={SHIPPED_NOT_DELETABLE}>
              <Typography.Text type="secondary" aria-disabled>
                删除
              </Typography.Text>
            </Tooltip>
          ) : (
            <ConfirmAction
              title={`删除题目“${row.code}”？`}
              description="删除后不能恢复；已开始的考试保存了各自的试题，不受影响。"
              okText="删除"
              successMessage={`题目 ${row.code} 已删除`}
              action={() => examBankDelete({ code: row.code, version: row.version })}
              onDone={changed}
            >
              <Typography.Link type="danger">删除</Typography.Link>
            </ConfirmAction>
          )}
        </Space>
      ),
    },
  ];

  return (
    <PageContainer
      title="内审员考试题库"
      onBack={() => history.push('/productDevelopment')}
      extra={
        <Button icon={<FileTextOutlined />} onClick={() => history.push('/productDevelopment/examPapers')}>
          试卷管理
        </Button>
      }
    >
      <BankCounts counts={counts.data} loading={counts.loading} error={countsError.error} onRetry={counts.refresh} />
      <ListTable<BankQuestionItem>
        rowKey="code"
        actionRef={actionRef}
        columns={columns}
        call={examBankList}
        headerTitle="题目列表"
        options={{ density: false }}
        toolBarRender={() => [
          <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => open()}>
            {NEW_QUESTION_TEXT}
          </Button>,
          <ImportButton key="import" onDone={changed} />,
          <Button key="export" icon={<DownloadOutlined />} loading={downloading === 'export'} onClick={() => download('export')}>
            导出题库
          </Button>,
          <Button key="template" type="link" loading={downloading === 'template'} onClick={() => download('template')}>
            下载模板
          </Button>,
        ]}
        locale={{ emptyText: '没有符合条件的题目；可点击「新增题目」或「导入」添加' }}
        scroll={{ x: 1100 }}
      />
      <QuestionForm
        key={editing.seq}
        open={editing.open}
        question={editing.question}
        onClose={() => setEditing((before) => ({ ...before, open: false }))}
        onSaved={changed}
      />
    </PageContainer>
  );
};

export default ExamBank;
