/**
 * The asset table of one tier (business, system or unit assets, GB/T 20984), configured by its
 * TierConfig (tiers/): paged on the server with the keyword, the tier's columns and filters, the
 * owner and the state; for executors 操作 (edit, delete with confirmation) disabled with the
 * reason while the tier is closed (domain tierEditRefusal); Excel export, template and import; the
 * add button; and the add/edit drawer (name, description, the tier's fields, the owner) that keeps
 * every value and shows the server's reason when a save is refused.
 */
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Alert, Form, message, Popconfirm, Space } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DrawerForm, ProFormSelect } from '@/components/FormKit';
import { ListTable } from '@/components/ListKit';
import type { AssessmentInfo } from '@/services/riskAssessment';
import { keywordColumn, NameFields, nameColumn, ownerColumn, stateColumn, updatedColumn } from './assetTableKit';
import { GuardedButton, ownerOptions, tierGuard } from './common';
import ExcelTools from './ExcelTools';
import { ADD_TEXT, DELETE_TEXT, EDIT_TEXT } from './labels';
import { type Choices, NO_CHOICES, type TierConfig, type TierRow, type TierValues } from './tiers/config';

export interface TierTableProps {
  info: AssessmentInfo;
  /** After a save, a delete or an import (the page reloads its counts). */
  onChanged: () => void;
}

/** The tier's choices, loaded now and again on `reload`. */
function useChoices({ projectCode, templateCode }: AssessmentInfo, load: TierConfig<TierRow, TierValues, unknown>['choices']) {
  const [choices, setChoices] = useState<Choices>(NO_CHOICES);
  const loader = useRef(load);
  loader.current = load;
  const reload = useCallback(() => {
    for (const answer of loader.current({ projectCode, templateCode }))
      answer.then((part) => setChoices((current) => ({ ...current, ...part }))).catch(() => undefined);
  }, [projectCode, templateCode]);
  useEffect(() => reload(), [reload]);
  return { choices, reload };
}

export function TierTable<R extends TierRow, V extends TierValues, Q>({ config, info, onChanged }: TierTableProps & { config: TierConfig<R, V, Q> }) {
  const ref = useRef<ActionType>();
  const [editing, setEditing] = useState<R | null>();
  const { choices, reload } = useChoices(info, config.choices);
  const guard = tierGuard(info, config.tier);
  const { projectCode } = info;
  const { noun } = config;

  const changed = () => {
    ref.current?.reload();
    reload();
    onChanged();
  };

  const removeRow = async (row: R) => {
    try {
      await config.remove({ projectCode, assetCodes: [row.assetCode] });
      message.success(`已删除${noun}“${row.name}”`);
      changed();
    } catch {
      // the request layer shows the server's message
    }
  };

  const actions: ProColumns<R> = {
    title: '操作',
    key: 'actions',
    hideInSearch: true,
    width: 120,
    render: (_, row) => (
      <Space size="small">
        <GuardedButton type="link" size="small" refusal={guard.refusal} onClick={() => setEditing(row)}>
          {EDIT_TEXT}
        </GuardedButton>
        <Popconfirm title={`确定删除${noun}“${row.name}”吗？`} onConfirm={() => removeRow(row)} disabled={!!guard.refusal}>
          <GuardedButton type="link" size="small" danger refusal={guard.refusal}>
            {DELETE_TEXT}
          </GuardedButton>
        </Popconfirm>
      </Space>
    ),
  };

  const columns: ProColumns<R>[] = [
    keywordColumn(),
    nameColumn<R>(config.name.title, (row) => config.name.secondary(row, choices)),
    ...config.columns(choices),
    ownerColumn(info),
    stateColumn(),
    ...(config.afterState ?? []),
    updatedColumn(),
  ];

  return (
    <>
      <ListTable<R, Q>
        rowKey="assetCode"
        actionRef={ref}
        call={config.list}
        toQuery={(query) => ({ ...query, projectCode }) as Q}
        columns={guard.show ? [...columns, actions] : columns}
        locale={{ emptyText: `暂无${config.headerTitle}` }}
        headerTitle={config.headerTitle}
        scroll={config.scroll}
        toolBarRender={() => [
          <ExcelTools key="excel" projectCode={projectCode} tier={config.tier} canImport={guard.show} refusal={guard.refusal} onImported={changed} />,
          guard.show ? (
            <GuardedButton key="add" type="primary" refusal={guard.refusal} onClick={() => setEditing(null)}>
              {ADD_TEXT}
              {noun}
            </GuardedButton>
          ) : null,
        ]}
      />
      <TierDrawer<R, V, Q>
        config={config}
        info={info}
        choices={choices}
        editing={editing}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          changed();
        }}
      />
    </>
  );
}

interface DrawerProps<R extends TierRow, V extends TierValues, Q> {
  config: TierConfig<R, V, Q>;
  info: AssessmentInfo;
  choices: Choices;
  /** The asset being edited; null = a new one; undefined = closed. */
  editing: R | null | undefined;
  onClose: () => void;
  onSaved: (row: R) => void;
}

/** The add/edit drawer of an asset: a refused save keeps every value and shows the server's reason. */
function TierDrawer<R extends TierRow, V extends TierValues, Q>({ config, info, choices, editing, onClose, onSaved }: DrawerProps<R, V, Q>) {
  const [form] = Form.useForm<V>();
  const [failure, setFailure] = useState<string>();
  const { noun, form: tierForm } = config;
  const { Fields } = tierForm;
  const open = editing !== undefined;
  // The latest fill, read when the drawer opens: a new function each render must not refill it.
  const filler = useRef(tierForm.fill);
  filler.current = tierForm.fill;

  useEffect(() => {
    if (!open) return;
    setFailure(undefined);
    form.resetFields();
    if (editing) {
      const values = {
        name: editing.name,
        description: editing.description,
        ...filler.current(editing),
        ownerAccountId: editing.ownerAccountId ?? undefined,
      };
      form.setFieldsValue(values as Parameters<typeof form.setFieldsValue>[0]);
    }
  }, [open, editing, form]);

  const finish = async (values: V) => {
    setFailure(undefined);
    try {
      const common = {
        projectCode: info.projectCode,
        ...(editing ? { assetCode: editing.assetCode } : {}),
        name: values.name.trim(),
        description: (values.description ?? '').trim(),
        ownerAccountId: values.ownerAccountId ?? null,
      };
      const saved = await tierForm.save(common, values);
      message.success(editing ? `${noun}已保存` : `${noun}已新增`);
      onSaved(saved);
      return true;
    } catch (error) {
      setFailure(error instanceof Error ? error.message : '保存失败');
      return false;
    }
  };

  return (
    <DrawerForm<V>
      title={editing ? `编辑${noun}：${editing.name}` : `新增${noun}`}
      form={form}
      open={open}
      width={640}
      drawerProps={{ destroyOnHidden: true, onClose }}
      onOpenChange={(next) => (next ? undefined : onClose())}
      onFinish={finish}
      onValuesChange={tierForm.onValuesChange ? (changed: Partial<V>) => tierForm.onValuesChange?.(changed, form, choices) : undefined}
      submitter={{ searchConfig: { submitText: '保存', resetText: '取消' } }}
    >
      {failure ? <Alert type="error" showIcon style={{ marginBottom: 16 }} message={failure} /> : null}
      <NameFields label={tierForm.nameLabel} descriptionLabel={tierForm.descriptionLabel} />
      <Fields choices={choices} editing={editing} />
      <ProFormSelect name="ownerAccountId" label="责任人" fieldProps={{ options: ownerOptions(info), allowClear: true }} />
    </DrawerForm>
  );
}
