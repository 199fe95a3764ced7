/**
 * Add or edit a business asset (drawer): name, description, the template's business dictionaries
 * (biz_func … biz_region; biz_obj several; biz_domain by category), the importance (biz_importance),
 * the associations with other businesses (type and close/loose degree: a close association raises
 * the importance) and the owner. A refused save keeps every value and shows the server's reason.
 */
import { ProFormList, ProFormSelect } from '@/components/FormKit';
import { Form } from 'antd';
import type React from 'react';
import type { BusinessOption } from '@domain/products/contracts';
import { AssociationDegree } from '@domain/engines/risk/labels';
import { AssetOptionCode } from '@domain/enums';
import { type AssessmentInfo, type BusinessAssetRow, saveBusinessAsset } from '@/services/riskAssessment';
import { AssetDrawer, NameFields } from './assetTableKit';
import { dictionaryOptions, levelOptions, ownerOptions } from './common';

/** The business dictionaries asked as fields (the association ones belong to the association list). */
export const BUSINESS_FIELDS = [
  'biz_func',
  'biz_obj',
  'biz_process',
  'biz_scope',
  'biz_align_goal',
  'biz_worth',
  'biz_completeness',
  'biz_domain',
  'biz_region',
] as const;
const MULTIPLE: readonly string[] = ['biz_obj'];

interface Values {
  name: string;
  description?: string;
  importance?: number;
  ownerAccountId?: string;
  options?: Record<string, string | string[] | undefined>;
  associations?: { assetCode?: string; type?: string; degree?: 'close' | 'loose' }[];
}

interface Props {
  info: AssessmentInfo;
  options: readonly BusinessOption[];
  /** The project's businesses (association targets). */
  businesses: readonly { assetCode: string; name: string }[];
  /** The asset being edited; null = a new one; undefined = closed. */
  editing: BusinessAssetRow | null | undefined;
  onClose: () => void;
  onSaved: (row: BusinessAssetRow) => void;
}

/** The answered dictionaries (an empty choice is not sent). */
function chosenOptions(options: Values['options']): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(options ?? {}).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0)),
  ) as Record<string, string | string[]>;
}

const BusinessForm: React.FC<Props> = ({ info, options, businesses, editing, onClose, onSaved }) => {
  const [form] = Form.useForm<Values>();
  const others = businesses.filter((b) => b.assetCode !== editing?.assetCode).map((b) => ({ value: b.assetCode, label: b.name }));

  return (
    <AssetDrawer<Values, BusinessAssetRow>
      noun="业务资产"
      form={form}
      editing={editing}
      fill={(row) => ({
        name: row.name,
        description: row.description,
        importance: row.importance,
        ownerAccountId: row.ownerAccountId ?? undefined,
        options: { ...row.options },
        associations: row.associations.map((a) => ({ assetCode: a.assetCode, type: a.type || undefined, degree: a.degree })),
      })}
      save={(values, assetCode) =>
        saveBusinessAsset(
          {
            projectCode: info.projectCode,
            ...(assetCode ? { assetCode } : {}),
            name: values.name.trim(),
            description: (values.description ?? '').trim(),
            options: chosenOptions(values.options),
            importance: values.importance as number,
            associations: (values.associations ?? []).map((a) => ({
              assetCode: a.assetCode ?? '',
              type: a.type ?? '',
              degree: a.degree ?? 'loose',
            })),
            ownerAccountId: values.ownerAccountId ?? null,
          },
          { skipErrorHandler: true },
        )
      }
      onClose={onClose}
      onSaved={onSaved}
    >
      <NameFields label="业务名称" descriptionLabel="业务描述" />
      {BUSINESS_FIELDS.filter((code) => options.some((o) => o.attrCode === code)).map((code) => (
        <ProFormSelect
          key={code}
          name={['options', code]}
          label={AssetOptionCode.label(code)}
          mode={MULTIPLE.includes(code) ? 'multiple' : undefined}
          fieldProps={{ options: dictionaryOptions(options, code), allowClear: true, showSearch: true, optionFilterProp: 'label' }}
        />
      ))}
      <ProFormSelect
        name="importance"
        label={AssetOptionCode.label('biz_importance')}
        rules={[{ required: true, message: '请选择业务重要性（1–5）' }]}
        fieldProps={{ options: levelOptions(options, 'biz_importance') }}
      />
      <ProFormList
        name="associations"
        label="关联业务"
        creatorButtonProps={{ creatorButtonText: '添加关联业务' }}
        copyIconProps={false}
        itemRender={({ listDom, action }) => (
          <div style={{ display: 'flex', alignItems: 'flex-end', gap: 8 }}>
            {listDom}
            {action}
          </div>
        )}
      >
        <div style={{ display: 'flex', gap: 8 }}>
          <ProFormSelect
            name="assetCode"
            label="业务"
            width="sm"
            rules={[{ required: true, message: '请选择关联业务' }]}
            fieldProps={{ options: others, showSearch: true, optionFilterProp: 'label' }}
          />
          <ProFormSelect
            name="type"
            label={AssetOptionCode.label('biz_association_type')}
            width="xs"
            fieldProps={{ options: dictionaryOptions(options, 'biz_association_type') }}
          />
          <ProFormSelect
            name="degree"
            label={AssetOptionCode.label('biz_association_degree')}
            width="xs"
            rules={[{ required: true, message: '请选择关联程度（紧密关联或非紧密关联）' }]}
            fieldProps={{ options: AssociationDegree.options() }}
          />
        </div>
      </ProFormList>
      <ProFormSelect name="ownerAccountId" label="责任人" fieldProps={{ options: ownerOptions(info), allowClear: true }} />
    </AssetDrawer>
  );
};

export default BusinessForm;
