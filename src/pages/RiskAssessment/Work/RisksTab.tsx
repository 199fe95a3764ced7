/**
 * 风险分析: the ranked risks (assessSuggestion/list, paged on the server; filters level,
 * acceptance, asset, keyword) with level tags, likelihood and loss, and an expandable row with the
 * engine's explanation and the suggestion; select risks → 制定处置 (TreatmentModal);
 * 完成风险处置 (assessHandle/complete).
 */
import { Button, Input, Select, Space, Table, Tag, Typography } from 'antd';
import type React from 'react';
import { useState } from 'react';
import { AcceptanceDecision, TreatmentOption } from '@domain/engines/risk/labels';
import { raHandleComplete, raAssessAssets, raSuggestionList, type RiskRow } from '@/services/riskAssessment';
import { AcceptanceTag, LevelTag, RiskExplanation, riskLevelName } from '../AssetsReport/components/riskView';
import FinishButton from './FinishButton';
import { ErrorAlert, useTabList, whenClosed } from './tabKit';
import { FINISH_TREATMENT_TEXT, TREAT_TEXT } from './texts';
import TreatmentModal from './TreatmentModal';
import type { TabProps } from './tabProps';

interface Filters {
  level?: number;
  acceptance?: RiskRow['acceptance'];
  assetCode?: string;
  keyword?: string;
}

type RiskPage = Awaited<ReturnType<typeof raSuggestionList>>;

const RisksTab: React.FC<TabProps> = ({ projectCode, info, editable, refusal, canFinish, onMoved, onChanged }) => {
  const [selected, setSelected] = useState<RiskRow[]>([]);
  const [treating, setTreating] = useState<RiskRow[]>();
  const [assets, setAssets] = useState<{ value: string; label: string }[]>([]);
  const { filters, filter, page: rows, loading, error, load, pagination } = useTabList<Filters, RiskPage>(raSuggestionList, projectCode);

  const searchAssets = (keyword: string) => {
    raAssessAssets({ projectCode, current: 1, pageSize: 20, ...(keyword ? { keyword } : {}) }, { skipErrorHandler: true })
      .then((page) => setAssets(page.list.map((a) => ({ value: a.assetCode, label: a.name }))))
      .catch(() => undefined);
  };

  const reload = () => {
    setSelected([]);
    void load();
    onChanged();
  };

  return (
    <>
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }} wrap>
        <Space wrap>
          <Select
            aria-label="风险等级"
            allowClear
            placeholder="全部等级"
            style={{ width: 120 }}
            value={filters.level}
            onChange={(level?: number) => filter({ level })}
            options={[5, 4, 3, 2, 1].map((value) => ({ value, label: `${value} ${riskLevelName(value)}` }))}
          />
          <Select
            aria-label="接受判定"
            allowClear
            placeholder="全部判定"
            style={{ width: 130 }}
            value={filters.acceptance}
            onChange={(acceptance?: RiskRow['acceptance']) => filter({ acceptance })}
            options={AcceptanceDecision.options()}
          />
          <Select
            aria-label="资产"
            allowClear
            showSearch
            filterOption={false}
            placeholder="全部资产"
            style={{ width: 180 }}
            value={filters.assetCode}
            onFocus={() => (assets.length ? undefined : searchAssets(''))}
            onSearch={searchAssets}
            onChange={(assetCode?: string) => filter({ assetCode })}
            options={assets}
          />
          <Input.Search
            allowClear
            placeholder="资产、威胁或脆弱性"
            style={{ width: 200 }}
            onSearch={(value) => filter({ keyword: value.trim() || undefined })}
          />
        </Space>
        <Space wrap>
          {refusal ? <Typography.Text type="secondary">{refusal}</Typography.Text> : null}
          {editable ? (
            <Button disabled={!selected.length} onClick={() => setTreating(selected)}>
              {TREAT_TEXT}
              {selected.length ? `（${selected.length}）` : ''}
            </Button>
          ) : null}
          {canFinish ? (
            <FinishButton
              text={FINISH_TREATMENT_TEXT}
              description={`须处置的风险 ${info.counts.mustTreat} 项，其中 ${info.counts.mustTreatUntreated} 项尚未制定处置。完成后进入残余风险。`}
              run={() => raHandleComplete({ projectCode }, { skipErrorHandler: true })}
              onMoved={onMoved}
            />
          ) : null}
        </Space>
      </Space>
      <ErrorAlert error={error} />
      <Table<RiskRow>
        rowKey="riskCode"
        size="small"
        loading={loading}
        dataSource={rows?.list ?? []}
        locale={{ emptyText: '没有符合条件的风险' }}
        scroll={{ x: 1100 }}
        rowSelection={
          editable
            ? {
                selectedRowKeys: selected.map((r) => r.riskCode),
                preserveSelectedRowKeys: true,
                onChange: (_, chosen) => setSelected(chosen.filter(Boolean)),
              }
            : undefined
        }
        expandable={{ expandedRowRender: (row) => <RiskExplanation risk={row} /> }}
        pagination={{ ...pagination, size: 'small', showTotal: (total) => `共 ${total} 项风险` }}
        columns={[
          { title: '排名', dataIndex: 'rank', width: 60 },
          { title: '资产', dataIndex: 'assetName', width: 150 },
          { title: '脆弱性', dataIndex: 'vulnName', width: 170 },
          { title: '威胁', dataIndex: 'threatName', width: 150 },
          { title: '可能性', key: 'likelihood', width: 80, render: (_, r) => `${r.likelihood.level}（${r.likelihood.value}）` },
          { title: '损失', key: 'loss', width: 80, render: (_, r) => `${r.loss.level}（${r.loss.value}）` },
          { title: '风险值', dataIndex: 'value', width: 70 },
          { title: '等级', dataIndex: 'level', width: 90, render: (_, r) => <LevelTag level={r.level} /> },
          { title: '判定', dataIndex: 'acceptance', width: 100, render: (_, r) => <AcceptanceTag value={r.acceptance} /> },
          {
            title: '处置',
            key: 'treatment',
            width: 80,
            render: (_, r) => (r.treatment ? <Tag color="blue">{TreatmentOption.label(r.treatment.option)}</Tag> : '—'),
          },
          { title: '残余', key: 'residual', width: 90, render: (_, r) => <LevelTag level={r.residual?.level} /> },
          ...(editable
            ? [
                {
                  title: '操作',
                  key: 'actions',
                  width: 80,
                  fixed: 'right' as const,
                  render: (_: unknown, r: RiskRow) => <Typography.Link onClick={() => setTreating([r])}>{TREAT_TEXT}</Typography.Link>,
                },
              ]
            : []),
        ]}
      />
      {treating ? <TreatmentModal projectCode={projectCode} risks={treating} onClose={whenClosed(() => setTreating(undefined), reload)} /> : null}
    </>
  );
};

export default RisksTab;
