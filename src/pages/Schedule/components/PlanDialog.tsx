/**
 * The hand edit of one audit: start and end dates (moving the start keeps the audit's working
 * days) and the team (assessor, role, days). The server checks every hard constraint; a refusal
 * stays in the dialog with its Chinese reason and nothing is saved.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { TeamRole } from '@domain/certification/enums';
import { movedEnd } from '@domain/schedule/period';
import { Alert, Button, DatePicker, Form, InputNumber, Modal, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import type React from 'react';
import { useEffect, useState } from 'react';
import { type ScheduleAssessorRow, type ScheduleAuditRow, scheduleSavePlan } from '@/services/schedule';

type Member = { key: number; assessorCode: string; role: TeamRole; days: number };

let nextKey = 1;

interface Props {
  audit: ScheduleAuditRow | null;
  assessors: ScheduleAssessorRow[];
  onClose: () => void;
  onSaved: () => void;
}

const DAY = 'YYYY-MM-DD';

const PlanDialog: React.FC<Props> = ({ audit, assessors, onClose, onSaved }) => {
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [members, setMembers] = useState<Member[]>([]);
  const [refusal, setRefusal] = useState<string>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!audit) return;
    setStart(audit.startDate ?? audit.windowFrom);
    setEnd(audit.endDate ?? audit.windowFrom);
    setMembers(audit.team.map(({ assessorCode, role, days }) => ({ key: nextKey++, assessorCode, role, days })));
    setRefusal(undefined);
  }, [audit]);

  const moveStart = (value: string) => {
    setEnd(start && end && end >= start ? movedEnd(start, end, value) : value);
    setStart(value);
  };
  const change = (index: number, patch: Partial<Member>) => setMembers((list) => list.map((m, i) => (i === index ? { ...m, ...patch } : m)));

  const save = async () => {
    if (!audit) return;
    setSaving(true);
    setRefusal(undefined);
    try {
      await scheduleSavePlan(
        { auditCode: audit.auditCode, startDate: start, endDate: end, members: members.map(({ key: _key, ...member }) => member) },
        { skipErrorHandler: true },
      );
      onSaved();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : '保存失败');
    } finally {
      setSaving(false);
    }
  };

  const counted = members.filter((m) => m.role === 'leader' || m.role === 'auditor').reduce((sum, m) => sum + (m.days || 0), 0);
  return (
    <Modal
      open={!!audit}
      title={audit ? `调整排期：${audit.clientName}` : ''}
      okText="保存"
      cancelText="取消"
      onOk={save}
      confirmLoading={saving}
      onCancel={onClose}
      width={720}
      destroyOnHidden
    >
      {audit && (
        <Form layout="vertical">
          <Typography.Paragraph type="secondary">
            审核时间窗口 {audit.windowFrom} 至 {audit.windowTo}；要求现场审核 {audit.requiredDays} 人日（审核组长与审核员合计），当前 {counted} 人日
          </Typography.Paragraph>
          <Space>
            <Form.Item label="开始日期">
              <DatePicker
                aria-label="开始日期"
                value={start ? dayjs(start) : null}
                onChange={(value) => value && moveStart(value.format(DAY))}
                allowClear={false}
              />
            </Form.Item>
            <Form.Item label="结束日期">
              <DatePicker
                aria-label="结束日期"
                value={end ? dayjs(end) : null}
                onChange={(value) => value && setEnd(value.format(DAY))}
                allowClear={false}
              />
            </Form.Item>
          </Space>
          <Form.Item label="审核组">
            {members.map((member, index) => (
              <Space key={member.key} style={{ display: 'flex', marginBottom: 8 }}>
                <Select
                  aria-label={`成员 ${index + 1}`}
                  style={{ width: 200 }}
                  showSearch
                  optionFilterProp="label"
                  value={member.assessorCode || undefined}
                  placeholder="选择审核员"
                  options={assessors.map((a) => ({ value: a.assessorCode, label: a.name }))}
                  onChange={(value) => change(index, { assessorCode: value })}
                />
                <Select
                  aria-label={`角色 ${index + 1}`}
                  style={{ width: 130 }}
                  value={member.role}
                  options={TeamRole.options()}
                  onChange={(value) => change(index, { role: value })}
                />
                <InputNumber
                  aria-label={`天数 ${index + 1}`}
                  min={0.5}
                  step={0.5}
                  value={member.days}
                  onChange={(value) => change(index, { days: Number(value) || 0 })}
                  suffix="天"
                />
                <Button icon={<DeleteOutlined />} aria-label="移除成员" onClick={() => setMembers((list) => list.filter((_, i) => i !== index))} />
              </Space>
            ))}
            <Button
              icon={<PlusOutlined />}
              onClick={() => setMembers((list) => [...list, { key: nextKey++, assessorCode: '', role: 'auditor', days: 1 }])}
            >
              添加成员
            </Button>
          </Form.Item>
          {refusal && <Alert type="error" showIcon message="未保存" description={refusal} />}
        </Form>
      )}
    </Modal>
  );
};

export default PlanDialog;
