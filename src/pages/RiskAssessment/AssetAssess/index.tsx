/**
 * 信息安全风险评估 (/assetAssess/:projectCode; issue 14, GB/T 20984): the customer's side of a risk
 * assessment. The stage bar says where the project is (reject variants in error with the reason)
 * and offers the executor's stage moves; three tabs list business, system and unit assets on the
 * server with filters, forms, values with their explanation and Excel; 资产分类 counts the assets
 * by category and value; owners correct, submit or reject their assets and the project's customer
 * owner confirms the inventory; the PM or owner follows each owner's progress and urges, and at the
 * end confirms the assessment or rejects a consultant's stage. What a caller may do comes from the
 * server (info.permissions, info.stageActions) and domain tierEditRefusal; the server enforces it.
 */
import { PageContainer } from '@ant-design/pro-components';
import { history, useParams } from '@umijs/max';
import { Alert, Button, Card, Descriptions, Empty, Result, Space, Tabs, Tag, Timeline, Typography } from 'antd';
import type React from 'react';
import { useCallback, useEffect, useState } from 'react';
import { RiskMethod } from '@domain/engines/risk/labels';
import { AssetAssessStatus, AssetStage, AssetTier, ProjectLevel } from '@domain/enums';
import UrgeNotices from '@/pages/Projects/SystemManage/components/UrgeNotices';
import { chinaTimeText } from '@/utils/chinaTime';
import { type AssessmentInfo, raStatus } from '@/services/riskAssessment';
import CategoryView from './components/CategoryView';
import CustomerConfirm from './components/CustomerConfirm';
import { CATEGORY_TAB, MY_ASSETS_TAB, PAGE_TITLE, PROGRESS_TAB, STATUS_COLORS } from './components/labels';
import OwnerAssets from './components/OwnerAssets';
import OwnerProgress from './components/OwnerProgress';
import StageBar from './components/StageBar';
import { TIER_TABLES } from './components/tiers';

const TIERS = AssetTier.values;

/** The tab a caller starts on: an owner, once the inventory is handed over, on their assets; others on the tier being identified. */
function firstTab(info: AssessmentInfo): string {
  if (info.permissions.own && info.combingFinished) return 'mine';
  return TIERS.find((tier) => tier === info.stage) ?? 'business';
}

const AssetAssess: React.FC = () => {
  const { projectCode = '' } = useParams<{ projectCode: string }>();
  const [info, setInfo] = useState<AssessmentInfo>();
  const [failed, setFailed] = useState<string>();
  const [tab, setTab] = useState<string>();

  const load = useCallback(async () => {
    try {
      const next = await raStatus({ projectCode }, { skipErrorHandler: true });
      setInfo(next);
      setFailed(undefined);
      setTab((current) => current ?? firstTab(next));
    } catch (error) {
      setFailed(error instanceof Error && error.message ? error.message : '加载失败');
    }
  }, [projectCode]);
  useEffect(() => {
    void load();
  }, [load]);

  const refresh = useCallback(() => void load(), [load]);

  if (failed && !info)
    return (
      <PageContainer title={PAGE_TITLE}>
        <Result
          status="warning"
          title="无法打开该风险评估"
          subTitle={failed}
          extra={
            <Space>
              <Button type="primary" onClick={() => void load()}>
                重试
              </Button>
              <Button onClick={() => history.push('/')}>返回首页</Button>
            </Space>
          }
        />
      </PageContainer>
    );
  if (!info) return <PageContainer title={PAGE_TITLE} loading />;

  const { permissions, counts } = info;
  const confirming = info.status === 'assess-confirm' || info.status === 'assess-complete';
  const items = [
    ...TIERS.map((tier) => {
      const TierTable = TIER_TABLES[tier];
      return { key: tier, label: `${AssetTier.label(tier)}（${counts[tier]}）`, children: <TierTable info={info} onChanged={refresh} /> };
    }),
    { key: 'category', label: CATEGORY_TAB, children: <CategoryView projectCode={projectCode} /> },
    ...(permissions.own ? [{ key: 'mine', label: MY_ASSETS_TAB, children: <OwnerAssets info={info} onInfo={setInfo} /> }] : []),
    ...(permissions.execute || permissions.customerLead
      ? [{ key: 'progress', label: PROGRESS_TAB, children: <OwnerProgress projectCode={projectCode} canUrge={permissions.customerLead} /> }]
      : []),
    {
      key: 'history',
      label: '评估记录',
      children: info.history.length ? (
        <Timeline
          items={info.history.map((event) => ({
            color: event.action.startsWith('reject') || event.action === 'COMBING' || event.action === 'REJECT_STAGE' ? 'red' : 'blue',
            children: (
              <Typography.Text>
                {chinaTimeText(event.at)} {event.actorName ? `${event.actorName}：` : ''}
                {event.label}（{AssetStage.label(event.stage)} · {AssetAssessStatus.label(event.status)}）
                {event.reason ? `，原因：${event.reason}` : ''}
              </Typography.Text>
            ),
          }))}
        />
      ) : (
        <Empty description="暂无记录" />
      ),
    },
  ];

  return (
    <PageContainer
      title={`${PAGE_TITLE} · ${info.projectName}`}
      tags={<Tag color={STATUS_COLORS[info.status]}>{AssetAssessStatus.label(info.status)}</Tag>}
      content={
        <Descriptions size="small" column={3}>
          <Descriptions.Item label="服务产品">{info.productName}</Descriptions.Item>
          <Descriptions.Item label="等级">{info.level ? ProjectLevel.label(info.level) : '—'}</Descriptions.Item>
          <Descriptions.Item label="咨询顾问">{info.consultantName || '未派单'}</Descriptions.Item>
          <Descriptions.Item label="计算方法">{RiskMethod.label(info.method)}</Descriptions.Item>
          <Descriptions.Item label="配置">{info.configLabel}</Descriptions.Item>
          <Descriptions.Item label="风险">
            {info.computedAt ? `${counts.risks} 项（${chinaTimeText(info.computedAt)} 计算）` : '尚未计算'}
          </Descriptions.Item>
        </Descriptions>
      }
    >
      <UrgeNotices />
      <Card style={{ marginBottom: 16 }}>
        <StageBar info={info} onChanged={setInfo} />
      </Card>
      {!confirming && !TIERS.some((tier) => tier === info.stage) ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={`资产清单已确认，咨询顾问正在进行“${AssetStage.label(info.stage)}”，完成后提交客户确认。`}
        />
      ) : null}
      {confirming ? <CustomerConfirm info={info} onInfo={setInfo} /> : null}
      <Card>
        <Tabs activeKey={tab} onChange={setTab} items={items} destroyOnHidden />
      </Card>
    </PageContainer>
  );
};

export default AssetAssess;
