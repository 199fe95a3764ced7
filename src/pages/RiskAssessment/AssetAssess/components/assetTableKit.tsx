/**
 * What the three asset tables and forms share: the filter columns (keyword, value, C/I/A, owner,
 * state), the edit/delete column behind the tier guard, the paged table with its Excel tools and
 * add button, and the add/edit drawer that keeps every value and shows the server's reason when a
 * save is refused.
 */
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { DrawerForm, ProFormSelect, ProFormText, ProFormTextArea } from '@/components/FormKit';
import { Alert, type FormInstance, message, Popconfirm, Space, Typography } from 'antd';
import type React from 'react';
import { type MutableRefObject, type ReactNode, useEffect, useRef, useState } from 'react';
import type { BusinessOption } from '@domain/products/contracts';
import { AssetItemState, AssetOptionCode, type AssetTier } from '@domain/enums';
import { RA_LIMITS } from '@domain/riskAssessment/rules';
import { chinaTimeColumn, enumColumn, ListTable } from '@/components/ListKit';
import type { AssessmentInfo } from '@/services/riskAssessment';
import { GuardedButton, levelOptions, ownerOptions, StateCell, tierGuard, ValueCell } from './common';
import ExcelTools from './ExcelTools';
import { ADD_TEXT, DELETE_TEXT, EDIT_TEXT, levelText } from './labels';

/** The 很高…很低 filter of a value or importance column. */
export const LEVEL_FILTER = Object.fromEntries([5, 4, 3, 2, 1].map((level) => [level, { text: levelText(level) }]));

/** The fields every asset row has. */
interface AssetRow {
  assetCode: string;
  name: string;
  ownerName: string;
  state: AssetItemState;
  rejectReason: string;
  updatedAt: string;
}

type CiaRow = { confidentiality: number; integrity: number; availability: number };

/** The search-only keyword field. */
export const keywordColumn = <T,>(): ProColumns<T> => ({
  title: '关键字',
  dataIndex: 'keyword',
  hideInTable: true,
  fieldProps: { placeholder: '名称或编号' },
});

/** The name in bold with a secondary line under it (code and more). */
export const nameColumn = <T extends AssetRow>(title: string, secondary: (row: T) => ReactNode): ProColumns<T> => ({
  title,
  dataIndex: 'name',
  hideInSearch: true,
  render: (_, row) => (
    <Space direction="vertical" size={0}>
      <Typography.Text strong>{row.name}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {secondary(row)}
      </Typography.Text>
    </Space>
  ),
});

/** A value (or importance) column filtered by level, hovering shows the engine's explanation. */
export const levelColumn = <T,>(
  title: string,
  cell: (row: T) => { level: number; lines: readonly string[] },
  popoverTitle: string,
  width: number,
): ProColumns<T> => ({
  title,
  dataIndex: 'importance',
  valueType: 'select',
  valueEnum: LEVEL_FILTER,
  width,
  render: (_, row) => <ValueCell {...cell(row)} title={popoverTitle} />,
});

export const ciaColumn = <T extends CiaRow>(): ProColumns<T> => ({
  title: 'C/I/A',
  dataIndex: 'cia',
  hideInSearch: true,
  width: 80,
  render: (_, row) => `${row.confidentiality}/${row.integrity}/${row.availability}`,
});

/** The owner column and filter, 未指定 when nobody is. */
export const ownerColumn = <T extends AssetRow>(info: AssessmentInfo): ProColumns<T> => ({
  title: '责任人',
  dataIndex: 'ownerAccountId',
  valueType: 'select',
  fieldProps: { options: ownerOptions(info) },
  width: 110,
  render: (_, row) => row.ownerName || <Typography.Text type="warning">未指定</Typography.Text>,
});

/** The item state column and filter, with the owner's reason of a rejection. */
export const stateColumn = <T extends AssetRow>(): ProColumns<T> =>
  enumColumn<T, AssetItemState>('状态', 'state', AssetItemState, {
    width: 130,
    render: (_, row) => <StateCell state={row.state} rejectReason={row.rejectReason} />,
  });

export const updatedColumn = <T extends AssetRow>(): ProColumns<T> => chinaTimeColumn<T>('更新时间', 'updatedAt');

interface TableProps<T, Q> {
  info: AssessmentInfo;
  tier: AssetTier;
  /** 业务资产, 系统资产, 单元资产: in the messages, the confirmation and the add button. */
  noun: string;
  headerTitle: string;
  call: (query: Q) => Promise<{ list: T[]; total: number }>;
  /** The delete call of the tier. */
  remove: (body: { projectCode: string; assetCodes: string[] }) => Promise<unknown>;
  columns: ProColumns<T>[];
  actionRef: MutableRefObject<ActionType | undefined>;
  onEdit: (row: T | null) => void;
  /** After a delete or an import. */
  onChanged: () => void;
  scroll?: { x: number };
}

/**
 * The paged asset table: the tier's columns, then 操作 (edit, delete with confirmation) for
 * executors, disabled with the reason while the tier is closed; Excel tools and the add button.
 */
export function AssetTable<T extends AssetRow, Q>({
  info,
  tier,
  noun,
  headerTitle,
  call,
  remove,
  columns,
  actionRef,
  onEdit,
  onChanged,
  scroll,
}: TableProps<T, Q>) {
  const guard = tierGuard(info, tier);
  const { projectCode } = info;

  const removeRow = async (row: T) => {
    try {
      await remove({ projectCode, assetCodes: [row.assetCode] });
      message.success(`已删除${noun}“${row.name}”`);
      onChanged();
    } catch {
      // the request layer shows the server's message
    }
  };

  const actions: ProColumns<T> = {
    title: '操作',
    key: 'actions',
    hideInSearch: true,
    width: 120,
    render: (_, row) => (
      <Space size="small">
        <GuardedButton type="link" size="small" refusal={guard.refusal} onClick={() => onEdit(row)}>
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

  return (
    <ListTable<T, Q>
      rowKey="assetCode"
      actionRef={actionRef}
      call={call}
      toQuery={(query) => ({ ...query, projectCode }) as Q}
      columns={guard.show ? [...columns, actions] : columns}
      locale={{ emptyText: `暂无${headerTitle}` }}
      headerTitle={headerTitle}
      scroll={scroll}
      toolBarRender={() => [
        <ExcelTools key="excel" projectCode={projectCode} tier={tier} canImport={guard.show} refusal={guard.refusal} onImported={onChanged} />,
        guard.show ? (
          <GuardedButton key="add" type="primary" refusal={guard.refusal} onClick={() => onEdit(null)}>
            {ADD_TEXT}
            {noun}
          </GuardedButton>
        ) : null,
      ]}
    />
  );
}

interface DrawerProps<V, R> {
  /** 业务资产, 系统资产, 单元资产. */
  noun: string;
  form: FormInstance<V>;
  /** The asset being edited; null = a new one; undefined = closed. */
  editing: R | null | undefined;
  /** The form values of the edited asset. */
  fill: (row: R) => Partial<V>;
  /** Saves the values (with the asset code when editing); a refusal throws the server's reason. */
  save: (values: V, assetCode: string | undefined) => Promise<R>;
  onClose: () => void;
  onSaved: (row: R) => void;
  onValuesChange?: (changed: Partial<V>) => void;
  children: ReactNode;
}

/** The add/edit drawer of an asset: a refused save keeps every value and shows the server's reason. */
export function AssetDrawer<V extends object, R extends { assetCode: string; name: string }>({
  noun,
  form,
  editing,
  fill,
  save,
  onClose,
  onSaved,
  onValuesChange,
  children,
}: DrawerProps<V, R>) {
  const [failure, setFailure] = useState<string>();
  const open = editing !== undefined;
  // The latest fill, read when the drawer opens: a new function each render must not refill it.
  const filler = useRef(fill);
  filler.current = fill;

  useEffect(() => {
    if (!open) return;
    setFailure(undefined);
    form.resetFields();
    if (editing) form.setFieldsValue(filler.current(editing) as Parameters<typeof form.setFieldsValue>[0]);
  }, [open, editing, form]);

  const finish = async (values: V) => {
    setFailure(undefined);
    try {
      const saved = await save(values, editing?.assetCode);
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
      onValuesChange={onValuesChange}
      submitter={{ searchConfig: { submitText: '保存', resetText: '取消' } }}
    >
      {failure ? <Alert type="error" showIcon style={{ marginBottom: 16 }} message={failure} /> : null}
      {children}
    </DrawerForm>
  );
}

/** The confidentiality, integrity and availability fields of system and unit assets. */
export const CIA_FIELDS = [
  { name: 'confidentiality', attrCode: 'sys_confidentiality' },
  { name: 'integrity', attrCode: 'sys_integrity' },
  { name: 'availability', attrCode: 'sys_availability' },
] as const;

/** The name (required) and description fields of an asset form. */
export const NameFields: React.FC<{ label: string; descriptionLabel: string }> = ({ label, descriptionLabel }) => (
  <>
    <ProFormText
      name="name"
      label={label}
      rules={[{ required: true, whitespace: true, message: `请输入${label}` }]}
      fieldProps={{ maxLength: RA_LIMITS.nameMax }}
    />
    <ProFormTextArea name="description" label={descriptionLabel} fieldProps={{ maxLength: RA_LIMITS.textMax, showCount: true }} />
  </>
);

/** The C/I/A fields (required, the template's 1–5 dictionaries). */
export const CiaFields: React.FC<{ options: readonly BusinessOption[] }> = ({ options }) => (
  <>
    {CIA_FIELDS.map((field) => (
      <ProFormSelect
        key={field.name}
        name={field.name}
        label={AssetOptionCode.label(field.attrCode)}
        rules={[{ required: true, message: `请选择${AssetOptionCode.label(field.attrCode)}（1–5）` }]}
        fieldProps={{ options: levelOptions(options, field.attrCode) }}
      />
    ))}
  </>
);
