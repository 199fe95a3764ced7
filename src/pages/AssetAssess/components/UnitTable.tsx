/**
 * 系统组件和单元资产: paged on the server (keyword, state, owner, value, type, category, system
 * asset), each with its value and explanation and the system assets it belongs to; executors add,
 * edit and delete while the tier is open; Excel export, template and import.
 */
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Popconfirm, Space, Typography, message } from 'antd';
import type React from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BusinessOption } from '@domain/api/products';
import { AssetCategory, AssetItemState, UnitAssetType } from '@domain/enums';
import { chinaTimeColumn, enumColumn, ListTable } from '@/components/ListKit';
import {
  type AssessmentInfo,
  deleteUnitAssets,
  getBusinessWithSystem,
  getSystemOptions,
  getUnitAssets,
  getUnitModules,
  type UnitAssetRow,
} from '@/services/riskAssessment';
import { LEVEL_FILTER } from './BusinessTable';
import { GuardedButton, ownerOptions, StateCell, tierGuard, ValueCell } from './common';
import ExcelTools from './ExcelTools';
import { ADD_TEXT, DELETE_TEXT, EDIT_TEXT } from './labels';
import UnitForm, { type SystemTree, systemOptionsOf, type UnitModules, type UnitType } from './UnitForm';

type Query = Parameters<typeof getUnitAssets>[0];

const UnitTable: React.FC<{ info: AssessmentInfo; onChanged: () => void }> = ({ info, onChanged }) => {
  const ref = useRef<ActionType>();
  const [options, setOptions] = useState<BusinessOption[]>([]);
  const [modules, setModules] = useState<UnitModules>([]);
  const [tree, setTree] = useState<SystemTree>({ businesses: [], unlinked: [] });
  const [editing, setEditing] = useState<UnitAssetRow | null>();
  const guard = tierGuard(info, 'unit');
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

  const remove = async (row: UnitAssetRow) => {
    try {
      await deleteUnitAssets({ projectCode, assetCodes: [row.assetCode] });
      message.success(`已删除单元资产“${row.name}”`);
      changed();
    } catch {
      // the request layer shows the server's message
    }
  };

  const columns: ProColumns<UnitAssetRow>[] = [
    { title: '关键字', dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: '名称或编号' } },
    {
      title: '单元资产',
      dataIndex: 'name',
      hideInSearch: true,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{row.name}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.assetCode}
            {row.subType ? ` · ${row.subType}` : ''}
          </Typography.Text>
        </Space>
      ),
    },
    enumColumn<UnitAssetRow, UnitType>('单元类型', 'unitType', UnitAssetType, { width: 100 }),
    enumColumn<UnitAssetRow, AssetCategory>('类别', 'category', AssetCategory, { width: 90 }),
    {
      title: '价值',
      dataIndex: 'importance',
      valueType: 'select',
      valueEnum: LEVEL_FILTER,
      width: 110,
      render: (_, row) => <ValueCell level={row.value} lines={row.valueLines} title="资产价值" />,
    },
    {
      title: 'C/I/A',
      dataIndex: 'cia',
      hideInSearch: true,
      width: 80,
      render: (_, row) => `${row.confidentiality}/${row.integrity}/${row.availability}`,
    },
    {
      title: '所属系统资产',
      dataIndex: 'systemCode',
      valueType: 'select',
      fieldProps: { options: systemOptionsOf(tree), showSearch: true },
      render: (_, row) => row.systemNames.join('、') || '—',
    },
    {
      title: '责任人',
      dataIndex: 'ownerAccountId',
      valueType: 'select',
      fieldProps: { options: ownerOptions(info) },
      width: 110,
      render: (_, row) => row.ownerName || <Typography.Text type="warning">未指定</Typography.Text>,
    },
    enumColumn<UnitAssetRow, AssetItemState>('状态', 'state', AssetItemState, {
      width: 130,
      render: (_, row) => <StateCell state={row.state} rejectReason={row.rejectReason} />,
    }),
    chinaTimeColumn<UnitAssetRow>('更新时间', 'updatedAt'),
    ...(guard.show
      ? [
          {
            title: '操作',
            key: 'actions',
            hideInSearch: true,
            width: 120,
            render: (_: unknown, row: UnitAssetRow) => (
              <Space size="small">
                <GuardedButton type="link" size="small" refusal={guard.refusal} onClick={() => setEditing(row)}>
                  {EDIT_TEXT}
                </GuardedButton>
                <Popconfirm title={`确定删除单元资产“${row.name}”吗？`} onConfirm={() => remove(row)} disabled={!!guard.refusal}>
                  <GuardedButton type="link" size="small" danger refusal={guard.refusal}>
                    {DELETE_TEXT}
                  </GuardedButton>
                </Popconfirm>
              </Space>
            ),
          } as ProColumns<UnitAssetRow>,
        ]
      : []),
  ];

  return (
    <>
      <ListTable<UnitAssetRow, Query>
        rowKey="assetCode"
        actionRef={ref}
        call={getUnitAssets}
        toQuery={(query) => ({ ...query, projectCode }) as Query}
        columns={columns}
        locale={{ emptyText: '暂无系统组件和单元资产' }}
        headerTitle="系统组件和单元资产"
        scroll={{ x: 1200 }}
        toolBarRender={() => [
          <ExcelTools key="excel" projectCode={projectCode} tier="unit" canImport={guard.show} refusal={guard.refusal} onImported={changed} />,
          guard.show ? (
            <GuardedButton key="add" type="primary" refusal={guard.refusal} onClick={() => setEditing(null)}>
              {ADD_TEXT}单元资产
            </GuardedButton>
          ) : null,
        ]}
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
