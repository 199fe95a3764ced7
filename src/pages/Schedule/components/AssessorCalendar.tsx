/** The per-assessor view of one month: rows assessors, columns the days; a cell shows the audits (click to adjust) and the leave. */
import { AssessorGrade } from '@domain/assessors/enums';
import { AuditType } from '@domain/certification/enums';
import { Table, Tag, Tooltip } from 'antd';
import type React from 'react';
import type { ScheduleAssessorRow, ScheduleAuditRow } from '@/services/schedule';

interface Props {
  month: string;
  audits: ScheduleAuditRow[];
  assessors: ScheduleAssessorRow[];
  onOpen?: (audit: ScheduleAuditRow) => void;
}

const daysOf = (month: string): string[] => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
};

const COLORS = { draft: 'gold', published: 'green', unscheduled: 'default' } as const;

const AssessorCalendar: React.FC<Props> = ({ month, audits, assessors, onOpen }) => {
  const days = daysOf(month);
  const planned = audits.filter((a) => a.startDate && a.endDate);
  const columns = [
    {
      title: '审核员',
      dataIndex: 'name',
      key: 'name',
      fixed: 'left' as const,
      width: 180,
      render: (_: unknown, row: ScheduleAssessorRow) => (
        <span>
          <Tooltip
            title={
              row.registrations
                .map(
                  (r) =>
                    `${r.field} ${(AssessorGrade.labels as Record<string, string>)[r.grade] ?? r.grade} 至 ${r.validUntil}${r.expired ? '（已过期）' : ''}`,
                )
                .join('；') || '无注册'
            }
          >
            {row.name}
          </Tooltip>
          {row.teamLeader && <Tag color="blue">组长</Tag>}
          {row.expert && <Tag>专家</Tag>}
          {row.registrations.length > 0 && row.registrations.every((r) => r.expired) && <Tag color="red">注册过期</Tag>}
          <br />
          <small>
            {row.daysByMonth[month] ?? 0}/{row.maxDaysPerMonth} 天
          </small>
        </span>
      ),
    },
    ...days.map((day) => ({
      title: day.slice(8),
      key: day,
      width: 44,
      render: (_: unknown, row: ScheduleAssessorRow) => {
        const leave = row.leaves.find((l) => l.from <= day && day <= l.to);
        const here = planned.filter((a) => a.startDate! <= day && day <= a.endDate! && a.team.some((m) => m.assessorCode === row.assessorCode));
        return (
          <>
            {leave && (
              <Tooltip title={`${leave.from} 至 ${leave.to} ${leave.reason}`}>
                <Tag color="red">休</Tag>
              </Tooltip>
            )}
            {here.map((audit) => (
              <Tooltip key={audit.auditCode} title={`${audit.clientName} ${AuditType.label(audit.type)} ${audit.startDate} 至 ${audit.endDate}`}>
                <Tag
                  color={COLORS[audit.scheduleState]}
                  style={{ cursor: onOpen && audit.editable ? 'pointer' : undefined }}
                  onClick={() => onOpen && audit.editable && onOpen(audit)}
                >
                  {audit.clientName.slice(0, 2)}
                </Tag>
              </Tooltip>
            ))}
          </>
        );
      },
    })),
  ];
  return (
    <Table
      rowKey="assessorCode"
      size="small"
      bordered
      pagination={false}
      scroll={{ x: 180 + days.length * 44 }}
      columns={columns}
      dataSource={assessors}
      locale={{ emptyText: '本机构还没有审核员' }}
    />
  );
};

export default AssessorCalendar;
