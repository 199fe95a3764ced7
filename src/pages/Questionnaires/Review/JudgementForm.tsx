/**
 * The consultant's judgement of one item (control information, qnControlInfoSubmit): MLPS control
 * points — result, issue risk (required for 不符合), importance; ISO clauses and Annex A controls —
 * current and target maturity 0–5, applicability (controls only), key control; both — finding and
 * remediation. Template questions are not judged. Labels come from the engines' vocabulary.
 */
import { Alert, Button, Col, Form, Input, message, Row, Select, Switch, Typography } from 'antd';
import type React from 'react';
import { useEffect, useState } from 'react';
import { MlpsImportance, MlpsIssueRisk, MlpsResult } from '@domain/engines/gap/vocab';
import { judgementProblems } from '@domain/questionnaires/judgement';
import { ISO_MATURITY_OPTIONS, RISK_TEXT_MAX } from '@domain/questionnaires/rules';
import { type ControlJudgement, type QuestionnaireItemDetail, qnControlInfoSubmit } from '@/services/questionnaires';

export const ISSUE_RISK_REQUIRED = '判定为“不符合”时请选择问题风险等级';
export const RESULT_REQUIRED = '请选择符合情况';
export const CURRENT_REQUIRED = '请选择当前成熟度';
export const SAVE_JUDGEMENT_TEXT = '保存判定';
export const TARGET_BELOW_CURRENT = '目标成熟度不能低于当前成熟度';

const maturityOptions = ISO_MATURITY_OPTIONS.map((label, value) => ({ value, label }));

interface Props {
  projectCode: string;
  item: QuestionnaireItemDetail;
  disabled?: boolean;
  onSaved: () => void;
}

const JudgementForm: React.FC<Props> = ({ projectCode, item, disabled, onSaved }) => {
  const [form] = Form.useForm<ControlJudgement>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const mlps = item.kind === 'mlps';
  const iso = item.kind === 'isoClause' || item.kind === 'isoControl';
  const result = Form.useWatch('result', form);
  const applicable = Form.useWatch('applicable', form);

  useEffect(() => {
    setFailure(undefined);
    form.resetFields();
    form.setFieldsValue({
      ...(iso ? { applicable: true, key: false } : {}),
      ...(item.judgement ?? {}),
    });
  }, [item, form, iso]);

  if (!mlps && !iso) return <Typography.Text type="secondary">通用问题不参与差距评分，无需判定</Typography.Text>;

  const save = async (values: ControlJudgement) => {
    setSaving(true);
    setFailure(undefined);
    const judgement: ControlJudgement = mlps
      ? {
          result: values.result,
          ...(values.result === 'nonconform' || values.result === 'partial' ? (values.issueRisk ? { issueRisk: values.issueRisk } : {}) : {}),
          ...(values.importance ? { importance: values.importance } : {}),
          finding: values.finding?.trim() ?? '',
          remediation: values.remediation?.trim() ?? '',
        }
      : {
          ...(item.kind === 'isoControl' ? { applicable: values.applicable ?? true } : {}),
          ...(item.kind === 'isoClause' || values.applicable !== false
            ? { current: values.current, ...(values.target !== undefined && values.target !== null ? { target: values.target } : {}) }
            : {}),
          key: values.key ?? false,
          finding: values.finding?.trim() ?? '',
          remediation: values.remediation?.trim() ?? '',
        };
    // The rule the server applies (domain/questionnaires/judgement.ts): nothing incomplete is sent.
    const problems = judgementProblems(item.kind, judgement);
    if (problems.length > 0) {
      setFailure(problems.join('；'));
      setSaving(false);
      return;
    }
    try {
      await qnControlInfoSubmit({ projectCode, questionnairItemCode: item.questionnairItemCode, judgement }, { skipErrorHandler: true });
      message.success('判定已保存');
      onSaved();
    } catch (e) {
      setFailure(e instanceof Error ? e.message : '保存失败');
    } finally {
      setSaving(false);
    }
  };

  const needsRisk = result === 'nonconform';
  const measured = item.kind === 'isoClause' || applicable !== false;
  return (
    <Form<ControlJudgement> name="judgement" form={form} layout="vertical" onFinish={save} disabled={disabled} aria-label="判定表单">
      {failure ? <Alert style={{ marginBottom: 12 }} type="error" showIcon message={failure} /> : null}
      {mlps ? (
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="result" label="符合情况" rules={[{ required: true, message: RESULT_REQUIRED }]}>
              <Select placeholder="请选择" options={MlpsResult.values.map((value) => ({ value, label: MlpsResult.label(value) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="issueRisk"
              label="问题风险等级"
              dependencies={['result']}
              rules={[{ required: needsRisk, message: ISSUE_RISK_REQUIRED }]}
              extra={result === 'conform' || result === 'na' ? '符合或不适用时不记风险等级' : undefined}
            >
              <Select
                placeholder="请选择"
                allowClear
                disabled={disabled || result === 'conform' || result === 'na'}
                options={MlpsIssueRisk.values.map((value) => ({ value, label: MlpsIssueRisk.label(value) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="importance" label="重要程度">
              <Select
                placeholder="按配置默认"
                allowClear
                options={MlpsImportance.values.map((value) => ({ value, label: MlpsImportance.label(value) }))}
              />
            </Form.Item>
          </Col>
        </Row>
      ) : (
        <Row gutter={16}>
          {item.kind === 'isoControl' ? (
            <Col xs={12} md={6}>
              <Form.Item name="applicable" label="适用" valuePropName="checked">
                <Switch checkedChildren="适用" unCheckedChildren="不适用" />
              </Form.Item>
            </Col>
          ) : null}
          <Col xs={12} md={6}>
            <Form.Item name="current" label="当前成熟度" rules={[{ required: measured, message: CURRENT_REQUIRED }]}>
              <Select placeholder="请选择" disabled={disabled || !measured} options={maturityOptions} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="target"
              label="目标成熟度"
              dependencies={['current']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: async (_: unknown, target: number | undefined | null) => {
                    const current = getFieldValue('current') as number | undefined;
                    if (target !== undefined && target !== null && current !== undefined && current !== null && target < current)
                      throw new Error(TARGET_BELOW_CURRENT);
                  },
                }),
              ]}
            >
              <Select placeholder="按配置默认" allowClear disabled={disabled || !measured} options={maturityOptions} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="key" label="关键控制" valuePropName="checked">
              <Switch checkedChildren="是" unCheckedChildren="否" />
            </Form.Item>
          </Col>
        </Row>
      )}
      <Form.Item name="finding" label="发现的问题">
        <Input.TextArea rows={2} maxLength={RISK_TEXT_MAX} showCount />
      </Form.Item>
      <Form.Item name="remediation" label="整改建议">
        <Input.TextArea rows={2} maxLength={RISK_TEXT_MAX} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {SAVE_JUDGEMENT_TEXT}
      </Button>
    </Form>
  );
};

export default JudgementForm;
