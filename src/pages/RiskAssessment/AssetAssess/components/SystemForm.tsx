/**
 * Add or edit a system asset (drawer): category, system type, carrying types and level, asset
 * relation, C/I/A (the template's sys_* dictionaries, 5..1), the businesses it carries and the
 * owner. The value is computed by the server's engine when saved.
 */
import { ProFormSelect } from '@/components/FormKit';
import { Form } from 'antd';
import type React from 'react';
import type { BusinessOption } from '@domain/products/contracts';
import { AssetCategory, AssetOptionCode } from '@domain/enums';
import { type AssessmentInfo, saveSystemAsset, type SystemAssetRow } from '@/services/riskAssessment';
import { AssetDrawer, CiaFields, NameFields } from './assetTableKit';
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

const SystemForm: React.FC<Props> = ({ info, options, businesses, editing, onClose, onSaved }) => {
  const [form] = Form.useForm<Values>();

  return (
    <AssetDrawer<Values, SystemAssetRow>
      noun="系统资产"
      form={form}
      editing={editing}
      fill={(row) => ({ ...row, systemRelated: row.systemRelated ?? undefined, ownerAccountId: row.ownerAccountId ?? undefined })}
      save={(values, assetCode) =>
        saveSystemAsset(
          {
            projectCode: info.projectCode,
            ...(assetCode ? { assetCode } : {}),
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
        )
      }
      onClose={onClose}
      onSaved={onSaved}
    >
      <NameFields label="系统资产名称" descriptionLabel="描述" />
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
      <ProFormSelect name="ownerAccountId" label="责任人" fieldProps={{ options: ownerOptions(info), allowClear: true }} />
    </AssetDrawer>
  );
};

export default SystemForm;
