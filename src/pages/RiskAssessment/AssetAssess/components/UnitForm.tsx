/**
 * Add or edit a unit asset (system component or unit; drawer): type and sub-type (moduleList),
 * category (the type's by default), C/I/A, the system assets it belongs to (grouped by the
 * business that carries them) and the owner. The value is computed by the server's engine.
 */
import { ProFormDependency, ProFormSelect } from '@/components/FormKit';
import { Form } from 'antd';
import type React from 'react';
import type { BusinessOption } from '@domain/products/contracts';
import { AssetCategory, type UnitAssetType } from '@domain/enums';
import { type AssessmentInfo, type getBusinessWithSystem, type getUnitModules, saveUnitAsset, type UnitAssetRow } from '@/services/riskAssessment';
import { AssetDrawer, CiaFields, NameFields } from './assetTableKit';
import { ownerOptions } from './common';
import { levelText } from './labels';

/** A unit-asset type code. */
export type UnitType = (typeof UnitAssetType.values)[number];
export type UnitModules = Awaited<ReturnType<typeof getUnitModules>>;
export type SystemTree = Awaited<ReturnType<typeof getBusinessWithSystem>>;

interface Values {
  name: string;
  description?: string;
  unitType?: UnitType;
  subType?: string;
  category?: AssetCategory;
  confidentiality?: number;
  integrity?: number;
  availability?: number;
  systemCodes?: string[];
  ownerAccountId?: string;
}

interface Props {
  info: AssessmentInfo;
  options: readonly BusinessOption[];
  modules: UnitModules;
  tree: SystemTree;
  editing: UnitAssetRow | null | undefined;
  onClose: () => void;
  onSaved: (row: UnitAssetRow) => void;
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

const UnitForm: React.FC<Props> = ({ info, options, modules, tree, editing, onClose, onSaved }) => {
  const [form] = Form.useForm<Values>();

  return (
    <AssetDrawer<Values, UnitAssetRow>
      noun="单元资产"
      form={form}
      editing={editing}
      fill={(row) => ({ ...row, subType: row.subType || undefined, ownerAccountId: row.ownerAccountId ?? undefined })}
      save={(values, assetCode) =>
        saveUnitAsset(
          {
            projectCode: info.projectCode,
            ...(assetCode ? { assetCode } : {}),
            name: values.name.trim(),
            description: (values.description ?? '').trim(),
            unitType: values.unitType as UnitType,
            subType: values.subType ?? '',
            category: values.category as AssetCategory,
            confidentiality: values.confidentiality as number,
            integrity: values.integrity as number,
            availability: values.availability as number,
            systemCodes: values.systemCodes ?? [],
            ownerAccountId: values.ownerAccountId ?? null,
          },
          { skipErrorHandler: true },
        )
      }
      onClose={onClose}
      onSaved={onSaved}
      onValuesChange={(changed) => {
        // A new type suggests its category and clears a sub-type of another type.
        if (changed.unitType) {
          const module = modules.find((m) => m.unitType === changed.unitType);
          form.setFieldsValue({ subType: undefined, ...(module ? { category: module.category } : {}) });
        }
      }}
    >
      <NameFields label="单元资产名称" descriptionLabel="描述" />
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
      <ProFormSelect name="ownerAccountId" label="责任人" fieldProps={{ options: ownerOptions(info), allowClear: true }} />
    </AssetDrawer>
  );
};

export default UnitForm;
