/** The consultant's problems (risks) on the questionnaire, paged on the server, each opened with its item's answers (qnOwnerRiskInfo). */
import { Alert, Button, Divider, Drawer, Result, Segmented, Space, Spin, Table, Tag } from 'antd';
import type React from 'react';
import { useCallback, useEffect, useState } from 'react';
import { QuestionRiskStatus } from '@domain/enums';
import { MlpsIssueRisk } from '@domain/engines/gap/vocab';
import { RISK_STATUS_COLORS } from '@/pages/Questionnaires/ReportOnline/components/labels';
import RiskList from '@/pages/Questionnaires/ReportOnline/components/RiskList';
import { qnOwnerRiskInfo, qnOwnerRiskList, type QuestionnaireItemDetail, type QuestionRisk } from '@/services/questionnaires';
import { chinaTimeText } from '@/utils/chinaTime';
import { ItemDetailView } from './ItemDrawer';

const PAGE_SIZE = 10;

const RiskDrawer: React.FC<{ projectCode: string; riskCode: string | undefined; onClose: () => void }> = ({ projectCode, riskCode, onClose }) => {
  const [data, setData] = useState<{ risk: QuestionRisk; item: QuestionnaireItemDetail }>();
  const [failed, setFailed] = useState<string>();
  useEffect(() => {
    setData(undefined);
    setFailed(undefined);
    if (!riskCode) return;
    qnOwnerRiskInfo({ projectCode, riskCode }, { skipErrorHandler: true })
      .then(setData)
      .catch((error: Error) => setFailed(error.message || '加载失败'));
  }, [projectCode, riskCode]);
  return (
    <Drawer open={!!riskCode} onClose={onClose} width={760} title="问题详情" destroyOnHidden>
      {failed ? (
        <Result status="warning" title="无法打开该问题" subTitle={failed} />
      ) : !data ? (
        <Spin />
      ) : (
        <>
          <RiskList risks={[data.risk]} />
          <Divider orientation="left">
            题目 {data.item.ref} {data.item.title}
          </Divider>
          <ItemDetailView item={{ ...data.item, risks: data.item.risks.filter((risk) => risk.riskCode !== data.risk.riskCode) }} />
        </>
      )}
    </Drawer>
  );
};

const Risks: React.FC<{ projectCode: string }> = ({ projectCode }) => {
  const [status, setStatus] = useState<QuestionRiskStatus | 'all'>('open');
  const [current, setCurrent] = useState(1);
  const [rows, setRows] = useState<QuestionRisk[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<string>();
  const [viewing, setViewing] = useState<string>();

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const page = await qnOwnerRiskList(
        { projectCode, status: status === 'all' ? undefined : status, current, pageSize: PAGE_SIZE },
        { skipErrorHandler: true },
      );
      setRows(page.list);
      setTotal(page.total);
      setFailed(undefined);
    } catch (error) {
      setFailed(error instanceof Error && error.message ? error.message : '加载失败');
    } finally {
      setLoading(false);
    }
  }, [projectCode, status, current]);
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Segmented<QuestionRiskStatus | 'all'>
        value={status}
        onChange={(value) => {
          setStatus(value);
          setCurrent(1);
        }}
        options={[...QuestionRiskStatus.values.map((value) => ({ value, label: QuestionRiskStatus.label(value) })), { value: 'all', label: '全部' }]}
      />
      {failed ? (
        <Alert
          type="error"
          showIcon
          message={`问题加载失败：${failed}`}
          action={
            <Button size="small" onClick={() => void load()}>
              重试
            </Button>
          }
        />
      ) : null}
      <Table<QuestionRisk>
        rowKey="riskCode"
        size="small"
        loading={loading}
        dataSource={rows}
        locale={{ emptyText: status === 'open' ? '没有待整改的问题' : '顾问尚未提出问题' }}
        pagination={{ current, pageSize: PAGE_SIZE, total, onChange: setCurrent, showSizeChanger: false }}
        columns={[
          { title: '题目', key: 'item', render: (_, risk) => `${risk.ref} ${risk.itemTitle}` },
          { title: '发现的问题', dataIndex: 'finding', ellipsis: true },
          { title: '整改建议', dataIndex: 'recommendation', ellipsis: true },
          { title: '等级', dataIndex: 'level', width: 60, render: (level: QuestionRisk['level']) => MlpsIssueRisk.label(level) },
          {
            title: '状态',
            dataIndex: 'status',
            width: 80,
            render: (value: QuestionRiskStatus) => <Tag color={RISK_STATUS_COLORS[value]}>{QuestionRiskStatus.label(value)}</Tag>,
          },
          { title: '提出', key: 'opened', width: 200, render: (_, risk) => `${risk.openedByName} ${chinaTimeText(risk.openedAt)}` },
          {
            title: '操作',
            key: 'actions',
            width: 70,
            render: (_, risk) => (
              <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => setViewing(risk.riskCode)}>
                查看
              </Button>
            ),
          },
        ]}
      />
      <RiskDrawer projectCode={projectCode} riskCode={viewing} onClose={() => setViewing(undefined)} />
    </Space>
  );
};

export default Risks;
