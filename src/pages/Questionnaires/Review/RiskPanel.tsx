/**
 * The risks (problems) of one item: each with its level, finding, recommendation and status; the
 * consultant opens a new one (finding, recommendation, level 高/中/低: qnRiskOpen) and closes an
 * open one with a note (qnRiskClose).
 */
import { Button, Empty, Form, Input, List, message, Modal, Select, Space, Tag, Typography } from 'antd';
import type React from 'react';
import { useState } from 'react';
import { QuestionRiskStatus } from '@domain/enums';
import { MlpsIssueRisk } from '@domain/engines/gap/vocab';
import { RISK_TEXT_MAX } from '@domain/questionnaires/rules';
import { qnRiskClose, qnRiskOpen, type QuestionnaireItemDetail, type QuestionRisk } from '@/services/questionnaires';
import { chinaTimeText } from '@/utils/chinaTime';

export const OPEN_RISK_TEXT = '提出问题';
export const CLOSE_RISK_TEXT = '关闭问题';
const LEVEL_COLOR: Record<string, string> = { high: 'red', medium: 'orange', low: 'gold' };

interface Props {
  projectCode: string;
  item: QuestionnaireItemDetail;
  disabled?: boolean;
  onChanged: () => void;
}

interface OpenValues {
  finding: string;
  recommendation: string;
  level: QuestionRisk['level'];
}

const RiskPanel: React.FC<Props> = ({ projectCode, item, disabled, onChanged }) => {
  const [opening, setOpening] = useState(false);
  const [closing, setClosing] = useState<QuestionRisk>();
  const [busy, setBusy] = useState(false);
  const [openForm] = Form.useForm<OpenValues>();
  const [closeForm] = Form.useForm<{ note: string }>();

  const submitOpen = async (values: OpenValues) => {
    setBusy(true);
    try {
      await qnRiskOpen({
        projectCode,
        questionnairItemCode: item.questionnairItemCode,
        finding: values.finding.trim(),
        recommendation: values.recommendation.trim(),
        level: values.level,
      });
      message.success('问题已提出');
      setOpening(false);
      openForm.resetFields();
      onChanged();
    } catch {
      // the request layer shows the server's message
    } finally {
      setBusy(false);
    }
  };

  const submitClose = async (values: { note?: string }) => {
    if (!closing) return;
    setBusy(true);
    try {
      await qnRiskClose({ projectCode, riskCode: closing.riskCode, note: values.note?.trim() ?? '' });
      message.success('问题已关闭');
      setClosing(undefined);
      closeForm.resetFields();
      onChanged();
    } catch {
      // the request layer shows the server's message
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Space style={{ marginBottom: 8 }}>
        <Button size="small" onClick={() => setOpening(true)} disabled={disabled}>
          {OPEN_RISK_TEXT}
        </Button>
      </Space>
      {item.risks.length ? (
        <List
          size="small"
          dataSource={item.risks}
          renderItem={(risk) => (
            <List.Item
              actions={
                risk.status === 'open' && !disabled
                  ? [
                      <Typography.Link key="close" onClick={() => setClosing(risk)}>
                        {CLOSE_RISK_TEXT}
                      </Typography.Link>,
                    ]
                  : []
              }
            >
              <List.Item.Meta
                title={
                  <Space wrap>
                    <Tag color={LEVEL_COLOR[risk.level]}>风险{MlpsIssueRisk.label(risk.level)}</Tag>
                    <Tag color={risk.status === 'open' ? 'red' : 'default'}>{QuestionRiskStatus.label(risk.status)}</Tag>
                    <span>{risk.finding}</span>
                  </Space>
                }
                description={
                  <Space direction="vertical" size={0}>
                    <span>整改建议：{risk.recommendation}</span>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {risk.openedByName} 提出于 {chinaTimeText(risk.openedAt)}
                      {risk.closedAt
                        ? `；${risk.closedByName} 关闭于 ${chinaTimeText(risk.closedAt)}${risk.closeNote ? `：${risk.closeNote}` : ''}`
                        : ''}
                    </Typography.Text>
                  </Space>
                }
              />
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无问题" />
      )}

      <Modal
        title={`${OPEN_RISK_TEXT}：${item.ref} ${item.title}`}
        open={opening}
        onCancel={() => setOpening(false)}
        onOk={() => openForm.submit()}
        confirmLoading={busy}
        okText="提交"
      >
        <Form<OpenValues> name="openRisk" form={openForm} layout="vertical" onFinish={submitOpen} initialValues={{ level: 'medium' }}>
          <Form.Item name="finding" label="发现的问题" rules={[{ required: true, whitespace: true, message: '请填写发现的问题' }]}>
            <Input.TextArea rows={3} maxLength={RISK_TEXT_MAX} showCount />
          </Form.Item>
          <Form.Item name="recommendation" label="整改建议" rules={[{ required: true, whitespace: true, message: '请填写整改建议' }]}>
            <Input.TextArea rows={3} maxLength={RISK_TEXT_MAX} showCount />
          </Form.Item>
          <Form.Item name="level" label="风险等级" rules={[{ required: true, message: '请选择风险等级' }]}>
            <Select options={MlpsIssueRisk.values.map((value) => ({ value, label: MlpsIssueRisk.label(value) }))} />
          </Form.Item>
        </Form>
      </Modal>

      <Modal
        title={CLOSE_RISK_TEXT}
        open={!!closing}
        onCancel={() => setClosing(undefined)}
        onOk={() => closeForm.submit()}
        confirmLoading={busy}
        okText="关闭问题"
      >
        <Typography.Paragraph>{closing?.finding}</Typography.Paragraph>
        <Form name="closeRisk" form={closeForm} layout="vertical" onFinish={submitClose}>
          <Form.Item name="note" label="关闭说明">
            <Input.TextArea rows={3} maxLength={RISK_TEXT_MAX} showCount placeholder="客户已整改的情况，或不构成问题的理由" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
};

export default RiskPanel;
