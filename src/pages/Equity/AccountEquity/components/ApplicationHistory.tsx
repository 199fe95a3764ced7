/**
 * The channel's applications, newest first: level, state (labels of ApprovalState), the reviewer
 * and the reason of a rejection; a waiting application may be withdrawn after a confirmation
 * (only the moves EQUITY_APPLICATION_MACHINE offers this viewer).
 */
import { useModel } from '@umijs/max';
import { Card, Popconfirm, Space, Table, Tag, Typography, message } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type React from 'react';
import { EQUITY_APPLICATION_MACHINE } from '@domain/equity/rules';
import { ApprovalState, EquityLevel } from '@domain/enums';
import { type EquityApplication, withdrawEquity } from '@/services/equity';
import { chinaTimeText } from '@/utils/chinaTime';
import { EQUITY_STATE_COLORS, WITHDRAW_TEXT } from './labels';

const Withdraw: React.FC<{ row: EquityApplication; onDone: () => void }> = ({ row, onDone }) => {
  const withdraw = async () => {
    try {
      await withdrawEquity({ applicationCode: row.applicationCode });
      message.success('申请已撤回，可修改后重新提交');
    } catch {
      // Shown by the request error handler (e.g. reviewed meanwhile).
    }
    onDone();
  };
  return (
    <Popconfirm
      title={`确认撤回「${EquityLevel.label(row.levelCode)}」的申请？`}
      description="撤回后申请回到草稿，平台将不再审核，修改后可重新提交。"
      okText={WITHDRAW_TEXT}
      cancelText="取消"
      onConfirm={withdraw}
    >
      <a>{WITHDRAW_TEXT}</a>
    </Popconfirm>
  );
};

const ApplicationHistory: React.FC<{ applications: EquityApplication[]; onDone: () => void }> = ({ applications, onDone }) => {
  const { initialState } = useModel('@@initialState');
  const user = initialState?.currentUser;

  const columns: ColumnsType<EquityApplication> = [
    { title: '申请等级', dataIndex: 'levelCode', render: (_, row) => EquityLevel.label(row.levelCode), width: 130 },
    { title: '原等级', dataIndex: 'fromLevel', render: (_, row) => EquityLevel.label(row.fromLevel), width: 130 },
    {
      title: '状态',
      dataIndex: 'state',
      width: 100,
      render: (_, row) => <Tag color={EQUITY_STATE_COLORS[row.state]}>{row.state === 'inhand' ? '草稿' : ApprovalState.label(row.state)}</Tag>,
    },
    { title: '申请说明', dataIndex: 'reason', ellipsis: true },
    { title: '提交时间', dataIndex: 'submittedAt', width: 170, render: (_, row) => chinaTimeText(row.submittedAt) },
    {
      title: '审核',
      dataIndex: 'reviewedAt',
      width: 240,
      render: (_, row) =>
        row.reviewedAt ? (
          <Space direction="vertical" size={0}>
            {row.reviewReason ? `${ApprovalState.label(row.state)}：${row.reviewReason}` : ApprovalState.label(row.state)}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {`${row.reviewerName ?? ''} ${chinaTimeText(row.reviewedAt)}`}
            </Typography.Text>
          </Space>
        ) : (
          '—'
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 80,
      render: (_, row) =>
        EQUITY_APPLICATION_MACHINE.allowedActions(row.state, user).some((move) => move.action === 'withdraw') ? (
          <Withdraw row={row} onDone={onDone} />
        ) : null,
    },
  ];

  return (
    <Card title="申请记录">
      <Table<EquityApplication>
        rowKey="applicationCode"
        columns={columns}
        dataSource={applications}
        pagination={false}
        size="middle"
        scroll={{ x: 900 }}
        locale={{ emptyText: '暂无申请记录' }}
      />
    </Card>
  );
};

export default ApplicationHistory;
