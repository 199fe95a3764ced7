/**
 * 系统组件和单元资产: filtered by keyword, state, owner, value, type, category and system asset;
 * each with its value (the engine's explanation on hover), C/I/A and the system assets it belongs
 * to. The form: type and sub-type (moduleList), category (the type's by default), C/I/A and the
 * system assets it belongs to (grouped by the business that carries them). The value is computed
 * by the server's engine.
 */
import type React from 'react';
import { AssetCategory, UnitAssetType } from '@domain/enums';
import { ProFormDependency, ProFormSelect } from '@/components/FormKit';
import { enumColumn } from '@/components/ListKit';
import {
  raUnitBusinessWithSystem,
  raUnitDelete,
  raUnitList,
  raUnitModuleList,
  raSystemOptions,
  raUnitSave,
  type UnitAssetRow,
} from '@/services/riskAssessment';
import { CiaFields, ciaColumn, levelColumn } from '../assetTableKit';
import { levelText } from '../labels';
import { QUIET, type SystemTree, type TierConfig, type TierFieldsProps, type TierValues } from './config';

/** A unit-asset type code. */
export type UnitType = (typeof UnitAssetType.values)[number];

interface Values extends TierValues {
  unitType?: UnitType;
  subType?: string;
  category?: AssetCategory;
  confidentiality?: number;
  integrity?: number;
  availability?: number;
  systemCodes?: string[];
}

/** The system assets as grouped options: each under the first business carrying it, then those carrying none. */
export function systemOptionsOf(tree: SystemTree) {
  const seen = new Set<string>();
  const option = (s: { assetCode: string; name: string; value: number }) => ({
    value: s.assetCode,
    label: `${s.name}（价值 ${levelText(s.value)}）`,
  });
  const groups = tree.businesses
    .map((b) => ({
      label: b.name,
      options: b.systems.filter((s) => !seen.has(s.assetCode) && seen.add(s.assetCode)).map(option),
    }))
    .filter((g) => g.options.length > 0);
  const unlinked = tree.unlinked.filter((s) => !seen.has(s.assetCode));
  return unlinked.length ? [...groups, { label: '未关联业务的系统资产', options: unlinked.map(option) }] : groups;
}

const Fields: React.FC<TierFieldsProps<UnitAssetRow>> = ({ choices: { options, modules, tree } }) => (
  <>
    <ProFormSelect
      name="unitType"
      label="单元类型"
      rules={[{ required: true, message: '请选择单元类型' }]}
      options={modules.map((m) => ({ value: m.unitType, label: m.label }))}
    />
    <ProFormDependency name={['unitType']}>
      {({ unitType }) => (
        <ProFormSelect
          name="subType"
          label="子类"
          options={(modules.find((m) => m.unitType === unitType)?.subTypes ?? []).map((s) => ({ value: s, label: s }))}
        />
      )}
    </ProFormDependency>
    <ProFormSelect name="category" label="资产类别" rules={[{ required: true, message: '请选择资产类别' }]} options={AssetCategory.options()} />
    <CiaFields options={options} />
    <ProFormSelect
      name="systemCodes"
      label="所属系统资产"
      mode="multiple"
      rules={[{ required: true, type: 'array', min: 1, message: '请至少关联一个系统资产' }]}
      fieldProps={{ options: systemOptionsOf(tree), showSearch: true, optionFilterProp: 'label' }}
    />
  </>
);

export const UNIT_TIER: TierConfig<UnitAssetRow, Values, Parameters<typeof raUnitList>[0]> = {
  tier: 'unit',
  noun: '单元资产',
  headerTitle: '系统组件和单元资产',
  scroll: { x: 1200 },
  list: raUnitList,
  remove: raUnitDelete,
  choices: ({ projectCode }) => [
    raUnitModuleList({ projectCode }, QUIET).then((modules) => ({ modules })),
    raUnitBusinessWithSystem({ projectCode }, QUIET).then((tree) => ({ tree })),
    raSystemOptions({ projectCode }, QUIET).then((answer) => ({ options: answer.options })),
  ],
  name: { title: '单元资产', secondary: (row) => `${row.assetCode}${row.subType ? ` · ${row.subType}` : ''}` },
  columns: ({ tree }) => [
    enumColumn<UnitAssetRow, UnitType>('单元类型', 'unitType', UnitAssetType, { width: 100 }),
    enumColumn<UnitAssetRow, AssetCategory>('类别', 'category', AssetCategory, { width: 90 }),
    levelColumn('价值', (row) => ({ level: row.value, lines: row.valueLines }), '资产价值', 110),
    ciaColumn(),
    {
      title: '所属系统资产',
      dataIndex: 'systemCode',
      valueType: 'select',
      fieldProps: { options: systemOptionsOf(tree), showSearch: true },
      render: (_, row) => row.systemNames.join('、') || '—',
    },
  ],
  form: {
    nameLabel: '单元资产名称',
    descriptionLabel: '描述',
    Fields,
    fill: (row) => ({ ...row, subType: row.subType || undefined, ownerAccountId: undefined }),
    save: (common, values) =>
      raUnitSave(
        {
          ...common,
          unitType: values.unitType as UnitType,
          subType: values.subType ?? '',
          category: values.category as AssetCategory,
          confidentiality: values.confidentiality as number,
          integrity: values.integrity as number,
          availability: values.availability as number,
          systemCodes: values.systemCodes ?? [],
        },
        QUIET,
      ),
    // A new type suggests its category and clears a sub-type of another type.
    onValuesChange: (changed, form, { modules }) => {
      if (!changed.unitType) return;
      const module = modules.find((m) => m.unitType === changed.unitType);
      form.setFieldsValue({ subType: undefined, ...(module ? { category: module.category } : {}) });
    },
  },
};
