/**
 * 系统组件和单元资产: paged on the server (keyword, state, owner, value, type, category, system
 * asset), each with its value and explanation and the system assets it belongs to; executors add,
 * edit and delete while the tier is open; Excel export, template and import.
 */
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import type React from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BusinessOption } from '@domain/products/contracts';
import { AssetCategory, UnitAssetType } from '@domain/enums';
import { enumColumn } from '@/components/ListKit';
import {
  type AssessmentInfo,
  deleteUnitAssets,
  getBusinessWithSystem,
  getSystemOptions,
  getUnitAssets,
  getUnitModules,
  type UnitAssetRow,
} from '@/services/riskAssessment';
import { AssetTable, ciaColumn, keywordColumn, levelColumn, nameColumn, ownerColumn, stateColumn, updatedColumn } from './assetTableKit';
import UnitForm, { type SystemTree, systemOptionsOf, type UnitModules, type UnitType } from './UnitForm';

const UnitTable: React.FC<{ info: AssessmentInfo; onChanged: () => void }> = ({ info, onChanged }) => {
  const ref = useRef<ActionType>();
  const [options, setOptions] = useState<BusinessOption[]>([]);
  const [modules, setModules] = useState<UnitModules>([]);
  const [tree, setTree] = useState<SystemTree>({ businesses: [], unlinked: [] });
  const [editing, setEditing] = useState<UnitAssetRow | null>();
  const { projectCode } = info;

  const loadChoices = useCallback(() => {
    const quiet = { skipErrorHandler: true };
    getUnitModules({ projectCode }, quiet)
      .then(setModules)
      .catch(() => undefined);
    getBusinessWithSystem({ projectCode }, quiet)
      .then(setTree)
      .catch(() => undefined);
    getSystemOptions({ projectCode }, quiet)
      .then((answer) => setOptions(answer.options))
      .catch(() => undefined);
  }, [projectCode]);
  useEffect(() => loadChoices(), [loadChoices]);

  const changed = () => {
    ref.current?.reload();
    loadChoices();
    onChanged();
  };

  const columns: ProColumns<UnitAssetRow>[] = [
    keywordColumn(),
    nameColumn('单元资产', (row) => `${row.assetCode}${row.subType ? ` · ${row.subType}` : ''}`),
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
    ownerColumn(info),
    stateColumn(),
    updatedColumn(),
  ];

  return (
    <>
      <AssetTable<UnitAssetRow, Parameters<typeof getUnitAssets>[0]>
        info={info}
        tier="unit"
        noun="单元资产"
        headerTitle="系统组件和单元资产"
        call={getUnitAssets}
        remove={deleteUnitAssets}
        columns={columns}
        actionRef={ref}
        onEdit={setEditing}
        onChanged={changed}
        scroll={{ x: 1200 }}
      />
      <UnitForm
        info={info}
        options={options}
        modules={modules}
        tree={tree}
        editing={editing}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          changed();
        }}
      />
    </>
  );
};

export default UnitTable;
