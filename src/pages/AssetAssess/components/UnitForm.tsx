/**
 * Add or edit a unit asset (system component or unit; drawer): type and sub-type (moduleList),
 * category (the type's by default), C/I/A, the system assets it belongs to (grouped by the
 * business that carries them) and the owner. The value is computed by the server's engine.
 */
import { DrawerForm, ProFormDependency, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Alert, Form, message } from 'antd';
import type React from 'react';
import { useEffect, useState } from 'react';
import type { BusinessOption } from '@domain/api/products';
import { AssetCategory, AssetOptionCode, type UnitAssetType } from '@domain/enums';
import { RA_LIMITS } from '@domain/riskAssessment';
import { type AssessmentInfo, type getBusinessWithSystem, type getUnitModules, saveUnitAsset, type UnitAssetRow } from '@/services/riskAssessment';
import { levelOptions, ownerOptions } from './common';
import { levelText } from './labels';
import { CIA_FIELDS } from './SystemForm';

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
  const [failure, setFailure] = useState<string>();
  const open = editing !== undefined;

  useEffect(() => {
    if (!open) return;
    setFailure(undefined);
    form.resetFields();
    if (editing) form.setFieldsValue({ ...editing, subType: editing.subType || undefined, ownerAccountId: editing.ownerAccountId ?? undefined });
  }, [open, editing, form]);

  const finish = async (values: Values) => {
    setFailure(undefined);
    try {
      const saved = await saveUnitAsset(
        {
          projectCode: info.projectCode,
          ...(editing ? { assetCode: editing.assetCode } : {}),
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
      );
      message.success(editing ? '单元资产已保存' : '单元资产已新增');
      onSaved(saved);
      return true;
    } catch (error) {
      setFailure(error instanceof Error ? error.message : '保存失败');
      return false;
    }
  };

  return (
    <DrawerForm<Values>
      title={editing ? `编辑单元资产：${editing.name}` : '新增单元资产'}
      form={form}
      open={open}
      width={640}
      drawerProps={{ destroyOnHidden: true, onClose }}
      onOpenChange={(next) => (next ? undefined : onClose())}
      onFinish={finish}
      onValuesChange={(changed: Partial<Values>) => {
        // A new type suggests its category and clears a sub-type of another type.
        if (changed.unitType) {
          const module = modules.find((m) => m.unitType === changed.unitType);
          form.setFieldsValue({ subType: undefined, ...(module ? { category: module.category } : {}) });
        }
      }}
      submitter={{ searchConfig: { submitText: '保存', resetText: '取消' } }}
    >
      {failure ? <Alert type="error" showIcon style={{ marginBottom: 16 }} message={failure} /> : null}
      <ProFormText
        name="name"
        label="单元资产名称"
        rules={[{ required: true, whitespace: true, message: '请输入单元资产名称' }]}
        fieldProps={{ maxLength: RA_LIMITS.nameMax }}
      />
      <ProFormTextArea name="description" label="描述" fieldProps={{ maxLength: RA_LIMITS.textMax, showCount: true }} />
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
      {CIA_FIELDS.map((field) => (
        <ProFormSelect
          key={field.name}
          name={field.name}
          label={AssetOptionCode.label(field.attrCode)}
          rules={[{ required: true, message: `请选择${AssetOptionCode.label(field.attrCode)}（1–5）` }]}
          fieldProps={{ options: levelOptions(options, field.attrCode) }}
        />
      ))}
      <ProFormSelect
        name="systemCodes"
        label="所属系统资产"
        mode="multiple"
        rules={[{ required: true, type: 'array', min: 1, message: '请至少关联一个系统资产' }]}
        fieldProps={{ options: systemOptionsOf(tree), showSearch: true, optionFilterProp: 'label' }}
      />
      <ProFormSelect name="ownerAccountId" label="责任人" fieldProps={{ options: ownerOptions(info), allowClear: true }} />
    </DrawerForm>
  );
};

export default UnitForm;
