/**
 * 业务资产: paged on the server (keyword, state, owner, importance), each with its importance after
 * the close-association adjustment and the engine's explanation; executors add, edit and delete
 * while the tier is open; Excel export, template and import.
 */
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import type React from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BusinessOption } from '@domain/products/contracts';
import { AssociationDegree } from '@domain/engines/risk/labels';
import {
  type AssessmentInfo,
  type BusinessAssetRow,
  deleteBusinessAssets,
  getBusinessAssets,
  getBusinessOptions,
  getSystemOptions,
} from '@/services/riskAssessment';
import { AssetTable, keywordColumn, levelColumn, nameColumn, ownerColumn, stateColumn, updatedColumn } from './assetTableKit';
import BusinessForm from './BusinessForm';
import { dictionaryLabel } from './common';

const BusinessTable: React.FC<{ info: AssessmentInfo; onChanged: () => void }> = ({ info, onChanged }) => {
  const ref = useRef<ActionType>();
  const [options, setOptions] = useState<BusinessOption[]>([]);
  const [businesses, setBusinesses] = useState<{ assetCode: string; name: string }[]>([]);
  const [editing, setEditing] = useState<BusinessAssetRow | null>();
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

  const columns: ProColumns<BusinessAssetRow>[] = [
    keywordColumn(),
    nameColumn('业务名称', (row) => `${row.assetCode}${row.description ? ` · ${row.description}` : ''}`),
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
    ownerColumn(info),
    stateColumn(),
    updatedColumn(),
  ];

  return (
    <>
      <AssetTable<BusinessAssetRow, Parameters<typeof getBusinessAssets>[0]>
        info={info}
        tier="business"
        noun="业务资产"
        headerTitle="业务资产"
        call={getBusinessAssets}
        remove={deleteBusinessAssets}
        columns={columns}
        actionRef={ref}
        onEdit={setEditing}
        onChanged={changed}
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
