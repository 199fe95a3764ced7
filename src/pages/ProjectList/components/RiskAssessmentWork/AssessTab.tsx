/**
 * 脆弱性评估: the system and unit assets (assess/list, paged on the server, filtered by tier,
 * assessment state, category, value and keyword); the chosen asset's vulnerabilities as a form
 * (assess/detail → assess/update, the whole list replaced): name, layer, severity,
 * exploitability, the threats that exploit it, description; 保存 keeps the asset's mark,
 * 保存并标记评估完成 marks it assessed; 完成脆弱性评估 (assess/complete).
 */
import { Alert, Button, Card, Col, Empty, Form, Input, Row, Select, Space, Spin, Table, Tag, Typography } from 'antd';
import type React from 'react';
import { useCallback, useEffect, useState } from 'react';
import { AssetAssessState, AssetCategory, AssetTier, VulnerabilityLayer } from '@domain/enums';
import {
  type AssessAssetRow,
  finishAssess,
  getAssessAssets,
  getAssessDetail,
  saveAssetAssessment,
  type ThreatRow,
  type VulnerabilityRow,
} from '@/services/riskAssessment';
import FinishButton from './FinishButton';
import { LEVEL_OPTIONS, rating } from './levels';
import { RISK_LEVEL_COLOR } from '../../../AssetsReport/components/riskView';
import { ErrorAlert, useTabList } from './tabKit';
import { errorText, FINISH_ASSESS_TEXT, SAVE_ASSESSED_TEXT, SAVE_TEXT } from './texts';
import type { TabProps } from './WorkDrawer';

export const ADD_VULNERABILITY_TEXT = '添加脆弱性';

interface Filters {
  tier?: 'system' | 'unit';
  filter?: AssessAssetRow['assessState'];
  category?: AssessAssetRow['category'];
  importance?: number;
  keyword?: string;
}

type VulnForm = Pick<VulnerabilityRow, 'name' | 'layer' | 'severity' | 'threatCodes'> & {
  vulnCode?: string;
  exploitability?: number | null;
  description?: string;
};

type AssessAssetPage = Awaited<ReturnType<typeof getAssessAssets>>;

const STATE_COLOR: Record<string, string> = { waitforassess: 'orange', assesscomplete: 'blue', disposecompleted: 'green' };

interface Detail {
  asset: AssessAssetRow;
  vulnerabilities: VulnerabilityRow[];
  threats: ThreatRow[];
}

const VulnerabilityEditor: React.FC<{ projectCode: string; assetCode: string; editable: boolean; onSaved: () => void }> = ({
  projectCode,
  assetCode,
  editable,
  onSaved,
}) => {
  const [form] = Form.useForm<{ vulnerabilities: VulnForm[] }>();
  const [detail, setDetail] = useState<Detail>();
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState<'save' | 'assessed'>();
  const [saved, setSaved] = useState<string>();

  const show = useCallback(
    (next: Detail) => {
      setDetail(next);
      form.setFieldsValue({
        vulnerabilities: next.vulnerabilities.map((v) => ({
          vulnCode: v.vulnCode,
          name: v.name,
          layer: v.layer,
          severity: v.severity,
          exploitability: v.exploitability,
          threatCodes: v.threatCodes,
          description: v.description,
        })),
      });
    },
    [form],
  );

  useEffect(() => {
    setDetail(undefined);
    setError(undefined);
    setSaved(undefined);
    getAssessDetail({ projectCode, assetCode }, { skipErrorHandler: true })
      .then(show)
      .catch((e: unknown) => setError(errorText(e, '加载失败')));
  }, [projectCode, assetCode, show]);

  const save = async (assessed: boolean) => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(assessed ? 'assessed' : 'save');
    setError(undefined);
    setSaved(undefined);
    try {
      const next = await saveAssetAssessment(
        {
          projectCode,
          assetCode,
          assessed,
          vulnerabilities: (values.vulnerabilities ?? []).map((v) => ({
            ...(v.vulnCode ? { vulnCode: v.vulnCode } : {}),
            name: v.name.trim(),
            layer: v.layer,
            severity: v.severity,
            exploitability: v.exploitability ?? null,
            threatCodes: v.threatCodes,
            description: v.description?.trim() ?? '',
          })),
        },
        { skipErrorHandler: true },
      );
      show(next);
      setSaved(assessed ? '已保存，资产已标记评估完成' : '已保存');
      onSaved();
    } catch (e) {
      setError(errorText(e, '保存失败'));
    } finally {
      setSaving(undefined);
    }
  };

  if (!detail) return error ? <Alert type="error" showIcon message={error} /> : <Spin style={{ display: 'block', margin: '40px auto' }} />;
  const { asset, threats } = detail;
  const threatOptions = threats.map((t) => ({ value: t.threatCode, label: `${t.name}（${rating(t.value)}）` }));
  return (
    <Card
      size="small"
      title={`${asset.name}（${asset.assetCode}）`}
      extra={
        <Space>
          <Tag>{AssetTier.label(asset.tier)}</Tag>
          <Tag>{AssetCategory.label(asset.category)}</Tag>
          <Tag color="blue">价值 {rating(asset.value)}</Tag>
          <Tag color={STATE_COLOR[asset.assessState]}>{AssetAssessState.label(asset.assessState)}</Tag>
        </Space>
      }
    >
      {error ? <Alert type="error" showIcon closable message={error} style={{ marginBottom: 12 }} /> : null}
      {saved ? <Alert type="success" showIcon closable message={saved} style={{ marginBottom: 12 }} /> : null}
      {!threats.length ? <Alert type="warning" showIcon message="项目尚未识别威胁，请先在“威胁识别”中添加威胁" style={{ marginBottom: 12 }} /> : null}
      <Form form={form} layout="vertical" disabled={!editable}>
        <Form.List name="vulnerabilities">
          {(fields, { add, remove }) => (
            <>
              {fields.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="该资产尚未记录脆弱性" /> : null}
              {fields.map((field, index) => (
                <Card
                  key={field.key}
                  size="small"
                  type="inner"
                  style={{ marginBottom: 12 }}
                  title={`脆弱性 ${index + 1}`}
                  extra={
                    editable ? (
                      <Typography.Link type="danger" onClick={() => remove(field.name)}>
                        移除
                      </Typography.Link>
                    ) : null
                  }
                >
                  <Form.Item name={[field.name, 'vulnCode']} hidden>
                    <Input />
                  </Form.Item>
                  <Row gutter={12}>
                    <Col xs={24} md={12}>
                      <Form.Item
                        name={[field.name, 'name']}
                        label="脆弱性名称"
                        rules={[{ required: true, whitespace: true, message: '请输入脆弱性名称' }]}
                      >
                        <Input maxLength={100} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={12}>
                      <Form.Item name={[field.name, 'layer']} label="层面" rules={[{ required: true, message: '请选择层面' }]}>
                        <Select options={VulnerabilityLayer.options()} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={6}>
                      <Form.Item name={[field.name, 'severity']} label="严重程度" rules={[{ required: true, message: '请选择严重程度' }]}>
                        <Select options={LEVEL_OPTIONS} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={6}>
                      <Form.Item name={[field.name, 'exploitability']} label="可利用性">
                        <Select allowClear placeholder="不评估" options={LEVEL_OPTIONS} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={12}>
                      <Form.Item
                        name={[field.name, 'threatCodes']}
                        label="可利用该脆弱性的威胁"
                        rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一项可利用该脆弱性的威胁' }]}
                      >
                        <Select mode="multiple" optionFilterProp="label" options={threatOptions} />
                      </Form.Item>
                    </Col>
                    <Col span={24}>
                      <Form.Item name={[field.name, 'description']} label="说明">
                        <Input.TextArea rows={2} maxLength={2000} />
                      </Form.Item>
                    </Col>
                  </Row>
                </Card>
              ))}
              {editable ? (
                <Button type="dashed" block onClick={() => add({ threatCodes: [], description: '' })} style={{ marginBottom: 12 }}>
                  {ADD_VULNERABILITY_TEXT}
                </Button>
              ) : null}
            </>
          )}
        </Form.List>
      </Form>
      {editable ? (
        <Space>
          <Button loading={saving === 'save'} disabled={!!saving} onClick={() => void save(asset.assessState !== 'waitforassess')}>
            {SAVE_TEXT}
          </Button>
          <Button type="primary" loading={saving === 'assessed'} disabled={!!saving} onClick={() => void save(true)}>
            {SAVE_ASSESSED_TEXT}
          </Button>
        </Space>
      ) : null}
    </Card>
  );
};

const AssessTab: React.FC<TabProps> = ({ projectCode, info, editable, refusal, canFinish, onMoved, onChanged }) => {
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<string>();
  const { filters, filter, page: rows, loading, error, load, pagination } = useTabList<Filters, AssessAssetPage>(getAssessAssets, projectCode);

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
              run={() => finishAssess({ projectCode }, { skipErrorHandler: true })}
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
