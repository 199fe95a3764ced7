/**
 * 认证进度 on the customer's project detail (a project of service kind certification): the body,
 * the certification project's state and the programme — each audit's window, and its dates and
 * team once the body has published them, then the audits' findings (the customer answers them with
 * corrective actions) and the certificate. Empty until the channel has applied to a body.
 */
import { useRequest } from 'ahooks';
import { Alert, Button, Descriptions, Empty, Result, Skeleton, Space, Table, Tag } from 'antd';
import type React from 'react';
import { ManagementSystem } from '@domain/engines/auditTime/model';
import { AuditState, AuditType, CertProjectState, TeamRole } from '@domain/enums';
import { certProgressOfProject, type CertAuditItem } from '@/services/certification';
import type { CustomerTabProps } from '@/utils/projectKinds';
import { AuditsTab } from './Audits';
import { AUDIT_STATE_COLORS, CERT_STATE_COLORS } from './components/labels';

export const CertProgressView: React.FC<{ projectCode: string }> = ({ projectCode }) => {
  const { data, loading, error, refresh } = useRequest(() => certProgressOfProject({ projectCode }, { skipErrorHandler: true }), {
    refreshDeps: [projectCode],
  });
  if (error) return <Result status="warning" title="认证进度加载失败" subTitle={error.message} extra={<Button onClick={refresh}>重试</Button>} />;
  if (loading && !data) return <Skeleton active />;
  const progress = data?.progress;
  if (!progress) return <Empty description="尚未向认证机构提交认证申请" />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label="认证机构">{progress.bodyName}</Descriptions.Item>
        <Descriptions.Item label="状态">
          <Tag color={CERT_STATE_COLORS[progress.state]}>{CertProjectState.label(progress.state)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="认证标准">{progress.standards.map((s) => ManagementSystem.label(s)).join('、')}</Descriptions.Item>
        <Descriptions.Item label="认证范围">{progress.scopeText}</Descriptions.Item>
      </Descriptions>
      {progress.declineReason ? <Alert type="warning" showIcon message={`认证机构未受理：${progress.declineReason}`} /> : null}
      {progress.audits.length === 0 ? (
        <Empty description="认证机构完成合同评审后将制定审核方案" />
      ) : (
        <Table<CertAuditItem>
          rowKey="auditCode"
          size="small"
          pagination={false}
          dataSource={progress.audits}
          columns={[
            { title: '审核', dataIndex: 'type', render: (type) => AuditType.label(type) },
            { title: '计划时间窗口', key: 'window', render: (_, row) => `${row.windowFrom} 至 ${row.windowTo}` },
            { title: '现场审核人日', dataIndex: 'requiredDays' },
            {
              title: '状态',
              dataIndex: 'state',
              render: (state: CertAuditItem['state']) => <Tag color={AUDIT_STATE_COLORS[state]}>{AuditState.label(state)}</Tag>,
            },
            { title: '审核日期', key: 'dates', render: (_, row) => (row.startDate ? `${row.startDate} 至 ${row.endDate}` : '待认证机构安排') },
            {
              title: '审核组',
              key: 'team',
              render: (_, row) => (row.team.length ? row.team.map((member) => `${member.name}（${TeamRole.label(member.role)}）`).join('、') : '—'),
            },
          ]}
        />
      )}
      {/* The audits' findings (with the customer's corrective actions) and the certificate. */}
      {progress.audits.length > 0 ? <AuditsTab certProjectCode={progress.certProjectCode} canManage={false} /> : null}
    </Space>
  );
};

const ProgressTab: React.FC<CustomerTabProps> = ({ detail }) => <CertProgressView projectCode={detail.projectCode} />;

export default ProgressTab;
