/**
 * The consultant's risk assessment workspace (issue 14), a wide drawer: the stage bar
 * (owner/status) and one tab per consultant stage — threats, vulnerabilities per asset, existing
 * measures (finishing computes every risk), risk analysis and treatment, residual risks and the
 * submission to the customer. Editing and finishing show only to the consultant (permissions.consult)
 * in the stage that allows them (consultantEditRefusal, info.stageActions); the server enforces both.
 */
import { history } from '@umijs/max';
import { Alert, Button, Card, Drawer, Empty, Result, Space, Spin, Tabs } from 'antd';
import type React from 'react';
import { useCallback, useEffect, useState } from 'react';
import { type CONSULTANT_EDIT_STAGES, consultantEditRefusal, risksComputed, stageIndex } from '@domain/riskAssessment/rules';
import { type AssessmentInfo, raStatus } from '@/services/riskAssessment';
import type { TabProps } from './tabProps';
import { assetsReportPath } from '../AssetsReport/paths';
import AssessTab from './AssessTab';
import ControlsTab from './ControlsTab';
import ResidualTab from './ResidualTab';
import RisksTab from './RisksTab';
import StageBar from './StageBar';
import ThreatsTab from './ThreatsTab';
import { errorText, WORK_TEXT } from './texts';
import OwnerProgress from '@/pages/RiskAssessment/AssetAssess/components/OwnerProgress';

export interface WorkProject {
  projectCode: string;
  name: string;
}

export type EditKind = keyof typeof CONSULTANT_EDIT_STAGES;

const TAB_KIND: Record<string, { what: EditKind; finish: AssessmentInfo['stageActions'][number] }> = {
  threats: { what: 'threats', finish: 'finishIdentify' },
  assess: { what: 'vulnerabilities', finish: 'finishAssess' },
  controls: { what: 'controls', finish: 'finishControl' },
  risks: { what: 'treatments', finish: 'finishRisk' },
  residual: { what: 'acceptance', finish: 'finishRemnant' },
};

/** The tab the consultant works in at a stage. */
function tabOfStage(stage: AssessmentInfo['stage']): string {
  const index = stageIndex(stage);
  if (index <= stageIndex('identify')) return 'threats';
  if (index === stageIndex('assess')) return 'assess';
  if (index === stageIndex('control')) return 'controls';
  if (index === stageIndex('risk')) return 'risks';
  return 'residual';
}

const WorkDrawer: React.FC<{ project: WorkProject | undefined; onClose: () => void }> = ({ project, onClose }) => {
  const projectCode = project?.projectCode ?? '';
  const [info, setInfo] = useState<AssessmentInfo>();
  const [error, setError] = useState<string>();
  const [tab, setTab] = useState<string>();
  const [version, setVersion] = useState(0);

  const load = useCallback(async () => {
    if (!projectCode) return;
    try {
      const next = await raStatus({ projectCode }, { skipErrorHandler: true });
      setInfo(next);
      setError(undefined);
      setTab((current) => current ?? tabOfStage(next.stage));
    } catch (e) {
      setError(errorText(e, '加载失败'));
    }
  }, [projectCode]);
  useEffect(() => {
    void load();
  }, [load]);

  const moved = (next: AssessmentInfo) => {
    setInfo(next);
    setTab(tabOfStage(next.stage));
    setVersion((v) => v + 1);
  };

  const tabProps = (key: string): TabProps | undefined => {
    if (!info) return undefined;
    const { what, finish } = TAB_KIND[key];
    const consult = info.permissions.consult;
    const refusal = consult ? consultantEditRefusal(info.stage, what) : null;
    return {
      projectCode,
      info,
      editable: consult && refusal === null,
      refusal,
      canFinish: consult && info.stageActions.includes(finish),
      onMoved: moved,
      onChanged: () => void load(),
    };
  };

  const body = () => {
    if (error && !info)
      return (
        <Result
          status="warning"
          title="无法打开风险评估"
          subTitle={error}
          extra={
            <Button type="primary" onClick={() => void load()}>
              重试
            </Button>
          }
        />
      );
    if (!info) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
    const consultantStarted = stageIndex(info.stage) >= stageIndex('identify');
    const computed = risksComputed(info.stage);
    const props = (key: string) => tabProps(key) as TabProps;
    return (
      <>
        <Card size="small" style={{ marginBottom: 16 }}>
          <StageBar info={info} />
        </Card>
        {!info.permissions.consult ? <Alert type="info" showIcon style={{ marginBottom: 12 }} message="您不是该项目的交付顾问，只能查看" /> : null}
        {!consultantStarted ? (
          <Card title="资产责任人进度">
            <Empty description="客户尚未完成资产识别与责任人确认，确认后即可开始威胁识别" style={{ marginBottom: 16 }} />
            {/* The consultant follows the owners and urges the late ones (assets_urge). */}
            <OwnerProgress projectCode={info.projectCode} canUrge={info.permissions.consult} />
          </Card>
        ) : (
          <Tabs
            key={version}
            activeKey={tab}
            onChange={setTab}
            destroyOnHidden
            items={[
              { key: 'threats', label: '威胁识别', children: <ThreatsTab {...props('threats')} /> },
              { key: 'assess', label: '脆弱性评估', children: <AssessTab {...props('assess')} /> },
              { key: 'controls', label: '已有安全措施', children: <ControlsTab {...props('controls')} /> },
              {
                key: 'risks',
                label: '风险分析',
                children: computed ? <RisksTab {...props('risks')} /> : <Empty description="风险尚未计算：完成已有安全措施确认后计算全部风险" />,
              },
              {
                key: 'residual',
                label: '残余风险',
                children: computed ? <ResidualTab {...props('residual')} /> : <Empty description="风险尚未计算" />,
              },
            ]}
          />
        )}
      </>
    );
  };

  return (
    <Drawer
      open={!!project}
      onClose={onClose}
      width="92%"
      title={project ? `${WORK_TEXT}：${project.name}（${project.projectCode}）` : WORK_TEXT}
      extra={
        <Space>
          <Button onClick={() => void load()}>刷新</Button>
          {info && risksComputed(info.stage) ? (
            <Button onClick={() => history.push(assetsReportPath('channel', projectCode))}>查看风险评估报告</Button>
          ) : null}
        </Space>
      }
    >
      {body()}
    </Drawer>
  );
};

export default WorkDrawer;
