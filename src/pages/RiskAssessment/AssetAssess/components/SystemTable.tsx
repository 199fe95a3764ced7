/**
 * 系统资产: paged on the server (keyword, state, owner, value, category, business carried), each
 * with its value and the engine's explanation, C/I/A and the businesses it carries; executors add,
 * edit and delete while the tier is open; Excel export, template and import.
 */
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Typography } from 'antd';
import type React from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BusinessOption } from '@domain/products/contracts';
import { AssetAssessState, AssetCategory } from '@domain/enums';
import { enumColumn } from '@/components/ListKit';
import { type AssessmentInfo, deleteSystemAssets, getSystemAssets, getSystemOptions, type SystemAssetRow } from '@/services/riskAssessment';
import { AssetTable, ciaColumn, keywordColumn, levelColumn, nameColumn, ownerColumn, stateColumn, updatedColumn } from './assetTableKit';
import { dictionaryLabel } from './common';
import SystemForm from './SystemForm';

const SystemTable: React.FC<{ info: AssessmentInfo; onChanged: () => void }> = ({ info, onChanged }) => {
  const ref = useRef<ActionType>();
  const [options, setOptions] = useState<BusinessOption[]>([]);
  const [businesses, setBusinesses] = useState<{ assetCode: string; name: string; importanceAdjusted: number }[]>([]);
  const [editing, setEditing] = useState<SystemAssetRow | null>();
  const { projectCode } = info;

  const loadChoices = useCallback(() => {
    getSystemOptions({ projectCode }, { skipErrorHandler: true })
      .then((answer) => {
        setOptions(answer.options);
        setBusinesses(answer.businesses);
      })
      .catch(() => undefined);
  }, [projectCode]);
  useEffect(() => loadChoices(), [loadChoices]);

  const changed = () => {
    ref.current?.reload();
    onChanged();
  };

  const columns: ProColumns<SystemAssetRow>[] = [
    keywordColumn(),
    nameColumn('系统资产', (row) => `${row.assetCode} · ${dictionaryLabel(options, 'systemType', row.systemType)}`),
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
    ownerColumn(info),
    stateColumn(),
    enumColumn<SystemAssetRow, AssetAssessState>('评估', 'assessState', AssetAssessState, { width: 90, hideInSearch: true }),
    updatedColumn(),
  ];

  return (
    <>
      <AssetTable<SystemAssetRow, Parameters<typeof getSystemAssets>[0]>
        info={info}
        tier="system"
        noun="系统资产"
        headerTitle="系统资产"
        call={getSystemAssets}
        remove={deleteSystemAssets}
        columns={columns}
        actionRef={ref}
        onEdit={setEditing}
        onChanged={changed}
        scroll={{ x: 1200 }}
      />
      <SystemForm
        info={info}
        options={options}
        businesses={businesses}
        editing={editing}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          changed();
          loadChoices();
        }}
      />
    </>
  );
};

export default SystemTable;
