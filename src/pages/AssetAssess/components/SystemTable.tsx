/**
 * 系统资产: paged on the server (keyword, state, owner, value, category, business carried), each
 * with its value and the engine's explanation, C/I/A and the businesses it carries; executors add,
 * edit and delete while the tier is open; Excel export, template and import.
 */
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Popconfirm, Space, Typography, message } from 'antd';
import type React from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BusinessOption } from '@domain/api/products';
import { AssetAssessState, AssetCategory, AssetItemState } from '@domain/enums';
import { chinaTimeColumn, enumColumn, ListTable } from '@/components/ListKit';
import { type AssessmentInfo, deleteSystemAssets, getSystemAssets, getSystemOptions, type SystemAssetRow } from '@/services/riskAssessment';
import { LEVEL_FILTER } from './BusinessTable';
import { dictionaryLabel, GuardedButton, ownerOptions, StateCell, tierGuard, ValueCell } from './common';
import ExcelTools from './ExcelTools';
import { ADD_TEXT, DELETE_TEXT, EDIT_TEXT } from './labels';
import SystemForm from './SystemForm';

type Query = Parameters<typeof getSystemAssets>[0];

const SystemTable: React.FC<{ info: AssessmentInfo; onChanged: () => void }> = ({ info, onChanged }) => {
  const ref = useRef<ActionType>();
  const [options, setOptions] = useState<BusinessOption[]>([]);
  const [businesses, setBusinesses] = useState<{ assetCode: string; name: string; importanceAdjusted: number }[]>([]);
  const [editing, setEditing] = useState<SystemAssetRow | null>();
  const guard = tierGuard(info, 'system');
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

  const remove = async (row: SystemAssetRow) => {
    try {
      await deleteSystemAssets({ projectCode, assetCodes: [row.assetCode] });
      message.success(`已删除系统资产“${row.name}”`);
      changed();
    } catch {
      // the request layer shows the server's message
    }
  };

  const columns: ProColumns<SystemAssetRow>[] = [
    { title: '关键字', dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: '名称或编号' } },
    {
      title: '系统资产',
      dataIndex: 'name',
      hideInSearch: true,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{row.name}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.assetCode} · {dictionaryLabel(options, 'systemType', row.systemType)}
          </Typography.Text>
        </Space>
      ),
    },
    enumColumn<SystemAssetRow, AssetCategory>('类别', 'category', AssetCategory, { width: 90 }),
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
      title: '承载业务',
      dataIndex: 'businessCode',
      valueType: 'select',
      fieldProps: { options: businesses.map((b) => ({ value: b.assetCode, label: b.name })), showSearch: true },
      render: (_, row) => (row.businessNames.length ? row.businessNames.join('、') : <Typography.Text type="warning">未关联业务</Typography.Text>),
    },
    { title: '单元资产', dataIndex: 'unitCount', hideInSearch: true, width: 90 },
    {
      title: '责任人',
      dataIndex: 'ownerAccountId',
      valueType: 'select',
      fieldProps: { options: ownerOptions(info) },
      width: 110,
      render: (_, row) => row.ownerName || <Typography.Text type="warning">未指定</Typography.Text>,
    },
    enumColumn<SystemAssetRow, AssetItemState>('状态', 'state', AssetItemState, {
      width: 130,
      render: (_, row) => <StateCell state={row.state} rejectReason={row.rejectReason} />,
    }),
    enumColumn<SystemAssetRow, AssetAssessState>('评估', 'assessState', AssetAssessState, { width: 90, hideInSearch: true }),
    chinaTimeColumn<SystemAssetRow>('更新时间', 'updatedAt'),
    ...(guard.show
      ? [
          {
            title: '操作',
            key: 'actions',
            hideInSearch: true,
            width: 120,
            render: (_: unknown, row: SystemAssetRow) => (
              <Space size="small">
                <GuardedButton type="link" size="small" refusal={guard.refusal} onClick={() => setEditing(row)}>
                  {EDIT_TEXT}
                </GuardedButton>
                <Popconfirm title={`确定删除系统资产“${row.name}”吗？`} onConfirm={() => remove(row)} disabled={!!guard.refusal}>
                  <GuardedButton type="link" size="small" danger refusal={guard.refusal}>
                    {DELETE_TEXT}
                  </GuardedButton>
                </Popconfirm>
              </Space>
            ),
          } as ProColumns<SystemAssetRow>,
        ]
      : []),
  ];

  return (
    <>
      <ListTable<SystemAssetRow, Query>
        rowKey="assetCode"
        actionRef={ref}
        call={getSystemAssets}
        toQuery={(query) => ({ ...query, projectCode }) as Query}
        columns={columns}
        locale={{ emptyText: '暂无系统资产' }}
        headerTitle="系统资产"
        scroll={{ x: 1200 }}
        toolBarRender={() => [
          <ExcelTools key="excel" projectCode={projectCode} tier="system" canImport={guard.show} refusal={guard.refusal} onImported={changed} />,
          guard.show ? (
            <GuardedButton key="add" type="primary" refusal={guard.refusal} onClick={() => setEditing(null)}>
              {ADD_TEXT}系统资产
            </GuardedButton>
          ) : null,
        ]}
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
