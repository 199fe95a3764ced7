/**
 * 制定处置 for one or more risks (assessHandle/submit): the option (规避/转移/降低/接受), measures,
 * planned controls, the ratings after treatment (each lower than now), owner and due date; the
 * answer's residual risks (recomputed by the engine) are shown before closing.
 */
import { Alert, Button, Col, Form, Input, Modal, Radio, Row, Select, Space, Table, Tag, Typography } from 'antd';
import type React from 'react';
import { useState } from 'react';
import { ControlEffectiveness, ControlType, ResidualStatus, TreatmentOption } from '@domain/engines/risk/labels';
import { type RiskRow, raHandleSubmit, type Treatment } from '@/services/riskAssessment';
import { AcceptanceTag, LevelTag, Lines } from '../AssetsReport/components/riskView';
import { LEVEL_OPTIONS } from './levels';
import { errorText, TREAT_TEXT } from './texts';

export const SUBMIT_TREATMENT_TEXT = '保存处置';

interface TreatmentForm {
  option: Treatment['option'];
  measures: string[];
  plannedControls: Treatment['plannedControls'];
  assetValue?: number;
  threatValue?: number;
  severity?: number;
  exploitability?: number;
  owner?: string;
  dueDate?: string;
}

/** Options of ratings strictly below `current` (treatment lowers a rating). */
const lowerThan = (current: number | undefined) => LEVEL_OPTIONS.filter((o) => current === undefined || o.value < current);

const TreatmentModal: React.FC<{ projectCode: string; risks: RiskRow[]; onClose: (saved: boolean) => void }> = ({ projectCode, risks, onClose }) => {
  const [form] = Form.useForm<TreatmentForm>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<RiskRow[]>();
  const first = risks[0];
  const initial = first?.treatment;
  // With several risks the lower bound is the lowest of their current ratings.
  const min = (pick: (r: RiskRow) => number | null) => {
    const values = risks.map(pick).filter((v): v is number => v !== null);
    return values.length ? Math.min(...values) : undefined;
  };

  const save = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    setError(undefined);
    try {
      const residualInputs: Treatment['residualInputs'] = {
        ...(values.assetValue ? { assetValue: values.assetValue } : {}),
        ...(values.threatValue ? { threatValue: values.threatValue } : {}),
        ...(values.severity ? { severity: values.severity } : {}),
        ...(values.exploitability ? { exploitability: values.exploitability } : {}),
      };
      const answer = await raHandleSubmit(
        {
          projectCode,
          riskCodes: risks.map((r) => r.riskCode),
          treatment: {
            option: values.option,
            measures: (values.measures ?? []).map((m) => m.trim()).filter(Boolean),
            plannedControls: values.plannedControls ?? [],
            residualInputs,
            owner: values.owner?.trim() ?? '',
            dueDate: values.dueDate ?? '',
            acceptedBy: initial?.acceptedBy ?? '',
            acceptedAt: initial?.acceptedAt ?? '',
          },
        },
        { skipErrorHandler: true },
      );
      setResult(answer);
    } catch (e) {
      setError(errorText(e, '保存失败'));
    } finally {
      setSaving(false);
    }
  };

  if (result)
    return (
      <Modal
        open
        title="处置已保存：处置后的残余风险"
        onCancel={() => onClose(true)}
        footer={
          <Button type="primary" onClick={() => onClose(true)}>
            完成
          </Button>
        }
        width={760}
      >
        <Table<RiskRow>
          rowKey="riskCode"
          size="small"
          pagination={false}
          dataSource={result}
          columns={[
            { title: '风险', dataIndex: 'riskCode', render: (_, r) => `${r.assetName} · ${r.vulnName} · ${r.threatName}` },
            { title: '处置前', dataIndex: 'level', width: 90, render: (_, r) => <LevelTag level={r.level} /> },
            { title: '残余风险', key: 'residual', width: 90, render: (_, r) => <LevelTag level={r.residual?.level} /> },
            { title: '残余风险值', key: 'value', width: 90, render: (_, r) => r.residual?.value ?? '—' },
            {
              title: '结论',
              key: 'status',
              width: 200,
              render: (_, r) =>
                r.residual ? (
                  <Space size={2} wrap>
                    <Tag>{ResidualStatus.label(r.residual.status)}</Tag>
                    <AcceptanceTag value={r.residual.acceptance} />
                    {r.residual.furtherActionRequired ? <Tag color="red">仍须进一步处置</Tag> : null}
                  </Space>
                ) : (
                  '—'
                ),
            },
          ]}
          expandable={{
            expandedRowRender: (r) => <Lines lines={r.residual?.lines ?? []} />,
          }}
        />
      </Modal>
    );

  return (
    <Modal
      open
      title={`${TREAT_TEXT}（${risks.length} 项风险）`}
      okText={SUBMIT_TREATMENT_TEXT}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={() => onClose(false)}
      width={760}
    >
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      <Typography.Paragraph type="secondary">
        {risks
          .slice(0, 5)
          .map((r) => `${r.assetName} · ${r.vulnName} · ${r.threatName}`)
          .join('；')}
        {risks.length > 5 ? ` 等 ${risks.length} 项` : ''}
      </Typography.Paragraph>
      <Form<TreatmentForm>
        form={form}
        layout="vertical"
        initialValues={{
          option: initial?.option ?? 'reduce',
          measures: initial?.measures ?? [],
          plannedControls: initial?.plannedControls ?? [],
          assetValue: initial?.residualInputs.assetValue,
          threatValue: initial?.residualInputs.threatValue,
          severity: initial?.residualInputs.severity,
          exploitability: initial?.residualInputs.exploitability,
          owner: initial?.owner ?? '',
          dueDate: initial?.dueDate ?? '',
        }}
      >
        <Form.Item name="option" label="处置方式" rules={[{ required: true, message: '请选择处置方式' }]}>
          <Radio.Group aria-label="处置方式" options={TreatmentOption.options()} optionType="button" />
        </Form.Item>
        <Form.Item name="measures" label="处置措施" extra="输入后回车，可添加多条">
          <Select mode="tags" open={false} tokenSeparators={['\n']} placeholder="例如：部署 Web 应用防火墙" />
        </Form.Item>
        <Form.List name="plannedControls">
          {(fields, { add, remove }) => (
            <Form.Item label="计划的安全措施（计入残余风险）">
              {fields.map((field) => (
                <Space key={field.key} align="baseline" wrap>
                  <Form.Item name={[field.name, 'name']} rules={[{ required: true, whitespace: true, message: '请输入措施名称' }]}>
                    <Input placeholder="措施名称" style={{ width: 240 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'type']} rules={[{ required: true, message: '请选择类型' }]}>
                    <Select placeholder="类型" style={{ width: 130 }} options={ControlType.options()} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'effectiveness']} rules={[{ required: true, message: '请选择有效性' }]}>
                    <Select placeholder="有效性" style={{ width: 110 }} options={ControlEffectiveness.options()} />
                  </Form.Item>
                  <Typography.Link type="danger" onClick={() => remove(field.name)}>
                    移除
                  </Typography.Link>
                </Space>
              ))}
              <Button type="dashed" onClick={() => add({ type: 'preventive', effectiveness: 'effective' })}>
                添加计划措施
              </Button>
            </Form.Item>
          )}
        </Form.List>
        <Typography.Text strong>处置后的赋值（只能低于当前值；不填表示不变）</Typography.Text>
        <Row gutter={12} style={{ marginTop: 8 }}>
          <Col xs={12} md={6}>
            <Form.Item name="assetValue" label="资产价值">
              <Select allowClear options={lowerThan(min((r) => r.assetValue))} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="threatValue" label="威胁赋值">
              <Select allowClear options={lowerThan(min((r) => r.threatValue))} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="severity" label="脆弱性严重程度">
              <Select allowClear options={lowerThan(min((r) => r.severity))} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="exploitability" label="可利用性">
              <Select allowClear options={LEVEL_OPTIONS} />
            </Form.Item>
          </Col>
          <Col xs={12} md={12}>
            <Form.Item name="owner" label="负责人">
              <Input maxLength={40} />
            </Form.Item>
          </Col>
          <Col xs={12} md={12}>
            <Form.Item name="dueDate" label="完成期限">
              <Input type="date" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
};

export default TreatmentModal;
