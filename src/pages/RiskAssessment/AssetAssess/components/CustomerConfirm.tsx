/**
 * The customer's confirmation (status assess-confirm; PM or owner): 确认完成评估 (the report becomes
 * final) or 驳回 one of the consultant's stages with a reason; the report and the high residual
 * risks (read-only) to decide on. After completion it says so.
 */
import { ExclamationCircleOutlined } from '@ant-design/icons';
import { history, useAccess } from '@umijs/max';
import { Alert, Button, Card, Modal, Space, Table, Tag, message } from 'antd';
import type React from 'react';
import { useCallback, useEffect, useState } from 'react';
import { AcceptanceDecision, ResidualStatus, TreatmentOption } from '@domain/engines/risk/labels';
import { AssetStage } from '@domain/enums';
import { REJECT_ACTION, REJECTABLE_STAGES, type RejectableStage } from '@domain/riskAssessment/rules';
import { chinaTimeText } from '@/utils/chinaTime';
import { type AssessmentInfo, raConsumerComplete, raHighRemnant, raStageReject, type RiskRow } from '@/services/riskAssessment';
import { assetsReportPath } from '../../AssetsReport/paths';
import { CONFIRM_COMPLETE_TEXT, CONFIRM_REJECT_TEXT, HIGH_REMNANT_TITLE, LEVEL_COLORS, REPORT_TEXT } from './labels';
import RejectDialog from './RejectDialog';
import { riskLevelText } from '@domain/engines/risk/labels';

type Page = Awaited<ReturnType<typeof raHighRemnant>>;

const HighRemnant: React.FC<{ projectCode: string }> = ({ projectCode }) => {
  const [paging, setPaging] = useState({ current: 1, pageSize: 10 });
  const [page, setPage] = useState<Page>();
  const [error, setError] = useState<string>();
  const load = useCallback(async () => {
    try {
      setPage(await raHighRemnant({ projectCode, ...paging }, { skipErrorHandler: true }));
      setError(undefined);
    } catch (e) {
      setError(e instanceof Error ? e.message : '加载失败');
    }
  }, [projectCode, paging]);
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <>
      {error ? (
        <Alert
          type="error"
          showIcon
          message="高残余风险加载失败"
          description={error}
          action={
            <Button size="small" onClick={() => void load()}>
              重试
            </Button>
          }
        />
      ) : null}
      <Table<RiskRow>
        rowKey="riskCode"
        size="small"
        loading={!page && !error}
        dataSource={page?.list ?? []}
        locale={{ emptyText: '没有高残余风险' }}
        pagination={{ ...paging, total: page?.total ?? 0, onChange: (current, pageSize) => setPaging({ current, pageSize }) }}
        columns={[
          { title: '排名', dataIndex: 'rank', width: 60 },
          { title: '资产', dataIndex: 'assetName' },
          { title: '威胁', dataIndex: 'threatName' },
          { title: '脆弱性', dataIndex: 'vulnName' },
          {
            title: '风险等级',
            dataIndex: 'level',
            width: 100,
            render: (level: number) => <Tag color={LEVEL_COLORS[level]}>{riskLevelText(level as 1)}</Tag>,
          },
          { title: '处置方式', key: 'option', width: 90, render: (_, row) => (row.treatment ? TreatmentOption.label(row.treatment.option) : '—') },
          {
            title: '残余风险',
            key: 'residual',
            width: 120,
            render: (_, row) => (row.residual?.level ? riskLevelText(row.residual.level as 1) : '—'),
          },
          { title: '残余状态', key: 'status', width: 100, render: (_, row) => (row.residual ? ResidualStatus.label(row.residual.status) : '—') },
          {
            title: '接受评价',
            key: 'acceptance',
            width: 110,
            render: (_, row) => AcceptanceDecision.label(row.residual?.acceptance ?? row.acceptance),
          },
        ]}
      />
    </>
  );
};

const CustomerConfirm: React.FC<{ info: AssessmentInfo; onInfo: (info: AssessmentInfo) => void }> = ({ info, onInfo }) => {
  const access = useAccess() as Record<string, boolean>;
  const [rejecting, setRejecting] = useState(false);
  const { projectCode } = info;
  const stages = REJECTABLE_STAGES.filter((s) => info.stageActions.includes(REJECT_ACTION[s]));
  const canComplete = info.stageActions.includes('consumerComplete');

  const complete = () =>
    Modal.confirm({
      title: CONFIRM_COMPLETE_TEXT,
      icon: <ExclamationCircleOutlined />,
      content: '确认后评估完成，评估报告定稿，不能再驳回。确定确认完成评估？',
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        try {
          onInfo(await raConsumerComplete({ projectCode }));
          message.success('评估已完成，报告已定稿');
        } catch {
          // the request layer shows the server's message
        }
      },
    });

  return (
    <Card
      title="客户确认"
      style={{ marginBottom: 16 }}
      extra={
        <Space wrap>
          {access.canReadInterface ? <Button onClick={() => history.push(assetsReportPath('customer', projectCode))}>{REPORT_TEXT}</Button> : null}
          {stages.length ? (
            <Button danger onClick={() => setRejecting(true)}>
              {CONFIRM_REJECT_TEXT}
            </Button>
          ) : null}
          {canComplete ? (
            <Button type="primary" onClick={complete}>
              {CONFIRM_COMPLETE_TEXT}
            </Button>
          ) : null}
        </Space>
      }
    >
      {info.status === 'assess-complete' ? (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          message={`评估已完成${info.completedAt ? `（${chinaTimeText(info.completedAt)}）` : ''}，报告已定稿`}
        />
      ) : info.status === 'assess-confirm' ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={
            info.permissions.customerLead
              ? '咨询顾问已提交评估结果：请查看评估报告与高残余风险，确认完成评估，或驳回需要修改的阶段。'
              : '咨询顾问已提交评估结果，等待客户项目经理或责任人确认。'
          }
        />
      ) : null}
      <h4>{HIGH_REMNANT_TITLE}</h4>
      <HighRemnant projectCode={projectCode} />
      <RejectDialog
        open={rejecting}
        title={CONFIRM_REJECT_TEXT}
        explain="驳回后该阶段退回咨询顾问重新完成（之后的阶段也要重新完成），顾问可以看到驳回原因。"
        stages={stages.map((s) => ({ value: s, label: AssetStage.label(s) }))}
        onCancel={() => setRejecting(false)}
        onSubmit={async ({ stage, reason }) => {
          try {
            onInfo(await raStageReject({ projectCode, stage: stage as RejectableStage, reason }));
            message.success(`已驳回“${AssetStage.label(stage)}”`);
            return true;
          } catch {
            return false;
          }
        }}
      />
    </Card>
  );
};

export default CustomerConfirm;
