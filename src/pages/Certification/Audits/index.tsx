/**
 * 审核实施 (B2), a tab of the certification project's drawer (B1's CertProjectDrawer) and usable
 * read-only by the client's PM: each audit's plan, findings and corrective actions, the technical
 * review and decision, and the project's certificates with their status. What the caller may do
 * comes from the server (AuditView's and AuditExecution's flags); `canManage` only adds the
 * certificate status change of a planner.
 */
import { useRequest } from 'ahooks';
import { Button, Card, Descriptions, Empty, Result, Skeleton, Space, Table, Tag } from 'antd';
import type React from 'react';
import { CertDecision, CertificateStatus } from '@domain/certification/enums';
import { chinaDay } from '@domain/kernel/chinaTime';
import { certAuditExecution, type CertificateItem } from '@/services/audit';
import { AuditCard } from './components/AuditCard';
import { DecisionForm, ReviewForm, StatusForm } from './components/forms';

export interface AuditsTabProps {
  certProjectCode: string;
  canManage: boolean;
}

const STATUS_COLORS: Record<CertificateItem['status'], string> = { valid: 'success', suspended: 'warning', withdrawn: 'error', expired: 'default' };

export const AuditsTab: React.FC<AuditsTabProps> = ({ certProjectCode, canManage }) => {
  const { data, loading, error, refresh } = useRequest(() => certAuditExecution({ certProjectCode }, { skipErrorHandler: true }), {
    refreshDeps: [certProjectCode],
  });
  if (error) return <Result status="warning" title="审核实施加载失败" subTitle={error.message} extra={<Button onClick={refresh}>重试</Button>} />;
  if (loading && !data) return <Skeleton active />;
  if (!data) return null;
  const started = data.audits.filter((audit) => audit.scheduleState === 'published' || audit.state !== 'planned');
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      {started.length === 0 ? <Empty description="审核排期发布后，可在此编写审核计划、记录不符合项" /> : null}
      {started.map((audit) => (
        <AuditCard key={audit.auditCode} audit={audit} onChange={refresh} />
      ))}
      {data.technicalReview || data.canReview || data.decision || data.canDecide ? (
        <Card
          size="small"
          title="技术评审与认证决定"
          extra={
            <Space>
              {data.canReview ? (
                <ReviewForm certProjectCode={certProjectCode} onDone={refresh} trigger={<Button size="small">技术评审</Button>} />
              ) : null}
              {data.canDecide ? (
                <DecisionForm
                  certProjectCode={certProjectCode}
                  today={chinaDay(new Date())}
                  onDone={refresh}
                  trigger={
                    <Button size="small" type="primary">
                      认证决定
                    </Button>
                  }
                />
              ) : null}
            </Space>
          }
        >
          <Descriptions size="small" column={1}>
            <Descriptions.Item label="技术评审">
              {data.technicalReview
                ? `${data.technicalReview.reviewedOn} ${data.technicalReview.reviewer}：${data.technicalReview.conclusion}`
                : '待评审'}
            </Descriptions.Item>
            <Descriptions.Item label="认证决定">
              {data.decision
                ? `${data.decision.decidedOn} ${CertDecision.label(data.decision.decision)}${data.decision.note ? `：${data.decision.note}` : ''}`
                : '待决定'}
            </Descriptions.Item>
          </Descriptions>
        </Card>
      ) : null}
      {data.certificates.length ? (
        <Table<CertificateItem>
          size="small"
          rowKey="certificateNo"
          pagination={false}
          title={() => '证书'}
          dataSource={data.certificates}
          columns={[
            { title: '证书编号', dataIndex: 'certificateNo' },
            { title: '发证日期', dataIndex: 'issuedOn' },
            { title: '有效期至', dataIndex: 'expiresOn' },
            {
              title: '状态',
              dataIndex: 'status',
              render: (status: CertificateItem['status'], row) => (
                <>
                  <Tag color={STATUS_COLORS[status]}>{CertificateStatus.label(status)}</Tag>
                  {row.statusReason && status !== 'valid' ? <div>{row.statusReason}</div> : null}
                </>
              ),
            },
            ...(canManage
              ? [
                  {
                    title: '操作',
                    key: 'actions',
                    render: (_: unknown, row: CertificateItem) => (
                      <StatusForm
                        certificateNo={row.certificateNo}
                        onDone={refresh}
                        trigger={
                          <Button type="link" size="small">
                            变更状态
                          </Button>
                        }
                      />
                    ),
                  },
                ]
              : []),
          ]}
        />
      ) : null}
    </Space>
  );
};

export default AuditsTab;
