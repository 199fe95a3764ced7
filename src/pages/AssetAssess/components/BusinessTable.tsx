/**
 * 业务资产: paged on the server (keyword, state, owner, importance), each with its importance after
 * the close-association adjustment and the engine's explanation; executors add, edit and delete
 * while the tier is open; Excel export, template and import.
 */
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Popconfirm, Space, Typography, message } from 'antd';
import type React from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BusinessOption } from '@domain/api/products';
import { AssociationDegree } from '@domain/engines/risk/labels';
import { AssetItemState } from '@domain/enums';
import { chinaTimeColumn, enumColumn, ListTable } from '@/components/ListKit';
import {
  type AssessmentInfo,
  type BusinessAssetRow,
  deleteBusinessAssets,
  getBusinessAssets,
  getBusinessOptions,
  getSystemOptions,
} from '@/services/riskAssessment';
import BusinessForm from './BusinessForm';
import { dictionaryLabel, GuardedButton, ownerOptions, StateCell, tierGuard, ValueCell } from './common';
import ExcelTools from './ExcelTools';
import { ADD_TEXT, DELETE_TEXT, EDIT_TEXT, levelText } from './labels';

export const LEVEL_FILTER = Object.fromEntries([5, 4, 3, 2, 1].map((level) => [level, { text: levelText(level) }]));

const BusinessTable: React.FC<{ info: AssessmentInfo; onChanged: () => void }> = ({ info, onChanged }) => {
  const ref = useRef<ActionType>();
  const [options, setOptions] = useState<BusinessOption[]>([]);
  const [businesses, setBusinesses] = useState<{ assetCode: string; name: string }[]>([]);
  const [editing, setEditing] = useState<BusinessAssetRow | null>();
  const guard = tierGuard(info, 'business');
  const { projectCode } = info;

  const loadChoices = useCallback(() => {
    getBusinessOptions({ projectCode, templateCode: info.templateCode }, { skipErrorHandler: true })
      .then((answer) => setOptions(answer.options))
      .catch(() => setOptions([]));
    getSystemOptions({ projectCode }, { skipErrorHandler: true })
      .then((answer) => setBusinesses(answer.businesses))
      .catch(() => setBusinesses([]));
  }, [projectCode, info.templateCode]);
  useEffect(() => loadChoices(), [loadChoices]);

  const changed = () => {
    ref.current?.reload();
    loadChoices();
    onChanged();
  };

  const remove = async (row: BusinessAssetRow) => {
    try {
      await deleteBusinessAssets({ projectCode, assetCodes: [row.assetCode] });
      message.success(`已删除业务资产“${row.name}”`);
      changed();
    } catch {
      // the request layer shows the server's message
    }
  };

  const columns: ProColumns<BusinessAssetRow>[] = [
    { title: '关键字', dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: '名称或编号' } },
    {
      title: '业务名称',
      dataIndex: 'name',
      hideInSearch: true,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{row.name}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.assetCode}
            {row.description ? ` · ${row.description}` : ''}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: '重要性',
      dataIndex: 'importance',
      valueType: 'select',
      valueEnum: LEVEL_FILTER,
      width: 120,
      render: (_, row) => <ValueCell level={row.importanceAdjusted} lines={row.importanceLines} title="业务重要性" />,
    },
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
    {
      title: '责任人',
      dataIndex: 'ownerAccountId',
      valueType: 'select',
      fieldProps: { options: ownerOptions(info) },
      width: 110,
      render: (_, row) => row.ownerName || <Typography.Text type="warning">未指定</Typography.Text>,
    },
    enumColumn<BusinessAssetRow, AssetItemState>('状态', 'state', AssetItemState, {
      width: 130,
      render: (_, row) => <StateCell state={row.state} rejectReason={row.rejectReason} />,
    }),
    chinaTimeColumn<BusinessAssetRow>('更新时间', 'updatedAt'),
    ...(guard.show
      ? [
          {
            title: '操作',
            key: 'actions',
            hideInSearch: true,
            width: 120,
            render: (_: unknown, row: BusinessAssetRow) => (
              <Space size="small">
                <GuardedButton type="link" size="small" refusal={guard.refusal} onClick={() => setEditing(row)}>
                  {EDIT_TEXT}
                </GuardedButton>
                <Popconfirm title={`确定删除业务资产“${row.name}”吗？`} onConfirm={() => remove(row)} disabled={!!guard.refusal}>
                  <GuardedButton type="link" size="small" danger refusal={guard.refusal}>
                    {DELETE_TEXT}
                  </GuardedButton>
                </Popconfirm>
              </Space>
            ),
          } as ProColumns<BusinessAssetRow>,
        ]
      : []),
  ];

  return (
    <>
      <ListTable<BusinessAssetRow, Parameters<typeof getBusinessAssets>[0]>
        rowKey="assetCode"
        actionRef={ref}
        call={getBusinessAssets}
        toQuery={(query) => ({ ...query, projectCode }) as Parameters<typeof getBusinessAssets>[0]}
        columns={columns}
        locale={{ emptyText: '暂无业务资产' }}
        headerTitle="业务资产"
        toolBarRender={() => [
          <ExcelTools key="excel" projectCode={projectCode} tier="business" canImport={guard.show} refusal={guard.refusal} onImported={changed} />,
          guard.show ? (
            <GuardedButton key="add" type="primary" refusal={guard.refusal} onClick={() => setEditing(null)}>
              {ADD_TEXT}业务资产
            </GuardedButton>
          ) : null,
        ]}
      />
      <BusinessForm
        info={info}
        options={options}
        businesses={businesses}
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

export default BusinessTable;
