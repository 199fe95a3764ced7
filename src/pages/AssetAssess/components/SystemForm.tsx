/**
 * Add or edit a system asset (drawer): category, system type, carrying types and level, asset
 * relation, C/I/A (the template's sys_* dictionaries, 5..1), the businesses it carries and the
 * owner. The value is computed by the server's engine when saved.
 */
import { DrawerForm, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Alert, Form, message } from 'antd';
import type React from 'react';
import { useEffect, useState } from 'react';
import type { BusinessOption } from '@domain/api/products';
import { AssetCategory, AssetOptionCode } from '@domain/enums';
import { RA_LIMITS } from '@domain/riskAssessment';
import { type AssessmentInfo, saveSystemAsset, type SystemAssetRow } from '@/services/riskAssessment';
import { dictionaryOptions, levelOptions, ownerOptions } from './common';
import { levelText } from './labels';

interface Values {
  name: string;
  description?: string;
  category?: AssetCategory;
  systemType?: string;
  carryTypes?: string[];
  carryLevel?: number;
  systemRelated?: number;
  confidentiality?: number;
  integrity?: number;
  availability?: number;
  businessCodes?: string[];
  ownerAccountId?: string;
}

interface Props {
  info: AssessmentInfo;
  options: readonly BusinessOption[];
  businesses: readonly { assetCode: string; name: string; importanceAdjusted: number }[];
  editing: SystemAssetRow | null | undefined;
  onClose: () => void;
  onSaved: (row: SystemAssetRow) => void;
}

export const CIA_FIELDS = [
  { name: 'confidentiality', attrCode: 'sys_confidentiality' },
  { name: 'integrity', attrCode: 'sys_integrity' },
  { name: 'availability', attrCode: 'sys_availability' },
] as const;

const SystemForm: React.FC<Props> = ({ info, options, businesses, editing, onClose, onSaved }) => {
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<string>();
  const open = editing !== undefined;

  useEffect(() => {
    if (!open) return;
    setFailure(undefined);
    form.resetFields();
    if (editing)
      form.setFieldsValue({
        ...editing,
        systemRelated: editing.systemRelated ?? undefined,
        ownerAccountId: editing.ownerAccountId ?? undefined,
      });
  }, [open, editing, form]);

  const finish = async (values: Values) => {
    setFailure(undefined);
    try {
      const saved = await saveSystemAsset(
        {
          projectCode: info.projectCode,
          ...(editing ? { assetCode: editing.assetCode } : {}),
          name: values.name.trim(),
          description: (values.description ?? '').trim(),
          category: values.category as AssetCategory,
          systemType: values.systemType ?? '',
          carryTypes: values.carryTypes ?? [],
          carryLevel: values.carryLevel as number,
          systemRelated: values.systemRelated ?? null,
          confidentiality: values.confidentiality as number,
          integrity: values.integrity as number,
          availability: values.availability as number,
          businessCodes: values.businessCodes ?? [],
          ownerAccountId: values.ownerAccountId ?? null,
        },
        { skipErrorHandler: true },
      );
      message.success(editing ? '系统资产已保存' : '系统资产已新增');
      onSaved(saved);
      return true;
    } catch (error) {
      setFailure(error instanceof Error ? error.message : '保存失败');
      return false;
    }
  };

  return (
    <DrawerForm<Values>
      title={editing ? `编辑系统资产：${editing.name}` : '新增系统资产'}
      form={form}
      open={open}
      width={640}
      drawerProps={{ destroyOnHidden: true, onClose }}
      onOpenChange={(next) => (next ? undefined : onClose())}
      onFinish={finish}
      submitter={{ searchConfig: { submitText: '保存', resetText: '取消' } }}
    >
      {failure ? <Alert type="error" showIcon style={{ marginBottom: 16 }} message={failure} /> : null}
      <ProFormText
        name="name"
        label="系统资产名称"
        rules={[{ required: true, whitespace: true, message: '请输入系统资产名称' }]}
        fieldProps={{ maxLength: RA_LIMITS.nameMax }}
      />
      <ProFormTextArea name="description" label="描述" fieldProps={{ maxLength: RA_LIMITS.textMax, showCount: true }} />
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
      <ProFormSelect
        name="carryLevel"
        label={AssetOptionCode.label('carryLevel')}
        rules={[{ required: true, message: `请选择${AssetOptionCode.label('carryLevel')}（1–5）` }]}
        fieldProps={{ options: levelOptions(options, 'carryLevel') }}
      />
      <ProFormSelect
        name="systemRelated"
        label={AssetOptionCode.label('systemRelated')}
        fieldProps={{ options: levelOptions(options, 'systemRelated'), allowClear: true }}
      />
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
      <ProFormSelect name="ownerAccountId" label="责任人" fieldProps={{ options: ownerOptions(info), allowClear: true }} />
    </DrawerForm>
  );
};

export default SystemForm;
