/**
 * The edit drawer of one gap on /gapDisposal: owner (one of the customer's `members`), remediation
 * plan, due date and evidence files (uploaded through the file service first, up to 9). Required
 * fields are checked here with the server's Chinese messages; a failed save keeps every value.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, DatePicker, Descriptions, Drawer, Form, Input, message, Select, Space, Tag, Typography, Upload, type UploadFile } from 'antd';
import dayjs from 'dayjs';
import type React from 'react';
import { useEffect, useState } from 'react';
import { UPLOAD_ACCEPT, UPLOAD_PROBLEM_MESSAGES, uploadProblem } from '@domain/files/rules';
import { DISPOSAL_PLAN_MAX } from '@domain/gapAnalysis/rules';
import { fileUpload, type StoredFile } from '@/services/files';
import { type GapDisposalItem, gapDisposalSave } from '@/services/gapAnalysis';
import { GAP_LEVEL_COLOR, gapLevelText } from '../../Report/components/ReportView';

export const EVIDENCE_MAX = 9;
export const SAVE_TEXT = '保存';
export const MESSAGES = {
  owner: '请选择负责人',
  plan: '请填写整改计划',
  dueDate: '请选择计划完成日期',
  uploading: '证据文件正在上传，请稍候',
  uploadFailed: '有证据文件上传失败，请删除后重新上传',
};

type Evidence = UploadFile<StoredFile>;

interface Values {
  ownerAccountId?: string;
  plan?: string;
  dueDate?: dayjs.Dayjs;
  evidence?: Evidence[];
}

interface Props {
  projectCode: string;
  item: GapDisposalItem | undefined;
  members: { accountId: string; showName: string }[];
  onClose: () => void;
  onSaved: (item: GapDisposalItem) => void;
}

const evidenceRule = {
  validator: async (_: unknown, files: Evidence[] | undefined) => {
    if ((files ?? []).some((file) => file.status === 'uploading')) throw new Error(MESSAGES.uploading);
    if ((files ?? []).some((file) => file.status === 'error')) throw new Error(MESSAGES.uploadFailed);
  },
};

/** The stored files of the evidence field as the contract sends them. */
export const evidenceOf = (files: Evidence[] | undefined) =>
  (files ?? [])
    .filter((file) => file.status === 'done')
    .map((file) => ({ objectId: file.response?.objectId ?? file.uid, fileName: file.response?.fileName ?? file.name }));

const DisposalDrawer: React.FC<Props> = ({ projectCode, item, members, onClose, onSaved }) => {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    setFailure(undefined);
    if (!item) return;
    form.resetFields();
    form.setFieldsValue({
      ownerAccountId: item.ownerAccountId ?? undefined,
      plan: item.plan,
      dueDate: item.dueDate ? dayjs(item.dueDate) : undefined,
      evidence: item.evidence.map((file) => ({
        uid: file.objectId,
        name: file.fileName || file.objectId,
        status: 'done' as const,
        response: { objectId: file.objectId, fileName: file.fileName, contentType: '', size: 0, createdAt: '' },
      })),
    });
  }, [item, form]);

  const save = async (values: Values) => {
    if (!item) return;
    setSaving(true);
    setFailure(undefined);
    try {
      const saved = await gapDisposalSave(
        {
          projectCode,
          gapKey: item.gapKey,
          ownerAccountId: values.ownerAccountId ?? '',
          plan: (values.plan ?? '').trim(),
          dueDate: values.dueDate ? values.dueDate.format('YYYY-MM-DD') : '',
          evidence: evidenceOf(values.evidence),
        },
        { skipErrorHandler: true },
      );
      message.success('处置信息已保存');
      onSaved(saved);
    } catch (e) {
      setFailure(e instanceof Error ? e.message : '保存失败');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open={!!item}
      onClose={onClose}
      width={640}
      title={item ? `差距处置：${item.ref} ${item.title}` : '差距处置'}
      footer={
        <Space style={{ float: 'right' }}>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {SAVE_TEXT}
          </Button>
        </Space>
      }
    >
      {item ? (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label="类别">{item.categoryName}</Descriptions.Item>
            <Descriptions.Item label="现状">{item.resultLabel}</Descriptions.Item>
            <Descriptions.Item label="差距等级">
              <Tag color={GAP_LEVEL_COLOR[item.gapLevel]}>{gapLevelText(item.gapLevel)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="整改建议">{item.recommendation || '—'}</Descriptions.Item>
          </Descriptions>
          {failure ? <Alert type="error" showIcon message={failure} /> : null}
          <Form<Values> form={form} layout="vertical" onFinish={save} disabled={!item.actions.includes('edit')}>
            <Form.Item name="ownerAccountId" label="负责人" rules={[{ required: true, message: MESSAGES.owner }]}>
              <Select
                placeholder="请选择负责人"
                showSearch
                optionFilterProp="label"
                options={members.map((member) => ({ value: member.accountId, label: member.showName }))}
              />
            </Form.Item>
            <Form.Item name="plan" label="整改计划" rules={[{ required: true, whitespace: true, message: MESSAGES.plan }]}>
              <Input.TextArea rows={4} maxLength={DISPOSAL_PLAN_MAX} showCount placeholder="整改措施、步骤与责任分工" />
            </Form.Item>
            <Form.Item name="dueDate" label="计划完成日期" rules={[{ required: true, message: MESSAGES.dueDate }]}>
              <DatePicker style={{ width: '100%' }} placeholder="请选择日期" />
            </Form.Item>
            <Form.Item
              name="evidence"
              label="证据文件"
              valuePropName="fileList"
              getValueFromEvent={(event: { fileList: Evidence[] }) => event.fileList}
              rules={[evidenceRule]}
              extra={`制度、记录、截图等，最多 ${EVIDENCE_MAX} 个；完成处置前须至少上传一个`}
            >
              <Upload<StoredFile>
                accept={UPLOAD_ACCEPT}
                maxCount={EVIDENCE_MAX}
                multiple
                beforeUpload={(file) => {
                  const problem = uploadProblem(file);
                  if (!problem) return true;
                  message.error(UPLOAD_PROBLEM_MESSAGES[problem]);
                  return Upload.LIST_IGNORE;
                }}
                customRequest={({ file, onSuccess, onError }) => {
                  fileUpload({ purpose: 'general', file: file as Blob })
                    .then((stored) => onSuccess?.(stored))
                    .catch((error: Error) => onError?.(error));
                }}
              >
                <Button icon={<UploadOutlined />}>上传证据</Button>
              </Upload>
            </Form.Item>
          </Form>
          {!item.actions.includes('edit') ? <Typography.Text type="secondary">该差距已处置，重新处置后才能修改</Typography.Text> : null}
        </Space>
      ) : null}
    </Drawer>
  );
};

export default DisposalDrawer;
