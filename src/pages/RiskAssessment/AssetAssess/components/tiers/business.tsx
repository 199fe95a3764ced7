/**
 * 业务资产: filtered by keyword, state, owner and importance; each with its importance after the
 * close-association adjustment (the engine's explanation on hover), its associations and the
 * systems carrying it. The form: the template's business dictionaries (biz_func … biz_region;
 * biz_obj several; biz_domain by category), the importance (biz_importance) and the associations
 * with other businesses (type and close/loose degree: a close association raises the importance).
 */
import type React from 'react';
import { AssociationDegree } from '@domain/engines/risk/labels';
import { AssetOptionCode } from '@domain/enums';
import { BUSINESS_OPTION_CODES } from '@domain/riskAssessment/sheets';
import { ProFormList, ProFormSelect } from '@/components/FormKit';
import {
  type BusinessAssetRow,
  raBusinessDelete,
  raBusinessList,
  raBusinessOptions,
  raBusinessSave,
  raSystemOptions,
} from '@/services/riskAssessment';
import { LevelField, levelColumn } from '../assetTableKit';
import { dictionaryLabel, dictionaryOptions } from '../common';
import { QUIET, type TierConfig, type TierFieldsProps, type TierValues } from './config';

const MULTIPLE: readonly string[] = ['biz_obj'];

interface Values extends TierValues {
  importance?: number;
  options?: Record<string, string | string[] | undefined>;
  associations?: { assetCode?: string; type?: string; degree?: 'close' | 'loose' }[];
}

/** The answered dictionaries (an empty choice is not sent). */
function chosenOptions(options: Values['options']): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(options ?? {}).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0)),
  ) as Record<string, string | string[]>;
}

const Fields: React.FC<TierFieldsProps<BusinessAssetRow>> = ({ choices: { options, businesses }, editing }) => {
  const others = businesses.filter((b) => b.assetCode !== editing?.assetCode).map((b) => ({ value: b.assetCode, label: b.name }));
  return (
    <>
      {BUSINESS_OPTION_CODES.filter((code) => options.some((o) => o.attrCode === code)).map((code) => (
        <ProFormSelect
          key={code}
          name={['options', code]}
          label={AssetOptionCode.label(code)}
          mode={MULTIPLE.includes(code) ? 'multiple' : undefined}
          fieldProps={{ options: dictionaryOptions(options, code), allowClear: true, showSearch: true, optionFilterProp: 'label' }}
        />
      ))}
      <LevelField name="importance" attrCode="biz_importance" options={options} />
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
    </>
  );
};

export const BUSINESS_TIER: TierConfig<BusinessAssetRow, Values, Parameters<typeof raBusinessList>[0]> = {
  tier: 'business',
  noun: '业务资产',
  headerTitle: '业务资产',
  list: raBusinessList,
  remove: raBusinessDelete,
  choices: ({ projectCode, templateCode }) => [
    raBusinessOptions({ projectCode, templateCode }, QUIET).then((answer) => ({ options: answer.options })),
    raSystemOptions({ projectCode }, QUIET).then((answer) => ({ businesses: answer.businesses })),
  ],
  name: { title: '业务名称', secondary: (row) => `${row.assetCode}${row.description ? ` · ${row.description}` : ''}` },
  columns: ({ options }) => [
    levelColumn('重要性', (row) => ({ level: row.importanceAdjusted, lines: row.importanceLines }), '业务重要性', 120),
    {
      title: '关联业务',
      dataIndex: 'associations',
      hideInSearch: true,
      render: (_, row) =>
        row.associations.length
          ? row.associations
              .map(
                (a) =>
                  `${a.name}（${[a.type ? dictionaryLabel(options, 'biz_association_type', a.type) : '', AssociationDegree.label(a.degree)].filter(Boolean).join('，')}）`,
              )
              .join('；')
          : '—',
    },
    { title: '承载系统', dataIndex: 'systemCount', hideInSearch: true, width: 90 },
  ],
  form: {
    nameLabel: '业务名称',
    descriptionLabel: '业务描述',
    Fields,
    fill: (row) => ({
      importance: row.importance,
      options: { ...row.options },
      associations: row.associations.map((a) => ({ assetCode: a.assetCode, type: a.type || undefined, degree: a.degree })),
    }),
    save: (common, values) =>
      raBusinessSave(
        {
          ...common,
          options: chosenOptions(values.options),
          importance: values.importance as number,
          associations: (values.associations ?? []).map((a) => ({ assetCode: a.assetCode ?? '', type: a.type ?? '', degree: a.degree ?? 'loose' })),
        },
        QUIET,
      ),
  },
};
