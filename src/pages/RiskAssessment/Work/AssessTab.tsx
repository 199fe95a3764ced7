/**
 * 脆弱性评估: the system and unit assets (assess/list, paged on the server, filtered by tier,
 * assessment state, category, value and keyword); the chosen asset's vulnerabilities as a form
 * (assess/detail → assess/update, the whole list replaced): name, layer, severity,
 * exploitability, the threats that exploit it, description; 保存 keeps the asset's mark,
 * 保存并标记评估完成 marks it assessed; 完成脆弱性评估 (assess/complete).
 */
import { Card, Col, Empty, Input, Row, Select, Space, Table, Tag, Typography } from 'antd';
import type React from 'react';
import { useState } from 'react';
import { AssetAssessState, AssetCategory, AssetTier } from '@domain/enums';
import { type AssessAssetRow, raAssessComplete, raAssessAssets } from '@/services/riskAssessment';
import FinishButton from './FinishButton';
import VulnerabilityEditor, { STATE_COLOR } from './VulnerabilityEditor';
import { LEVEL_OPTIONS, rating } from './levels';
import { RISK_LEVEL_COLOR } from '../AssetsReport/components/riskView';
import { ErrorAlert, useTabList } from './tabKit';
import { FINISH_ASSESS_TEXT } from './texts';
import type { TabProps } from './tabProps';

interface Filters {
  tier?: 'system' | 'unit';
  filter?: AssessAssetRow['assessState'];
  category?: AssessAssetRow['category'];
  importance?: number;
  keyword?: string;
}

type AssessAssetPage = Awaited<ReturnType<typeof raAssessAssets>>;

const AssessTab: React.FC<TabProps> = ({ projectCode, info, editable, refusal, canFinish, onMoved, onChanged }) => {
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<string>();
  const { filters, filter, page: rows, loading, error, load, pagination } = useTabList<Filters, AssessAssetPage>(raAssessAssets, projectCode);

  return (
    <>
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }} wrap>
        <Space wrap>
          <Select
            aria-label="资产层级"
            allowClear
            placeholder="全部层级"
            style={{ width: 170 }}
            value={filters.tier}
            onChange={(tier?: 'system' | 'unit') => filter({ tier })}
            options={(['system', 'unit'] as const).map((value) => ({ value, label: AssetTier.label(value) }))}
          />
          <Select
            aria-label="评估状态"
            allowClear
            placeholder="全部评估状态"
            style={{ width: 130 }}
            value={filters.filter}
            onChange={(value?: AssessAssetRow['assessState']) => filter({ filter: value })}
            options={AssetAssessState.options()}
          />
          <Select
            aria-label="资产类别"
            allowClear
            placeholder="全部类别"
            style={{ width: 110 }}
            value={filters.category}
            onChange={(category?: AssessAssetRow['category']) => filter({ category })}
            options={AssetCategory.options()}
          />
          <Select
            aria-label="资产价值"
            allowClear
            placeholder="全部价值"
            style={{ width: 120 }}
            value={filters.importance}
            onChange={(importance?: number) => filter({ importance })}
            options={LEVEL_OPTIONS}
          />
          <Input.Search
            allowClear
            placeholder="资产名称或编号"
            style={{ width: 180 }}
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            onSearch={(value) => filter({ keyword: value.trim() || undefined })}
          />
        </Space>
        <Space>
          {refusal ? <Typography.Text type="secondary">{refusal}</Typography.Text> : null}
          {canFinish ? (
            <FinishButton
              text={FINISH_ASSESS_TEXT}
              description={`完成后进入已有安全措施确认。尚未评估的系统资产：${info.counts.systemUnassessed} 项。`}
              run={() => raAssessComplete({ projectCode }, { skipErrorHandler: true })}
              onMoved={onMoved}
            />
          ) : null}
        </Space>
      </Space>
      <ErrorAlert error={error} />
      <Row gutter={16}>
        <Col xs={24} xl={10}>
          <Table<AssessAssetRow>
            rowKey="assetCode"
            size="small"
            loading={loading}
            dataSource={rows?.list ?? []}
            locale={{ emptyText: '没有符合条件的资产' }}
            onRow={(row) => ({ onClick: () => setSelected(row.assetCode), style: { cursor: 'pointer' } })}
            rowClassName={(row) => (row.assetCode === selected ? 'ant-table-row-selected' : '')}
            pagination={{ ...pagination, size: 'small', showTotal: (total) => `共 ${total} 项` }}
            columns={[
              {
                title: '资产',
                dataIndex: 'name',
                render: (_, row) => (
                  <Space direction="vertical" size={0}>
                    {row.name}
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {AssetTier.label(row.tier)} · {AssetCategory.label(row.category)} · {row.ownerName || '—'}
                    </Typography.Text>
                  </Space>
                ),
              },
              { title: '价值', dataIndex: 'value', width: 90, render: (_, row) => rating(row.value) },
              { title: '脆弱性', dataIndex: 'vulnerabilityCount', width: 70 },
              {
                title: '状态',
                dataIndex: 'assessState',
                width: 110,
                render: (_, row) => (
                  <Space size={2} wrap>
                    <Tag color={STATE_COLOR[row.assessState]}>{AssetAssessState.label(row.assessState)}</Tag>
                    {row.maxRiskLevel ? <Tag color={RISK_LEVEL_COLOR[row.maxRiskLevel]}>最高风险 {row.maxRiskLevel}</Tag> : null}
                  </Space>
                ),
              },
            ]}
          />
        </Col>
        <Col xs={24} xl={14}>
          {selected ? (
            <VulnerabilityEditor
              key={selected}
              projectCode={projectCode}
              assetCode={selected}
              editable={editable}
              onSaved={() => {
                void load();
                onChanged();
              }}
            />
          ) : (
            <Card>
              <Empty description="点击左侧资产，记录它的脆弱性及可利用的威胁" />
            </Card>
          )}
        </Col>
      </Row>
    </>
  );
};

export default AssessTab;
