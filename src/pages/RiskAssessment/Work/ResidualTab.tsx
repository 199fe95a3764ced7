/**
 * 残余风险: the high residual risks (assessConfirm/assessHighRemnantRiskList: still must be treated
 * or waiting for a signed acceptance) with their treatment; select → 签署接受 (assessConfirm/submit:
 * who accepts and when); 提交客户确认 (assessConfirm/complete).
 */
import { Button, Empty, Form, Input, Space, Table, Tag, Typography } from 'antd';
import type React from 'react';
import { useState } from 'react';
import { ResidualStatus, TreatmentOption } from '@domain/engines/risk/labels';
import { raConfirmSubmit, raConfirmHighRemnant, type RiskRow, raConfirmComplete } from '@/services/riskAssessment';
import { AcceptanceTag, LevelTag, RiskExplanation } from '../AssetsReport/components/riskView';
import FinishButton from './FinishButton';
import { ErrorAlert, FormModal, useModalSave, useTabList, whenClosed } from './tabKit';
import { ACCEPT_TEXT, SUBMIT_CONFIRM_TEXT } from './texts';
import type { TabProps } from './tabProps';

type RiskPage = Awaited<ReturnType<typeof raConfirmHighRemnant>>;

const AcceptModal: React.FC<{ projectCode: string; risks: RiskRow[]; onClose: (saved: boolean) => void }> = ({ projectCode, risks, onClose }) => {
  const [form] = Form.useForm<{ acceptedBy: string; acceptedAt: string }>();
  const saving = useModalSave(
    form,
    (values) =>
      raConfirmSubmit(
        { projectCode, riskCodes: risks.map((r) => r.riskCode), acceptedBy: values.acceptedBy.trim(), acceptedAt: values.acceptedAt },
        { skipErrorHandler: true },
      ),
    () => onClose(true),
    '签署失败',
  );
  return (
    <FormModal title={`${ACCEPT_TEXT}（${risks.length} 项残余风险）`} okText={ACCEPT_TEXT} saving={saving} onCancel={() => onClose(false)}>
      <Form form={form} layout="vertical">
        <Form.Item name="acceptedBy" label="风险接受人" rules={[{ required: true, whitespace: true, message: '请填写风险接受人' }]}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="acceptedAt" label="接受日期" rules={[{ required: true, message: '请填写接受日期' }]}>
          <Input type="date" />
        </Form.Item>
      </Form>
    </FormModal>
  );
};

const ResidualTab: React.FC<TabProps> = ({ projectCode, info, editable, refusal, canFinish, onMoved, onChanged }) => {
  const [selected, setSelected] = useState<RiskRow[]>([]);
  const [accepting, setAccepting] = useState<RiskRow[]>();
  const { page: rows, loading, error, load, pagination } = useTabList<object, RiskPage>(raConfirmHighRemnant, projectCode);

  const reload = () => {
    setSelected([]);
    void load();
    onChanged();
  };

  return (
    <>
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }} wrap>
        <Space wrap>
          {editable ? (
            <Button disabled={!selected.length} onClick={() => setAccepting(selected)}>
              {ACCEPT_TEXT}
              {selected.length ? `（${selected.length}）` : ''}
            </Button>
          ) : null}
          {refusal ? <Typography.Text type="secondary">{refusal}</Typography.Text> : null}
        </Space>
        {canFinish ? (
          <FinishButton
            text={SUBMIT_CONFIRM_TEXT}
            description={`尚有 ${info.counts.residualOpen} 项高残余风险未处置或未签署接受。提交后由客户确认完成或驳回。`}
            run={() => raConfirmComplete({ projectCode }, { skipErrorHandler: true })}
            onMoved={onMoved}
          />
        ) : null}
      </Space>
      <ErrorAlert error={error} />
      <Table<RiskRow>
        rowKey="riskCode"
        size="small"
        loading={loading}
        dataSource={rows?.list ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有高残余风险" /> }}
        scroll={{ x: 1000 }}
        rowSelection={
          editable ? { selectedRowKeys: selected.map((r) => r.riskCode), onChange: (_, chosen) => setSelected(chosen.filter(Boolean)) } : undefined
        }
        expandable={{ expandedRowRender: (row) => <RiskExplanation risk={row} /> }}
        pagination={{ ...pagination, size: 'small', showTotal: (total) => `共 ${total} 项` }}
        columns={[
          { title: '资产', dataIndex: 'assetName', width: 150 },
          { title: '脆弱性', dataIndex: 'vulnName', width: 170 },
          { title: '威胁', dataIndex: 'threatName', width: 150 },
          { title: '处置前', dataIndex: 'level', width: 90, render: (_, r) => <LevelTag level={r.level} /> },
          { title: '处置', key: 'option', width: 80, render: (_, r) => (r.treatment ? TreatmentOption.label(r.treatment.option) : '—') },
          { title: '残余风险', key: 'residual', width: 90, render: (_, r) => <LevelTag level={r.residual?.level} /> },
          { title: '残余判定', key: 'acc', width: 100, render: (_, r) => <AcceptanceTag value={r.residual?.acceptance} /> },
          {
            title: '状态',
            key: 'status',
            width: 110,
            render: (_, r) => (r.residual ? <Tag>{ResidualStatus.label(r.residual.status)}</Tag> : '—'),
          },
          {
            title: '接受人',
            key: 'acceptedBy',
            width: 150,
            render: (_, r) => (r.treatment?.acceptedBy ? `${r.treatment.acceptedBy} ${r.treatment.acceptedAt}` : '—'),
          },
        ]}
      />
      {accepting ? <AcceptModal projectCode={projectCode} risks={accepting} onClose={whenClosed(() => setAccepting(undefined), reload)} /> : null}
    </>
  );
};

export default ResidualTab;
