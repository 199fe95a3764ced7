/** The engine's proposal: per audit the dates and team with why each member was chosen; the audits it could not place with the failed constraint. */
import { AuditType, TeamRole } from '@domain/certification/enums';
import { Alert, Descriptions, List, Modal, Space, Tag, Typography } from 'antd';
import type React from 'react';
import type { ScheduleProposal } from '@/services/schedule';
import { ACCEPT_TEXT, DISCARD_TEXT } from './labels';

interface Props {
  proposal: ScheduleProposal | null;
  accepting: boolean;
  onAccept: () => void;
  onDiscard: () => void;
}

const ProposalModal: React.FC<Props> = ({ proposal, accepting, onAccept, onDiscard }) => (
  <Modal
    open={!!proposal}
    title="排期建议"
    okText={ACCEPT_TEXT}
    cancelText={DISCARD_TEXT}
    okButtonProps={{ disabled: !proposal || proposal.plans.length === 0 }}
    confirmLoading={accepting}
    onOk={onAccept}
    onCancel={onDiscard}
    width={900}
  >
    {proposal && (
      <>
        <Typography.Paragraph>
          已安排 {proposal.stats.placed} 项，未能安排 {proposal.stats.unplaced} 项；硬性约束违反 {proposal.stats.violations} 项；工作量离散度{' '}
          {proposal.stats.workloadSpread.toFixed(2)}；用时 {proposal.stats.millis} 毫秒。接受后保存为排期草稿，发布后审核员与客户可见。
        </Typography.Paragraph>
        {proposal.unplaced.map((left) => (
          <Alert
            key={left.auditCode}
            type="warning"
            showIcon
            style={{ marginBottom: 8 }}
            message={`未能安排：${left.clientName} ${AuditType.label(left.type)}`}
            description={left.reasons.map((reason) => `【${reason.label}】${reason.message}`).join('；')}
          />
        ))}
        <List
          dataSource={proposal.plans}
          locale={{ emptyText: '周期内没有需要排期的审核' }}
          renderItem={(plan) => (
            <List.Item key={plan.auditCode}>
              <Descriptions
                size="small"
                column={1}
                title={`${plan.clientName} ${AuditType.label(plan.type)}：${plan.startDate} 至 ${plan.endDate}`}
                items={plan.members.map((member) => ({
                  key: member.assessorCode,
                  label: (
                    <Space>
                      <Tag color={member.role === 'leader' ? 'blue' : undefined}>{TeamRole.label(member.role)}</Tag>
                      {member.name}（{member.days} 天）
                    </Space>
                  ),
                  children: member.reasons.join('；'),
                }))}
              />
            </List.Item>
          )}
        />
      </>
    )}
  </Modal>
);

export default ProposalModal;
