/**
 * 系统资产: filtered by keyword, state, owner, value, category and the business carried; each with
 * its value (the engine's explanation on hover), C/I/A, the businesses it carries, its unit assets
 * and whether it was assessed. The form: category, system type, carrying types and level, asset
 * relation, C/I/A (the template's sys_* dictionaries, 5..1) and the businesses it carries. The
 * value is computed by the server's engine when saved.
 */
import { Typography } from 'antd';
import type React from 'react';
import { AssetAssessState, AssetCategory, AssetOptionCode } from '@domain/enums';
import { ProFormSelect } from '@/components/FormKit';
import { enumColumn } from '@/components/ListKit';
import { raSystemDelete, raSystemList, raSystemOptions, raSystemSave, type SystemAssetRow } from '@/services/riskAssessment';
import { CiaFields, ciaColumn, LevelField, levelColumn } from '../assetTableKit';
import { dictionaryLabel, dictionaryOptions } from '../common';
import { levelText } from '../labels';
import { QUIET, type TierConfig, type TierFieldsProps, type TierValues } from './config';

interface Values extends TierValues {
  category?: AssetCategory;
  systemType?: string;
  carryTypes?: string[];
  carryLevel?: number;
  systemRelated?: number;
  confidentiality?: number;
  integrity?: number;
  availability?: number;
  businessCodes?: string[];
}

const Fields: React.FC<TierFieldsProps<SystemAssetRow>> = ({ choices: { options, businesses } }) => (
  <>
    <ProFormSelect name="category" label="资产类别" rules={[{ required: true, message: '请选择资产类别' }]} options={AssetCategory.options()} />
    <ProFormSelect
      name="systemType"
      label={AssetOptionCode.label('systemType')}
      rules={[{ required: true, message: '请选择系统资产类型' }]}
      fieldProps={{ options: dictionaryOptions(options, 'systemType') }}
    />
    <ProFormSelect
      name="carryTypes"
      label={AssetOptionCode.label('carryType')}
      mode="multiple"
      fieldProps={{ options: dictionaryOptions(options, 'carryType') }}
    />
    <LevelField name="carryLevel" attrCode="carryLevel" options={options} />
    <LevelField name="systemRelated" attrCode="systemRelated" options={options} optional />
    <CiaFields options={options} />
    <ProFormSelect
      name="businessCodes"
      label="承载的业务"
      mode="multiple"
      extra="系统资产须至少承载一项业务，才能完成系统资产识别"
      fieldProps={{
        options: businesses.map((b) => ({ value: b.assetCode, label: `${b.name}（重要性 ${levelText(b.importanceAdjusted)}）` })),
        showSearch: true,
        optionFilterProp: 'label',
      }}
    />
  </>
);

export const SYSTEM_TIER: TierConfig<SystemAssetRow, Values, Parameters<typeof raSystemList>[0]> = {
  tier: 'system',
  noun: '系统资产',
  headerTitle: '系统资产',
  scroll: { x: 1200 },
  list: raSystemList,
  remove: raSystemDelete,
  choices: ({ projectCode }) => [
    raSystemOptions({ projectCode }, QUIET).then((answer) => ({ options: answer.options, businesses: answer.businesses })),
  ],
  name: { title: '系统资产', secondary: (row, { options }) => `${row.assetCode} · ${dictionaryLabel(options, 'systemType', row.systemType)}` },
  columns: ({ businesses }) => [
    enumColumn<SystemAssetRow, AssetCategory>('类别', 'category', AssetCategory, { width: 90 }),
    levelColumn('价值', (row) => ({ level: row.value, lines: row.valueLines }), '资产价值', 110),
    ciaColumn(),
    {
      title: '承载业务',
      dataIndex: 'businessCode',
      valueType: 'select',
      fieldProps: { options: businesses.map((b) => ({ value: b.assetCode, label: b.name })), showSearch: true },
      render: (_, row) => (row.businessNames.length ? row.businessNames.join('、') : <Typography.Text type="warning">未关联业务</Typography.Text>),
    },
    { title: '单元资产', dataIndex: 'unitCount', hideInSearch: true, width: 90 },
  ],
  afterState: [enumColumn<SystemAssetRow, AssetAssessState>('评估', 'assessState', AssetAssessState, { width: 90, hideInSearch: true })],
  form: {
    nameLabel: '系统资产名称',
    descriptionLabel: '描述',
    Fields,
    fill: (row) => ({ ...row, systemRelated: row.systemRelated ?? undefined, ownerAccountId: undefined }),
    save: (common, values) =>
      raSystemSave(
        {
          ...common,
          category: values.category as AssetCategory,
          systemType: values.systemType ?? '',
          carryTypes: values.carryTypes ?? [],
          carryLevel: values.carryLevel as number,
          systemRelated: values.systemRelated ?? null,
          confidentiality: values.confidentiality as number,
          integrity: values.integrity as number,
          availability: values.availability as number,
          businessCodes: values.businessCodes ?? [],
        },
        QUIET,
      ),
  },
};
