/**
 * Dispatch (from the resource pool) or reassign (改派) a project: pick an active consultant of the
 * delivery tenant (channel-owner / channel-executor; platform: platform-delivery) and an optional
 * reason. The server decides (DISTRIBUTE_MACHINE, eligibility); the modal shows its answer.
 */
import { message, Form, Input, Modal, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { ASSIGN_REASON_MAX } from '@domain/projects/rules';
import { Role } from '@domain/kernel/roles';
import { type ChannelProjectItem, type ConsultantItem, channelDispatch, channelConsultantList, channelUpdateTeacher } from '@/services/projects';
import { TEXT } from './labels';

export interface ConsultantModalProps {
  project?: ChannelProjectItem;
  mode: 'dispatch' | 'reassign';
  onClose: () => void;
  onDone: (project: ChannelProjectItem) => void;
}

const ConsultantModal: React.FC<ConsultantModalProps> = ({ project, mode, onClose, onDone }) => {
  const [form] = Form.useForm<{ consultantAccountId: string; reason: string }>();
  const [consultants, setConsultants] = useState<ConsultantItem[]>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!project) return;
    form.resetFields();
    setConsultants(undefined);
    channelConsultantList()
      .then((answer) => setConsultants(answer.list))
      .catch(() => setConsultants([]));
  }, [project, form]);

  const submit = async () => {
    if (!project) return;
    const values = await form.validateFields();
    setSaving(true);
    try {
      const body = { projectCode: project.projectCode, consultantAccountId: values.consultantAccountId, reason: values.reason ?? '' };
      const updated = mode === 'dispatch' ? await channelDispatch(body) : await channelUpdateTeacher(body);
      message.success(mode === 'dispatch' ? `已分派给 ${updated.consultant?.showName ?? ''}` : `已改派给 ${updated.consultant?.showName ?? ''}`);
      onDone(updated);
    } catch {
      // The request layer showed the server's message.
    } finally {
      setSaving(false);
    }
  };

  const options = (consultants ?? [])
    .filter((item) => mode === 'dispatch' || item.accountId !== project?.consultant?.accountId)
    .map((item) => ({
      value: item.accountId,
      label: `${item.showName}（${item.roleCodes.map((role) => Role.label(role)).join('、')}，在办 ${item.activeProjects} 个）`,
    }));

  return (
    <Modal
      title={mode === 'dispatch' ? TEXT.dispatchTitle : TEXT.reassignTitle}
      open={!!project}
      onCancel={onClose}
      onOk={submit}
      okText={mode === 'dispatch' ? TEXT.dispatch : TEXT.reassign}
      confirmLoading={saving}
      destroyOnHidden
    >
      {project ? (
        <Typography.Paragraph type="secondary">
          {project.name}（{project.projectCode}）· {project.customerName}
          {mode === 'reassign' && project.consultant ? ` · 当前顾问：${project.consultant.showName}` : ''}
        </Typography.Paragraph>
      ) : null}
      <Form form={form} layout="vertical">
        <Form.Item name="consultantAccountId" label={TEXT.consultant} rules={[{ required: true, message: '请选择咨询顾问' }]}>
          <Select
            showSearch
            optionFilterProp="label"
            loading={!consultants}
            options={options}
            placeholder="请选择咨询顾问"
            notFoundContent={consultants ? TEXT.noConsultants : undefined}
          />
        </Form.Item>
        <Form.Item name="reason" label={TEXT.reason} rules={[{ max: ASSIGN_REASON_MAX, message: `最多 ${ASSIGN_REASON_MAX} 个字` }]}>
          <Input.TextArea rows={3} placeholder={mode === 'reassign' ? '改派原因（选填），将记入分派记录与时间线' : '选填'} />
        </Form.Item>
      </Form>
    </Modal>
  );
};

export default ConsultantModal;
