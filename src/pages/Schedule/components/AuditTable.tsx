/** The per-audit list of the board: client, type, standards, scope codes, window, days, state, dates and team, with the planner's actions. */
import { AuditState, AuditType, ScheduleState, TeamRole } from '@domain/certification/enums';
import { Button, Space, Table, Tag } from 'antd';
import type React from 'react';
import ConfirmAction from '@/components/ListKit/ConfirmAction';
import { type ScheduleAuditRow, scheduleClear } from '@/services/schedule';
import { ADJUST_TEXT, CLEAR_TEXT } from './labels';

interface Props {
  audits: ScheduleAuditRow[];
  editable: boolean;
  loading: boolean;
  selected: string[];
  onSelect: (codes: string[]) => void;
  onAdjust: (audit: ScheduleAuditRow) => void;
  onChanged: () => void;
}

const STATE_COLORS = { unscheduled: 'default', draft: 'gold', published: 'green' } as const;

const AuditTable: React.FC<Props> = ({ audits, editable, loading, selected, onSelect, onAdjust, onChanged }) => (
  <Table<ScheduleAuditRow>
    rowKey="auditCode"
    size="small"
    loading={loading}
    pagination={false}
    dataSource={audits}
    locale={{ emptyText: '周期内没有待排的审核' }}
    rowSelection={
      editable
        ? {
            selectedRowKeys: selected,
            onChange: (keys) => onSelect(keys as string[]),
            getCheckboxProps: (row) => ({ disabled: row.scheduleState !== 'draft' }),
          }
        : undefined
    }
    columns={[
      { title: '客户', dataIndex: 'clientName', key: 'clientName' },
      { title: '审核类型', dataIndex: 'type', key: 'type', render: (type) => AuditType.label(type) },
      { title: '标准', dataIndex: 'standards', key: 'standards', render: (list: string[]) => list.join('、') },
      { title: '专业代码', dataIndex: 'scopeCodes', key: 'scopeCodes', render: (list: string[]) => list.join('、') || '—' },
      { title: '时间窗口', key: 'window', render: (_, row) => `${row.windowFrom} 至 ${row.windowTo}` },
      { title: '人日', dataIndex: 'requiredDays', key: 'requiredDays' },
      { title: '地区', dataIndex: 'regionName', key: 'regionName' },
      { title: '审核状态', dataIndex: 'state', key: 'state', render: (state) => AuditState.label(state) },
      {
        title: '排期',
        dataIndex: 'scheduleState',
        key: 'scheduleState',
        render: (state: ScheduleAuditRow['scheduleState']) => <Tag color={STATE_COLORS[state]}>{ScheduleState.label(state)}</Tag>,
      },
      { title: '日期', key: 'dates', render: (_, row) => (row.startDate ? `${row.startDate} 至 ${row.endDate}` : '—') },
      {
        title: '审核组',
        key: 'team',
        render: (_, row) =>
          row.team.length === 0
            ? '—'
            : row.team.map((m) => (
                <div key={m.assessorCode}>
                  {TeamRole.label(m.role)}：{m.name}（{m.days} 天）
                </div>
              )),
      },
      ...(editable
        ? [
            {
              title: '操作',
              key: 'actions',
              render: (_: unknown, row: ScheduleAuditRow) =>
                row.editable ? (
                  <Space>
                    <Button size="small" onClick={() => onAdjust(row)}>
                      {ADJUST_TEXT}
                    </Button>
                    {row.scheduleState !== 'unscheduled' && (
                      <ConfirmAction
                        title={`清除 ${row.clientName} 的排期？`}
                        description="日期与审核组将被清除，审核回到未排期"
                        successMessage="排期已清除"
                        action={() => scheduleClear({ auditCode: row.auditCode })}
                        onDone={onChanged}
                      >
                        <Button size="small" danger>
                          {CLEAR_TEXT}
                        </Button>
                      </ConfirmAction>
                    )}
                  </Space>
                ) : null,
            },
          ]
        : []),
    ]}
  />
);

export default AuditTable;
