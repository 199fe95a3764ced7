/**
 * The drawer of one nonconformity: a new one (clause with search, department, severity, description,
 * evidence, auditor, found and due dates), an edit, or a lifecycle move that needs fields — 整改完成
 * (root cause, correction, corrective action) and 验证关闭 (verification, confirmed first). Required
 * fields are checked here with the rules' Chinese messages; the server checks everything again and
 * a refusal is shown in the drawer, every value kept.
 */
import { Alert, Button, DatePicker, Drawer, Form, Input, message, Popconfirm, Radio, Select, Space } from 'antd';
import dayjs from 'dayjs';
import type React from 'react';
import { useEffect, useState } from 'react';
import { NcSeverity } from '@domain/enums';
import { NC_FIELD_LABELS, NC_TEXT_MAX, type NcAction } from '@domain/isoDocuments/ncRules';
import { isoNcSave, type NcDomain, type NcItem } from '@/services/nc';

/** What the drawer does: raise, edit, or a move that needs fields. */
export type NcDrawerMode = { kind: 'create' } | { kind: 'edit'; item: NcItem } | { kind: 'correct' | 'verify'; item: NcItem };

export const NC_DRAWER_TITLES = { create: '新增不符合项', edit: '编辑不符合项', correct: '整改完成', verify: '验证关闭' } as const;
export const VERIFY_CONFIRM = '确定验证通过并关闭该不符合项吗？';

interface Values {
  clause?: string;
  departmentCode?: string;
  severity?: NcSeverity;
  description?: string;
  evidence?: string;
  auditor?: string;
  foundDate?: dayjs.Dayjs;
  dueDate?: dayjs.Dayjs;
  rootCause?: string;
  correction?: string;
  correctiveAction?: string;
  verification?: string;
}

interface Props {
  projectCode: string;
  mode: NcDrawerMode | undefined;
  domain: NcDomain | undefined;
  onClose: () => void;
  onSaved: () => void;
}

const required = (field: keyof typeof NC_FIELD_LABELS, verb = '请填写') => ({
  required: true,
  whitespace: true,
  message: `${verb}${NC_FIELD_LABELS[field]}`,
});
const day = (value?: dayjs.Dayjs) => (value ? value.format('YYYY-MM-DD') : '');

const NcDrawer: React.FC<Props> = ({ projectCode, mode, domain, onClose, onSaved }) => {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const item = mode && mode.kind !== 'create' ? mode.item : undefined;
  const kind = mode?.kind;
  const editsFacts = kind === 'create' || kind === 'edit';
  const needsCorrection = kind === 'correct' || (kind === 'edit' && item?.state !== 'open');
  const showsVerification = kind === 'verify';

  useEffect(() => {
    setFailure(undefined);
    if (!mode) return;
    form.resetFields();
    if (item)
      form.setFieldsValue({
        ...item,
        foundDate: item.foundDate ? dayjs(item.foundDate) : undefined,
        dueDate: item.dueDate ? dayjs(item.dueDate) : undefined,
      });
    else
      form.setFieldsValue({
        severity: 'minor',
        auditor: domain?.auditors[0],
        foundDate: domain?.internalAuditDate ? dayjs(domain.internalAuditDate) : dayjs(),
      });
  }, [mode, item, domain, form]);

  const save = async (values: Values) => {
    if (!mode) return;
    setSaving(true);
    setFailure(undefined);
    const action: NcAction | undefined = kind === 'correct' || kind === 'verify' ? kind : undefined;
    try {
      await isoNcSave(
        {
          projectCode,
          ...(item ? { ncCode: item.ncCode, rowVersion: item.rowVersion } : {}),
          ...(editsFacts
            ? {
                clause: values.clause ?? '',
                departmentCode: values.departmentCode ?? '',
                severity: values.severity,
                description: values.description ?? '',
                evidence: values.evidence ?? '',
                auditor: values.auditor ?? '',
                foundDate: day(values.foundDate),
                dueDate: day(values.dueDate),
              }
            : {}),
          ...(needsCorrection
            ? { rootCause: values.rootCause ?? '', correction: values.correction ?? '', correctiveAction: values.correctiveAction ?? '' }
            : {}),
          ...(showsVerification ? { verification: values.verification ?? '' } : {}),
          action,
        },
        { skipErrorHandler: true },
      );
      message.success(kind === 'create' ? '不符合项已新增' : `${NC_DRAWER_TITLES[kind!]}成功`);
      onSaved();
    } catch (e) {
      setFailure(e instanceof Error ? e.message : '保存失败');
    } finally {
      setSaving(false);
    }
  };

  const submit =
    kind === 'verify' ? (
      <Popconfirm title={VERIFY_CONFIRM} okText="确定" cancelText="取消" onConfirm={() => form.submit()}>
        <Button type="primary" loading={saving}>
          验证关闭
        </Button>
      </Popconfirm>
    ) : (
      <Button type="primary" loading={saving} onClick={() => form.submit()}>
        {kind === 'correct' ? '整改完成' : '保存'}
      </Button>
    );

  const enabledDepartments = (domain?.departments ?? []).filter((department) => department.isEnable || department.code === item?.departmentCode);
  return (
    <Drawer
      open={!!mode}
      onClose={onClose}
      width={640}
      title={kind ? `${NC_DRAWER_TITLES[kind]}${item ? `：${item.ncCode}` : ''}` : ''}
      footer={
        <Space style={{ float: 'right' }}>
          <Button onClick={onClose}>取消</Button>
          {submit}
        </Space>
      }
    >
      {failure ? <Alert style={{ marginBottom: 16 }} type="error" showIcon message={failure} /> : null}
      {item && !editsFacts ? (
        <Alert
          style={{ marginBottom: 16 }}
          type="info"
          message={`${item.clause} ${item.clauseTitle}　${item.departmentName}`}
          description={item.description}
        />
      ) : null}
      <Form<Values> form={form} layout="vertical" onFinish={save}>
        {editsFacts ? (
          <>
            <Form.Item name="clause" label={NC_FIELD_LABELS.clause} rules={[required('clause', '请选择')]}>
              <Select
                showSearch
                placeholder="输入条款号或名称搜索"
                optionFilterProp="label"
                options={(domain?.clauses ?? []).map((clause) => ({ value: clause.id, label: `${clause.id} ${clause.title}` }))}
              />
            </Form.Item>
            <Form.Item name="departmentCode" label={NC_FIELD_LABELS.departmentCode} rules={[required('departmentCode', '请选择')]}>
              <Select
                placeholder="选择责任部门"
                notFoundContent="暂无部门，请先在“部门与职责”中维护"
                options={enabledDepartments.map((department) => ({ value: department.code, label: department.name }))}
              />
            </Form.Item>
            <Form.Item name="severity" label={NC_FIELD_LABELS.severity} rules={[required('severity', '请选择')]}>
              <Radio.Group options={NcSeverity.values.map((value) => ({ value, label: NcSeverity.labels[value] }))} />
            </Form.Item>
            <Form.Item name="description" label={NC_FIELD_LABELS.description} rules={[required('description')]}>
              <Input.TextArea rows={3} maxLength={NC_TEXT_MAX.description} showCount />
            </Form.Item>
            <Form.Item name="evidence" label={NC_FIELD_LABELS.evidence}>
              <Input.TextArea rows={2} maxLength={NC_TEXT_MAX.evidence} />
            </Form.Item>
            <Form.Item name="auditor" label={NC_FIELD_LABELS.auditor}>
              <Input maxLength={NC_TEXT_MAX.auditor} />
            </Form.Item>
            <Space size="large">
              <Form.Item name="foundDate" label={NC_FIELD_LABELS.foundDate} rules={[{ required: true, message: '请选择发现日期' }]}>
                <DatePicker disabledDate={(date) => date.isAfter(dayjs(), 'day')} />
              </Form.Item>
              <Form.Item name="dueDate" label={NC_FIELD_LABELS.dueDate}>
                <DatePicker />
              </Form.Item>
            </Space>
          </>
        ) : null}
        {needsCorrection ? (
          <>
            <Form.Item name="rootCause" label={NC_FIELD_LABELS.rootCause} rules={kind === 'correct' ? [required('rootCause')] : []}>
              <Input.TextArea rows={3} maxLength={NC_TEXT_MAX.rootCause} />
            </Form.Item>
            <Form.Item name="correction" label={NC_FIELD_LABELS.correction} rules={kind === 'correct' ? [required('correction')] : []}>
              <Input.TextArea rows={2} maxLength={NC_TEXT_MAX.correction} />
            </Form.Item>
            <Form.Item
              name="correctiveAction"
              label={NC_FIELD_LABELS.correctiveAction}
              rules={kind === 'correct' ? [required('correctiveAction')] : []}
            >
              <Input.TextArea rows={3} maxLength={NC_TEXT_MAX.correctiveAction} />
            </Form.Item>
          </>
        ) : null}
        {showsVerification ? (
          <Form.Item name="verification" label={NC_FIELD_LABELS.verification} rules={[required('verification')]}>
            <Input.TextArea rows={3} maxLength={NC_TEXT_MAX.verification} placeholder="验证了哪些记录，整改是否有效" />
          </Form.Item>
        ) : null}
      </Form>
    </Drawer>
  );
};

export default NcDrawer;
