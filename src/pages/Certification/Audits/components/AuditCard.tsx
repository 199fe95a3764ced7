/**
 * One audit in 审核实施: dates, team, plan, report and findings, with the moves the server allows
 * the caller (the flags of AuditView): plan, start, record/edit/delete findings, complete, verify
 * or return a corrective action, submit one (the client's PM or a planner).
 */
import { Button, Card, Descriptions, Empty, Space, Table, Tag, Typography } from 'antd';
import type React from 'react';
import { ReportConclusions } from '@domain/certification/audits';
import { AuditState, AuditType, FindingGrade, FindingState, TeamRole } from '@domain/certification/enums';
import ConfirmAction from '@/components/ListKit/ConfirmAction';
import * as api from '@/services/audit';
import type { AuditView, FindingItem } from '@/services/audit';
import { AUDIT_STATE_COLORS } from '../../components/labels';
import { CompleteForm, CorrectiveForm, FindingForm, PlanForm, ReturnForm } from './forms';

const GRADE_COLORS: Record<FindingItem['grade'], string> = { major: 'red', minor: 'orange', observation: 'blue' };
const FINDING_STATE_COLORS: Record<FindingItem['state'], string> = { open: 'gold', submitted: 'processing', verified: 'success' };

export const AuditCard: React.FC<{ audit: AuditView; onChange: () => void }> = ({ audit, onChange }) => {
  const actions = (
    <Space wrap>
      {audit.canPlan ? (
        <PlanForm audit={audit} onDone={onChange} trigger={<Button size="small">{audit.plan ? '修改审核计划' : '编写审核计划'}</Button>} />
      ) : null}
      {audit.canStart ? (
        <ConfirmAction
          title="开始审核？"
          successMessage="审核已开始"
          action={() => api.certAuditStart({ auditCode: audit.auditCode })}
          onDone={onChange}
        >
          <Button size="small" type="primary">
            开始审核
          </Button>
        </ConfirmAction>
      ) : null}
      {audit.canRecord ? <FindingForm auditCode={audit.auditCode} onDone={onChange} trigger={<Button size="small">记录不符合项</Button>} /> : null}
      {audit.canComplete ? (
        <CompleteForm
          auditCode={audit.auditCode}
          onDone={onChange}
          trigger={
            <Button size="small" type="primary">
              完成审核
            </Button>
          }
        />
      ) : null}
    </Space>
  );

  const findingActions = (finding: FindingItem) => (
    <Space wrap size={4}>
      {audit.canRecord ? (
        <>
          <FindingForm
            auditCode={audit.auditCode}
            finding={finding}
            onDone={onChange}
            trigger={
              <Button type="link" size="small">
                修改
              </Button>
            }
          />
          <ConfirmAction
            title="删除该不符合项？"
            successMessage="不符合项已删除"
            action={() => api.certFindingDelete({ findingCode: finding.findingCode })}
            onDone={onChange}
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </ConfirmAction>
        </>
      ) : null}
      {audit.canSubmit && finding.grade !== 'observation' && finding.state === 'open' ? (
        <CorrectiveForm
          finding={finding}
          onDone={onChange}
          trigger={
            <Button type="link" size="small">
              提交纠正措施
            </Button>
          }
        />
      ) : null}
      {audit.canVerify && finding.state === 'submitted' ? (
        <>
          <ConfirmAction
            title="验证通过，关闭该不符合项？"
            successMessage="已验证关闭"
            action={() => api.certFindingVerify({ findingCode: finding.findingCode, verdict: 'verified', note: '' })}
            onDone={onChange}
          >
            <Button type="link" size="small">
              验证通过
            </Button>
          </ConfirmAction>
          <ReturnForm
            finding={finding}
            onDone={onChange}
            trigger={
              <Button type="link" size="small" danger>
                退回
              </Button>
            }
          />
        </>
      ) : null}
    </Space>
  );

  return (
    <Card
      size="small"
      title={
        <Space>
          {AuditType.label(audit.type)}
          <Tag color={AUDIT_STATE_COLORS[audit.state]}>{AuditState.label(audit.state)}</Tag>
        </Space>
      }
      extra={actions}
    >
      <Descriptions size="small" column={2}>
        <Descriptions.Item label="审核日期">{audit.startDate ? `${audit.startDate} 至 ${audit.endDate}` : '未排期'}</Descriptions.Item>
        <Descriptions.Item label="时间窗口">{`${audit.windowFrom} 至 ${audit.windowTo}`}</Descriptions.Item>
        <Descriptions.Item label="审核组" span={2}>
          {audit.team.length ? audit.team.map((member) => `${member.name}（${TeamRole.label(member.role)}）`).join('、') : '—'}
        </Descriptions.Item>
        {audit.report ? (
          <Descriptions.Item label="审核结论" span={2}>
            {ReportConclusions[audit.report.conclusion]}（{audit.report.completedOn}）：{audit.report.summary}
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      {audit.plan ? (
        <Table
          size="small"
          rowKey={(row) => `${row.date}-${row.time}-${row.process}`}
          pagination={false}
          title={() => <Typography.Text strong>审核计划</Typography.Text>}
          dataSource={audit.plan.sessions}
          columns={[
            { title: '日期', dataIndex: 'date' },
            { title: '时间', dataIndex: 'time' },
            { title: '条款/过程', dataIndex: 'process' },
            { title: '受审核方', dataIndex: 'auditee' },
            { title: '审核员', dataIndex: 'auditor' },
          ]}
        />
      ) : null}
      {audit.findings.length || audit.state === 'inProgress' || audit.report ? (
        <Table<FindingItem>
          size="small"
          rowKey="findingCode"
          pagination={false}
          title={() => <Typography.Text strong>不符合项与观察项</Typography.Text>}
          locale={{ emptyText: <Empty description="暂无不符合项" /> }}
          dataSource={audit.findings}
          columns={[
            {
              title: '等级',
              dataIndex: 'grade',
              render: (grade: FindingItem['grade']) => <Tag color={GRADE_COLORS[grade]}>{FindingGrade.label(grade)}</Tag>,
            },
            { title: '条款', dataIndex: 'clause' },
            { title: '描述', dataIndex: 'description' },
            { title: '客观证据', dataIndex: 'evidence' },
            { title: '整改期限', dataIndex: 'deadline', render: (deadline: string | null) => deadline ?? '—' },
            {
              title: '状态',
              dataIndex: 'state',
              render: (state: FindingItem['state'], row) =>
                row.grade === 'observation' ? '—' : <Tag color={FINDING_STATE_COLORS[state]}>{FindingState.label(state)}</Tag>,
            },
            {
              title: '纠正措施',
              dataIndex: 'correctiveAction',
              render: (text: string | null, row) => (
                <>
                  {text ?? '—'}
                  {row.verificationNote && row.state === 'open' ? <div style={{ color: '#cf1322' }}>退回：{row.verificationNote}</div> : null}
                </>
              ),
            },
            { title: '操作', key: 'actions', render: (_, row) => findingActions(row) },
          ]}
        />
      ) : null}
    </Card>
  );
};
