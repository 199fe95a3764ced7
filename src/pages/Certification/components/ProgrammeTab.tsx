/**
 * 审核方案: the five audits of the 3-year programme with their windows, on-site and total days,
 * state and, once scheduled, dates and team (智能排期 plans them). Generated (again) by a planner
 * after the contract review, never once an audit has started.
 */
import { Alert, Button, Empty, Space, Table, Tag, Typography } from 'antd';
import type React from 'react';
import { AuditState, AuditType, ScheduleState, TeamRole } from '@domain/enums';
import ConfirmAction from '@/components/ListKit/ConfirmAction';
import { certProjectProgramme, type CertAuditItem, type CertProjectDetail } from '@/services/certification';
import { AUDIT_STATE_COLORS } from './labels';

const ProgrammeTab: React.FC<{ project: CertProjectDetail; onGenerated: (next: CertProjectDetail) => void }> = ({ project, onGenerated }) => {
  const generate = async () => onGenerated(await certProjectProgramme({ certProjectCode: project.certProjectCode, version: project.version }));
  const regenerate = project.audits.length > 0;

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      {project.canGenerateProgramme ? (
        <ConfirmAction
          title={regenerate ? '重新生成审核方案？' : '生成审核方案？'}
          description={
            regenerate
              ? '将按当前评审结果重新计算各次审核的时间窗口和人日，已排的日期和审核组将清除'
              : '将生成第一阶段、第二阶段、两次监督和再认证审核'
          }
          successMessage="审核方案已生成"
          action={generate}
        >
          <Button type="primary">{regenerate ? '重新生成审核方案' : '生成审核方案'}</Button>
        </ConfirmAction>
      ) : null}
      {project.canManage && project.state === 'programmed' && !project.canGenerateProgramme ? (
        <Alert type="info" showIcon message="已有审核开始，审核方案不能重新生成" />
      ) : null}
      {project.audits.length === 0 ? (
        <Empty description={project.auditTime ? '尚未生成审核方案' : '完成合同评审后生成审核方案'} />
      ) : (
        <Table<CertAuditItem>
          rowKey="auditCode"
          size="small"
          pagination={false}
          dataSource={project.audits}
          columns={[
            { title: '审核', dataIndex: 'type', width: 130, render: (type) => AuditType.label(type) },
            { title: '时间窗口', key: 'window', width: 200, render: (_, row) => `${row.windowFrom} 至 ${row.windowTo}` },
            { title: '现场 / 总人日', key: 'days', width: 110, render: (_, row) => `${row.requiredDays} / ${row.totalDays}` },
            {
              title: '状态',
              key: 'state',
              width: 170,
              render: (_, row) => (
                <Space size={4}>
                  <Tag color={AUDIT_STATE_COLORS[row.state]}>{AuditState.label(row.state)}</Tag>
                  {row.state === 'planned' || row.state === 'scheduled' ? <Tag>{ScheduleState.label(row.scheduleState)}</Tag> : null}
                </Space>
              ),
            },
            { title: '审核日期', key: 'dates', width: 200, render: (_, row) => (row.startDate ? `${row.startDate} 至 ${row.endDate}` : '—') },
            {
              title: '审核组',
              key: 'team',
              render: (_, row) =>
                row.team.length ? (
                  <Space direction="vertical" size={0}>
                    {row.team.map((member) => (
                      <Typography.Text key={member.assessorCode}>
                        {member.name}（{TeamRole.label(member.role)}，{member.days} 人日）
                      </Typography.Text>
                    ))}
                  </Space>
                ) : (
                  '—'
                ),
            },
          ]}
        />
      )}
    </Space>
  );
};

export default ProgrammeTab;
