/**
 * The leads' item dialogs of the questionnaire: 分配 (the selected items or a whole section to one
 * of the customer's executors) and 退回 (submitted items back to their respondents, with a reason).
 */
import { Form, Input, Modal, Radio, Select, message } from 'antd';
import type React from 'react';
import { useEffect, useState } from 'react';
import { RETURN_REASON_MAX } from '@domain/questionnaires/rules';
import { qnItemAssign, type QuestionnaireInfo, type QuestionnaireItemRow, qnOwnerReturn } from '@/services/questionnaires';

interface AssignValues {
  scope: 'items' | 'section';
  sectionKey?: string;
  respondentId: string;
}

export const AssignModal: React.FC<{
  info: QuestionnaireInfo;
  selected: QuestionnaireItemRow[];
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}> = ({ info, selected, open, onClose, onDone }) => {
  const [form] = Form.useForm<AssignValues>();
  const [busy, setBusy] = useState(false);
  const assignable = selected.filter((row) => row.status !== 'submitted');
  const scope = Form.useWatch('scope', form);

  useEffect(() => {
    if (open) form.setFieldsValue({ scope: assignable.length ? 'items' : 'section', sectionKey: undefined, respondentId: undefined });
  }, [open, form, assignable.length]);

  const finish = async (values: AssignValues) => {
    setBusy(true);
    try {
      const { assigned } = await qnItemAssign({
        projectCode: info.projectCode,
        respondentId: values.respondentId,
        ...(values.scope === 'section'
          ? { sectionKey: values.sectionKey }
          : { questionnairItemCodes: assignable.map((row) => row.questionnairItemCode) }),
      });
      const name = info.candidates.find((candidate) => candidate.accountId === values.respondentId)?.showName ?? '';
      message.success(`已将 ${assigned} 道题目分配给 ${name}`);
      onDone();
      onClose();
    } catch {
      // Shown by the request error handler; the dialog keeps the choice.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title="分配题目" open={open} onCancel={onClose} onOk={() => form.submit()} okText="分配" confirmLoading={busy} forceRender>
      <Form<AssignValues> form={form} layout="vertical" onFinish={finish} name="qnAssign">
        <Form.Item name="scope" label="分配范围">
          <Radio.Group>
            <Radio value="items" disabled={!assignable.length}>
              所选题目（{assignable.length} 道
              {selected.length > assignable.length ? `，已提交的 ${selected.length - assignable.length} 道不能改派` : ''}）
            </Radio>
            <Radio value="section">整个章节</Radio>
          </Radio.Group>
        </Form.Item>
        {scope === 'section' ? (
          <Form.Item name="sectionKey" label="章节" rules={[{ required: true, message: '请选择章节' }]}>
            <Select
              placeholder="请选择章节"
              options={info.sections.map((section) => ({
                value: section.sectionKey,
                label: `${section.sectionName}（${section.total} 道，未分配 ${section.counts.unassigned}）`,
              }))}
            />
          </Form.Item>
        ) : null}
        <Form.Item
          name="respondentId"
          label="答题人"
          rules={[{ required: true, message: '请选择答题人' }]}
          extra="本单位的客户执行人；未提交的题目可改派"
        >
          <Select
            placeholder="请选择答题人"
            showSearch
            optionFilterProp="label"
            options={info.candidates.map((candidate) => ({ value: candidate.accountId, label: candidate.showName }))}
            notFoundContent="本单位没有可分配的执行人，请先在人员管理中添加客户执行人"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
};

export const ReturnModal: React.FC<{ projectCode: string; rows: QuestionnaireItemRow[]; open: boolean; onClose: () => void; onDone: () => void }> = ({
  projectCode,
  rows,
  open,
  onClose,
  onDone,
}) => {
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  const finish = async ({ reason }: { reason: string }) => {
    setBusy(true);
    try {
      const { returned } = await qnOwnerReturn({
        projectCode,
        questionnairItemCodes: rows.map((row) => row.questionnairItemCode),
        reason,
      });
      message.success(`已退回 ${returned} 道题目`);
      form.resetFields();
      onDone();
      onClose();
    } catch {
      // Shown by the request error handler.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      title={`退回 ${rows.length} 道已提交的题目`}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="退回"
      confirmLoading={busy}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={finish} name="qnReturn">
        <Form.Item name="reason" label="退回原因" rules={[{ required: true, whitespace: true, message: '请填写退回原因' }]}>
          <Input.TextArea rows={3} maxLength={RETURN_REASON_MAX} showCount placeholder="答题人会看到这段说明" />
        </Form.Item>
      </Form>
    </Modal>
  );
};
