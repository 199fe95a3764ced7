/**
 * The columns and fields the tier tables (TierTable, tiers/) share: the filter columns (keyword,
 * value, C/I/A, owner, state, update time), the name column, and the name, description and C/I/A
 * fields of the asset forms.
 */
import type { ProColumns } from '@ant-design/pro-components';
import { Space, Typography } from 'antd';
import type React from 'react';
import type { ReactNode } from 'react';
import { AssetItemState, AssetOptionCode } from '@domain/enums';
import type { BusinessOption } from '@domain/products/contracts';
import { RA_LIMITS } from '@domain/riskAssessment/rules';
import { ProFormSelect, ProFormText, ProFormTextArea } from '@/components/FormKit';
import { chinaTimeColumn, enumColumn } from '@/components/ListKit';
import type { AssessmentInfo } from '@/services/riskAssessment';
import { levelOptions, ownerOptions, StateCell, ValueCell } from './common';
import { levelText } from './labels';

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

/** A 1–5 field of the template's dictionary `attrCode` (values 5..1): required, or clearable when `optional`. */
export const LevelField: React.FC<{ name: string; attrCode: AssetOptionCode; options: readonly BusinessOption[]; optional?: boolean }> = ({
  name,
  attrCode,
  options,
  optional,
}) => {
  const label = AssetOptionCode.label(attrCode);
  return (
    <ProFormSelect
      name={name}
      label={label}
      rules={optional ? undefined : [{ required: true, message: `请选择${label}（1–5）` }]}
      fieldProps={optional ? { options: levelOptions(options, attrCode), allowClear: true } : { options: levelOptions(options, attrCode) }}
    />
  );
};

/** The C/I/A fields (required, the template's 1–5 dictionaries). */
export const CiaFields: React.FC<{ options: readonly BusinessOption[] }> = ({ options }) => (
  <>
    {CIA_FIELDS.map((field) => (
      <LevelField key={field.name} name={field.name} attrCode={field.attrCode} options={options} />
    ))}
  </>
);
