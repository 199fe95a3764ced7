/**
 * Add or edit a business asset (drawer): name, description, the template's business dictionaries
 * (biz_func … biz_region; biz_obj several; biz_domain by category), the importance (biz_importance),
 * the associations with other businesses (type and close/loose degree: a close association raises
 * the importance) and the owner. A refused save keeps every value and shows the server's reason.
 */
import { DrawerForm, ProFormList, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Alert, Form, message } from 'antd';
import type React from 'react';
import { useEffect, useState } from 'react';
import type { BusinessOption } from '@domain/api/products';
import { AssociationDegree } from '@domain/engines/risk/labels';
import { AssetOptionCode } from '@domain/enums';
import { RA_LIMITS } from '@domain/riskAssessment';
import { type AssessmentInfo, type BusinessAssetRow, saveBusinessAsset } from '@/services/riskAssessment';
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

const BusinessForm: React.FC<Props> = ({ info, options, businesses, editing, onClose, onSaved }) => {
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<string>();
  const open = editing !== undefined;

  useEffect(() => {
    if (!open) return;
    setFailure(undefined);
    form.resetFields();
    if (editing)
      form.setFieldsValue({
        name: editing.name,
        description: editing.description,
        importance: editing.importance,
        ownerAccountId: editing.ownerAccountId ?? undefined,
        options: { ...editing.options },
        associations: editing.associations.map((a) => ({ assetCode: a.assetCode, type: a.type || undefined, degree: a.degree })),
      });
  }, [open, editing, form]);

  const finish = async (values: Values) => {
    setFailure(undefined);
    const chosen = Object.fromEntries(
      Object.entries(values.options ?? {}).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0)),
    ) as Record<string, string | string[]>;
    try {
      const saved = await saveBusinessAsset(
        {
          projectCode: info.projectCode,
          ...(editing ? { assetCode: editing.assetCode } : {}),
          name: values.name.trim(),
          description: (values.description ?? '').trim(),
          options: chosen,
          importance: values.importance as number,
          associations: (values.associations ?? []).map((a) => ({
            assetCode: a.assetCode ?? '',
            type: a.type ?? '',
            degree: a.degree ?? 'loose',
          })),
          ownerAccountId: values.ownerAccountId ?? null,
        },
        { skipErrorHandler: true },
      );
      message.success(editing ? '业务资产已保存' : '业务资产已新增');
      onSaved(saved);
      return true;
    } catch (error) {
      setFailure(error instanceof Error ? error.message : '保存失败');
      return false;
    }
  };

  const others = businesses.filter((b) => b.assetCode !== editing?.assetCode).map((b) => ({ value: b.assetCode, label: b.name }));

  return (
    <DrawerForm<Values>
      title={editing ? `编辑业务资产：${editing.name}` : '新增业务资产'}
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
        label="业务名称"
        rules={[{ required: true, whitespace: true, message: '请输入业务名称' }]}
        fieldProps={{ maxLength: RA_LIMITS.nameMax }}
      />
      <ProFormTextArea name="description" label="业务描述" fieldProps={{ maxLength: RA_LIMITS.textMax, showCount: true }} />
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
    </DrawerForm>
  );
};

export default BusinessForm;
