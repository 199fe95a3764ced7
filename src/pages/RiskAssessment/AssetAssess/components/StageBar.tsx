/**
 * The stage bar of /assetAssess: business → system → unit → 责任人确认 → the consultant's stages →
 * 客户确认 → 评估完成, from the assessment's stage and status. A reject variant shows its stage in
 * error with the customer's reason; the owners' rejection and what stops the current stage are
 * shown under it. The executor's "finish this stage" button appears only when the caller may
 * make that move (info.stageActions and the tier rule), disabled with the problems as its reason.
 */
import { ExclamationCircleOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Space, Steps, Tooltip, Typography, message } from 'antd';
import type React from 'react';
import { useState } from 'react';
import { ASSET_STAGE_ORDER, AssetStage, type AssetTier } from '@domain/enums';
import { stageIndex, tierEditRefusal } from '@domain/riskAssessment/rules';
import { chinaTimeText } from '@/utils/chinaTime';
import { type AssessmentInfo, raAssetsFinish } from '@/services/riskAssessment';
import { finishConfirmText, isRejectStage, OWNER_STEP_TITLE, TIER_FINISH } from './labels';
import { AssetAssessStatus } from '@domain/enums';

const TIERS: readonly AssetTier[] = ['business', 'system', 'unit'];
const OWNER_STEP = 3;

/** The step the project is at: the stages in order with the owners' confirmation after the unit stage. */
export function currentStep(info: Pick<AssessmentInfo, 'stage' | 'status' | 'combingFinished'>): number {
  const base = stageIndex(info.stage);
  if (base < 2) return base;
  if (base === 2) return info.combingFinished || info.status !== 'combing' ? OWNER_STEP : 2;
  return base + 1;
}

/** The tier whose finish button the caller may press now, or null. */
export function finishableTier(info: AssessmentInfo): AssetTier | null {
  const tier = TIERS.find((t) => t === info.stage);
  if (!tier || !info.permissions.execute || tierEditRefusal(info, tier)) return null;
  const action = TIER_FINISH[tier].action;
  return action === null || info.stageActions.includes(action) ? tier : null;
}

const StageBar: React.FC<{ info: AssessmentInfo; onChanged: (info: AssessmentInfo) => void }> = ({ info, onChanged }) => {
  const [busy, setBusy] = useState(false);
  const current = currentStep(info);
  const rejected = isRejectStage(info.stage);
  const done = info.stage === 'assets_progress_fin';
  const titles = [
    ...ASSET_STAGE_ORDER.slice(0, 3).map((s) => AssetStage.label(s)),
    OWNER_STEP_TITLE,
    ...ASSET_STAGE_ORDER.slice(3).map((s) => AssetStage.label(s)),
  ];
  const tier = finishableTier(info);

  const finish = (t: AssetTier) =>
    Modal.confirm({
      title: TIER_FINISH[t].text,
      icon: <ExclamationCircleOutlined />,
      content: finishConfirmText(t),
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        setBusy(true);
        try {
          const next = await raAssetsFinish({ projectCode: info.projectCode });
          message.success(`${TIER_FINISH[t].text}成功`);
          onChanged(next);
        } catch {
          // the request layer shows the server's message
        } finally {
          setBusy(false);
        }
      },
    });

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Steps
        size="small"
        current={current}
        status={rejected ? 'error' : done ? 'finish' : 'process'}
        items={titles.map((title, index) => ({
          title: index === current && rejected ? AssetStage.label(info.stage) : title,
          description: index === OWNER_STEP && index === current ? AssetAssessStatus.label(info.status) : undefined,
        }))}
        data-testid="stage-bar"
      />
      {info.reject && rejected ? (
        <Alert
          type="error"
          showIcon
          message={`客户驳回了“${AssetStage.label(info.reject.stage)}”`}
          description={`${info.reject.reason}（${info.reject.byName}，${chinaTimeText(info.reject.at)}）`}
        />
      ) : null}
      {info.ownerReject && info.status === 'combing' ? (
        <Alert
          type="warning"
          showIcon
          message="责任人驳回了资产清单，请按原因修改后重新完成资产梳理"
          description={`${info.ownerReject.reason}（${info.ownerReject.byName}，${chinaTimeText(info.ownerReject.at)}）`}
        />
      ) : null}
      {/* What stops the executors' stage; the consultant's own problems belong to the consultant's workspace. */}
      {info.problems.length && TIERS.some((t) => t === info.stage) ? (
        <Alert
          type="info"
          showIcon
          message="完成当前阶段前还需："
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {info.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          }
        />
      ) : null}
      {tier ? (
        <Space>
          <Tooltip title={info.problems.length ? info.problems.join('；') : undefined}>
            <Button type="primary" loading={busy} disabled={info.problems.length > 0} onClick={() => finish(tier)}>
              {TIER_FINISH[tier].text}
            </Button>
          </Tooltip>
          <Typography.Text type="secondary">当前阶段：{AssetStage.label(info.stage)}</Typography.Text>
        </Space>
      ) : null}
    </Space>
  );
};

export default StageBar;
