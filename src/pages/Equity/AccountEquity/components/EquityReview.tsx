/**
 * 权益申请审核 (a tab of /serviceManage, canReadChannelManage): the channels' equity applications,
 * waiting ones first (server-paged, filter by state and channel name); approve after a
 * confirmation (the level applies to the channel's prices from that moment), or reject with a
 * required reason. Only the moves EQUITY_APPLICATION_MACHINE offers this viewer are shown.
 */
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { useModel } from '@umijs/max';
import { Descriptions, Space, Typography } from 'antd';
import type React from 'react';
import { useRef } from 'react';
import { discountLabel, EQUITY_APPLICATION_MACHINE, equityLevelOf, REVIEWABLE_STATES } from '@domain/equity/rules';
import { ApprovalState, EquityLevel } from '@domain/enums';
import { chinaTimeColumn, enumColumn, ListTable } from '@/components/ListKit';
import ReviewActionsKit from '@/components/ReviewActions';
import { platformEquityList, reviewEquity, type EquityApplication } from '@/services/equity';
import { chinaTimeText } from '@/utils/chinaTime';
import { EQUITY_STATE_COLORS } from './labels';

/** The state filter offers only the states the platform sees (drafts stay with the channel). */
const REVIEWABLE_VALUE_ENUM = Object.fromEntries(REVIEWABLE_STATES.map((state) => [state, { text: ApprovalState.label(state) }]));

const levelText = (code: EquityApplication['levelCode']) => `${EquityLevel.label(code)}（${discountLabel(equityLevelOf(code).discountPercent)}）`;

const ReviewActions: React.FC<{ row: EquityApplication; onDone: () => void }> = ({ row, onDone }) => {
  const { initialState } = useModel('@@initialState');
  const actions = EQUITY_APPLICATION_MACHINE.allowedActions(row.state, initialState?.currentUser).map((move) => move.action);
  return (
    <ReviewActionsKit
      actions={actions}
      onDone={onDone}
      approve={{
        confirm: `确认通过「${row.tenantZhName}」申请的「${EquityLevel.label(row.levelCode)}」？`,
        description: '通过后该渠道自此刻起按新等级的折扣采购服务产品，此前的价格不变。',
        run: () => reviewEquity({ applicationCode: row.applicationCode, decision: 'approve' }),
        done: `已通过「${row.tenantZhName}」的权益申请，新等级即刻生效`,
      }}
      reject={{
        title: '驳回权益申请',
        details: (
          <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
            <Descriptions.Item label="渠道">{row.tenantZhName}</Descriptions.Item>
            <Descriptions.Item label="申请等级">{levelText(row.levelCode)}</Descriptions.Item>
          </Descriptions>
        ),
        note: '驳回原因会显示给该渠道，渠道可据此重新申请。',
        placeholder: '请说明驳回原因，如：近 12 个月成交项目数未达要求',
        maxLength: 500,
        run: (reason) => reviewEquity({ applicationCode: row.applicationCode, decision: 'reject', reason }),
        done: `已驳回「${row.tenantZhName}」的权益申请`,
      }}
    />
  );
};

const EquityReview: React.FC = () => {
  const actionRef = useRef<ActionType>();
  const reload = () => actionRef.current?.reload();

  const columns: ProColumns<EquityApplication>[] = [
    { title: '渠道名称', dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: '渠道名称' } },
    { title: '渠道', dataIndex: 'tenantZhName', hideInSearch: true, width: 160 },
    { title: '原等级', dataIndex: 'fromLevel', hideInSearch: true, width: 130, render: (_, row) => EquityLevel.label(row.fromLevel) },
    { title: '申请等级', dataIndex: 'levelCode', hideInSearch: true, width: 180, render: (_, row) => levelText(row.levelCode) },
    { title: '申请说明', dataIndex: 'reason', hideInSearch: true, ellipsis: true, width: 260 },
    { title: '申请人', dataIndex: 'applicantName', hideInSearch: true, width: 110 },
    enumColumn<EquityApplication, ApprovalState>('状态', 'state', ApprovalState, {
      colors: EQUITY_STATE_COLORS,
      width: 100,
      valueEnum: REVIEWABLE_VALUE_ENUM,
    }),
    chinaTimeColumn<EquityApplication>('提交时间', 'submittedAt'),
    {
      title: '审核',
      dataIndex: 'reviewedAt',
      hideInSearch: true,
      width: 220,
      render: (_, row) =>
        row.reviewedAt ? (
          <Space direction="vertical" size={0}>
            {row.reviewReason ? `${ApprovalState.label(row.state)}：${row.reviewReason}` : ApprovalState.label(row.state)}
            <Typography.Text
              type="secondary"
              style={{ fontSize: 12 }}
            >{`${row.reviewerName ?? ''} ${chinaTimeText(row.reviewedAt)}`}</Typography.Text>
          </Space>
        ) : (
          '—'
        ),
    },
    {
      title: '操作',
      valueType: 'option',
      fixed: 'right',
      width: 140,
      render: (_, row) => <ReviewActions row={row} onDone={reload} />,
    },
  ];

  return (
    <ListTable
      rowKey="applicationCode"
      actionRef={actionRef}
      columns={columns}
      call={platformEquityList}
      locale={{ emptyText: '暂无权益申请' }}
      scroll={{ x: 1400 }}
    />
  );
};

export default EquityReview;
