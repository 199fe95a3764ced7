/**
 * 组织信息 (the consultant's workspace and the customer's project tab): the organisation variables
 * in groups built from the catalogue list.json answers, each group saved and checked in full
 * (保存本组), the whole form saved as a draft (保存草稿, types only) or finalised (定稿, asked
 * first, writers only). A banner says the state (草稿 / 已定稿 vN) and that changes after a 定稿
 * reach the documents only with the next one; the problems a 定稿 would report link to their fields;
 * 修改记录 shows who changed what. A refusal naming fields is shown on those fields. The customer's
 * members change only the fields marked 客户填写; the consultant finalises.
 */
import { Alert, Button, Collapse, Empty, Form, Popconfirm, Result, Skeleton, Space, Tag, Typography, message } from 'antd';
import dayjs from 'dayjs';
import type React from 'react';
import { useEffect, useMemo, useState } from 'react';
import { ISO_MATRIX_KEY } from '@domain/isoDocuments/variables';
import { isBizError } from '@/requestErrorConfig';
import { type IsoVariableGroupInfo, isoVariableSaveAll, isoVariableSaveDraft, isoVariableSaveGroup } from '@/services/variable';
import type { IsoPartProps } from '../../types';
import FieldInput from './FieldInput';
import HistoryDrawer from './HistoryDrawer';
import { errorText, fieldErrorsOf, useIsoVariables } from './useIsoVariables';

export const FINAL_CONFIRM = '确定定稿吗？定稿后生成体系文件将使用这一版组织信息。';
export const AFTER_FINAL_NOTE = '定稿后的修改需要再次定稿才会用于生成文件';
/** After a 定稿, a later save: what the documents are based on until the next one. */
export const draftSinceFinal = (version: number) => `生成文件使用第 ${version} 版定稿；当前修改尚未定稿，再次定稿后才会用于生成文件`;
type FormValues = Record<string, unknown>;

/** The form's values of these keys, ready to send: an emptied field is null (the server clears it). */
function valuesOf(form: ReturnType<typeof Form.useForm<FormValues>>[0], keys: readonly string[]): FormValues {
  const all = form.getFieldsValue(true) as FormValues;
  return Object.fromEntries(keys.map((key) => [key, all[key] === undefined ? null : all[key]]));
}

const keysOf = (groups: readonly IsoVariableGroupInfo[]) => groups.flatMap((group) => group.fields.map((field) => field.key));

const VariablesPanel: React.FC<IsoPartProps> = ({ projectCode, side }) => {
  const { view, groupCode, loading, error, reload } = useIsoVariables(projectCode, side);
  const [form] = Form.useForm<FormValues>();
  const [busy, setBusy] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [historyOpen, setHistoryOpen] = useState(false);
  const [openGroups, setOpenGroups] = useState<string[]>(['basic']);
  const editable = useMemo(() => new Set(view?.permissions.editableKeys ?? []), [view]);

  useEffect(() => {
    if (!view) return;
    form.resetFields();
    const { [ISO_MATRIX_KEY]: _matrix, ...values } = view.values;
    form.setFieldsValue(values as FormValues & Record<string, NonNullable<unknown>>);
  }, [view, form]);

  if (loading && !view) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (error && !view) return <Result status="warning" title="组织信息加载失败" subTitle={error} extra={<Button onClick={reload}>重试</Button>} />;
  if (!view || !groupCode) return <Empty description="没有组织信息" />;

  const run = async (what: string, call: () => Promise<unknown>, done: string) => {
    setBusy(what);
    setFailure(undefined);
    try {
      await call();
      message.success(done);
      await reload();
    } catch (caught) {
      const text = errorText(caught);
      setFailure(text);
      const fields = fieldErrorsOf(text);
      const byKey = new Map<string, { name: (string | number)[]; errors: string[] }>();
      for (const field of fields) {
        const entry = byKey.get(field.key) ?? byKey.set(field.key, { name: field.name, errors: [] }).get(field.key)!;
        entry.errors.push(field.message);
      }
      form.setFields([...byKey.values()]);
      const groupsHit = view.groups.filter((group) => fields.some((field) => group.fields.some((f) => f.key === field.name[0])));
      if (groupsHit.length > 0) setOpenGroups((open) => [...new Set([...open, ...groupsHit.map((group) => group.key)])]);
      if (isBizError(caught) && caught.info.errorCode === '23004') setFailure(`${text}（点击“刷新”载入最新内容）`);
    } finally {
      setBusy(undefined);
    }
  };

  const editableKeys = keysOf(view.groups).filter((key) => editable.has(key));
  const saveDraft = () =>
    run(
      'draft',
      () =>
        isoVariableSaveDraft({ projectCode, valuesVersion: view.valuesVersion, values: valuesOf(form, editableKeys) }, { skipErrorHandler: true }),
      '草稿已保存',
    );
  const saveGroup = (group: IsoVariableGroupInfo) =>
    run(
      group.key,
      () =>
        isoVariableSaveGroup(
          {
            projectCode,
            groupKey: group.key,
            valuesVersion: view.valuesVersion,
            values: valuesOf(
              form,
              group.fields.map((f) => f.key).filter((key) => editable.has(key)),
            ),
          },
          { skipErrorHandler: true },
        ),
      `${group.label}已保存`,
    );
  const finalise = () =>
    run(
      'final',
      () =>
        isoVariableSaveAll(
          {
            params: { groupCode, projectCode },
            query: { lastSave: true },
            body: { valuesVersion: view.valuesVersion, values: valuesOf(form, editableKeys), lastSave: true },
          },
          { skipErrorHandler: true },
        ),
      '已定稿',
    );
  const goTo = (key: string, group: string | null) => {
    if (group) setOpenGroups((open) => [...new Set([...open, group])]);
    setTimeout(() => form.scrollToField(key.split('.')[0]!), 50);
  };

  const final = view.variableState === 'final';
  const canEdit = view.permissions.canEdit;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Alert
        type={final ? 'success' : 'info'}
        showIcon
        message={
          <Space wrap>
            <Tag color={final ? 'green' : 'default'}>{final ? `已定稿 v${view.finalVersion}` : '草稿'}</Tag>
            {view.finalizedAt && (
              <Typography.Text type="secondary">
                最近定稿：{view.finalizedBy} {dayjs(view.finalizedAt).format('YYYY-MM-DD HH:mm')}
              </Typography.Text>
            )}
            {!final && view.finalVersion > 0 && <Typography.Text>{draftSinceFinal(view.finalVersion)}</Typography.Text>}
          </Space>
        }
        description={AFTER_FINAL_NOTE}
      />
      {side === 'customer' && <Alert type="info" showIcon message="请填写标注为“客户填写”的信息；其余信息由咨询顾问填写，并由咨询顾问定稿。" />}
      {!canEdit && <Alert type="warning" showIcon message="项目已完成或你没有修改权限，组织信息只读" />}
      {view.problems.length > 0 && (
        <Alert
          type="warning"
          showIcon
          message={`定稿前还需处理 ${view.problems.length} 处`}
          description={
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {view.problems.slice(0, 20).map((problem) => (
                <li key={`${problem.key}-${problem.message}`}>
                  <Typography.Link onClick={() => goTo(problem.key, problem.group)}>{problem.label}</Typography.Link>：{problem.message}
                </li>
              ))}
            </ul>
          }
        />
      )}
      {failure && (
        <Alert
          type="error"
          showIcon
          closable
          onClose={() => setFailure(undefined)}
          message={failure}
          action={
            <Button size="small" onClick={reload}>
              刷新
            </Button>
          }
        />
      )}
      <Space wrap>
        {canEdit && (
          <Button onClick={saveDraft} loading={busy === 'draft'} disabled={!!busy && busy !== 'draft'}>
            保存草稿
          </Button>
        )}
        {view.permissions.canFinalize && (
          <Popconfirm title={FINAL_CONFIRM} okText="定稿" cancelText="取消" onConfirm={finalise}>
            <Button type="primary" loading={busy === 'final'} disabled={!!busy && busy !== 'final'}>
              定稿
            </Button>
          </Popconfirm>
        )}
        <Button onClick={() => setHistoryOpen(true)}>修改记录</Button>
      </Space>
      <Form form={form} layout="vertical" scrollToFirstError>
        <Collapse
          activeKey={openGroups}
          onChange={(keys) => setOpenGroups(Array.isArray(keys) ? keys : [keys])}
          items={view.groups.map((group) => ({
            key: group.key,
            label: group.label,
            extra: <Typography.Text type="secondary">{group.description}</Typography.Text>,
            forceRender: true,
            children: (
              <>
                {group.fields.map((field) => (
                  <FieldInput key={field.key} field={field} editable={editable.has(field.key)} showWhoFills={side === 'customer'} />
                ))}
                {group.fields.some((field) => editable.has(field.key)) && (
                  <Button onClick={() => saveGroup(group)} loading={busy === group.key} disabled={!!busy && busy !== group.key}>
                    保存本组
                  </Button>
                )}
              </>
            ),
          }))}
        />
      </Form>
      <HistoryDrawer open={historyOpen} history={view.history} onClose={() => setHistoryOpen(false)} />
    </Space>
  );
};

export default VariablesPanel;
