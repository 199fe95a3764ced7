/**
 * 项目详情 (/systemManage/companyDetails/:projectCode; issue 12): one of the customer's projects —
 * the service, channel and consultant, the customer's owner (PM/owner may change it), the tasks by
 * role (assign, submit, return, finish; finish all as a background job with its progress), the
 * delivery steps (content root nodes), the company-information form when the consultant asked for
 * it, the project's files (项目文件: src/components/ProjectFiles), the urges (PM/owner urge a late
 * person: notice + SMS, once per interval) and the timeline.
 */
import { PageContainer } from '@ant-design/pro-components';
import { history, useModel, useParams } from '@umijs/max';
import { Alert, Button, Card, Descriptions, Empty, Progress, Result, Space, Steps, Table, Tabs, Tag, Timeline, Typography } from 'antd';
import type React from 'react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { ProjectLevel, ProjectState, UrgeType } from '@domain/enums';
import { Role } from '@domain/kernel/roles';
import { chinaTimeText } from '@/utils/chinaTime';
import {
  type ConsumerContentNode,
  type ConsumerProjectDetail,
  type ConsumerTask,
  type ConsumerUrge,
  consumerContentList,
  consumerProjectDetail,
  consumerRoleList,
} from '@/services/consumerProjects';
import { WEB_PROJECT_KINDS } from '@/projectKinds';
import { webProjectKindsOf } from '@/utils/projectKinds';
import { STATE_COLORS, UNDISPATCHED_TEXT } from '../components/labels';
import FinishAll from './components/FinishAll';
import OwnerChange from './components/OwnerChange';
import SvipForm from './components/SvipForm';
import TaskTable from './components/TaskTable';
import UrgeForm from './components/UrgeForm';

const STEP_STATUS = { done: 'finish', current: 'process', pending: 'wait' } as const;

/** 项目文件 (loaded with the tab: the upload and share dialogs stay out of this page's first load). */
const ProjectFiles = lazy(() => import('@/components/ProjectFiles'));

const CompanyDetails: React.FC = () => {
  const { projectCode = '' } = useParams<{ projectCode: string }>();
  const { initialState } = useModel('@@initialState');
  const me = initialState?.currentUser?.accountId;
  const [detail, setDetail] = useState<ConsumerProjectDetail>();
  const [tasks, setTasks] = useState<ConsumerTask[]>([]);
  const [nodes, setNodes] = useState<ConsumerContentNode[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState<string>();

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const [d, t, n] = await Promise.all([
        consumerProjectDetail({ projectCode }, { skipErrorHandler: true }),
        consumerRoleList({ projectCode }, { skipErrorHandler: true }),
        consumerContentList({ projectCode, type: 'root_node' }, { skipErrorHandler: true }),
      ]);
      setDetail(d);
      setTasks(t);
      setNodes(n);
      setFailed(undefined);
    } catch (error) {
      setFailed(error instanceof Error ? error.message : '加载失败');
    } finally {
      setLoading(false);
    }
  }, [projectCode]);
  useEffect(() => {
    load();
  }, [load]);

  if (failed && !detail) {
    return (
      <PageContainer>
        <Result
          status="warning"
          title="无法打开该项目"
          subTitle={failed}
          extra={<Button onClick={() => history.push('/systemManage')}>返回服务列表</Button>}
        />
      </PageContainer>
    );
  }
  if (!detail) return <PageContainer loading />;

  const manage = detail.permissions.manage;
  /** What the project's kind brings to this page (src/utils/projectKinds.ts): header actions, a tab. */
  const kinds = webProjectKindsOf(WEB_PROJECT_KINDS, detail.serviceKind);
  const kindTabs = kinds.flatMap((kind) => (kind.CustomerTab ? [kind.CustomerTab] : []));
  return (
    <PageContainer
      title={detail.name}
      onBack={() => history.push('/systemManage')}
      tags={<Tag color={STATE_COLORS[detail.state]}>{ProjectState.label(detail.state)}</Tag>}
      extra={
        <Space wrap>
          {manage ? <OwnerChange detail={detail} onDone={load} /> : null}
          {detail.permissions.urge ? <UrgeForm detail={detail} me={me} onDone={load} /> : null}
          {manage ? <FinishAll projectCode={detail.projectCode} job={detail.finishJob} onDone={load} /> : null}
          {/* A kind's own actions (a certification project's 认证材料). */}
          {kinds.map((kind) => (kind.CustomerActions ? <kind.CustomerActions key={kind.kind.code} detail={detail} /> : null))}
        </Space>
      }
    >
      {detail.svipPending ? (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} message="咨询顾问已发起企业资料填报，请在“企业资料”中填写并提交" />
      ) : null}
      <Card style={{ marginBottom: 16 }}>
        <Descriptions column={3} size="small">
          <Descriptions.Item label="服务产品">{detail.productName}</Descriptions.Item>
          <Descriptions.Item label="项目编号">{detail.projectCode}</Descriptions.Item>
          <Descriptions.Item label="等级">{detail.level ? ProjectLevel.label(detail.level) : '—'}</Descriptions.Item>
          <Descriptions.Item label="服务渠道">{detail.channelName}</Descriptions.Item>
          <Descriptions.Item label="交付方">{detail.deliveryName}</Descriptions.Item>
          <Descriptions.Item label="咨询顾问">{detail.consultantName || UNDISPATCHED_TEXT}</Descriptions.Item>
          <Descriptions.Item label="客户负责人">{detail.customerOwnerName || '未指定'}</Descriptions.Item>
          <Descriptions.Item label="购买时间">{chinaTimeText(detail.purchasedAt)}</Descriptions.Item>
          <Descriptions.Item label="进度">
            <Progress percent={detail.progress} size="small" style={{ width: 160 }} />
          </Descriptions.Item>
          {detail.remark ? <Descriptions.Item label="备注">{detail.remark}</Descriptions.Item> : null}
        </Descriptions>
      </Card>
      <Card>
        <Tabs
          items={[
            {
              key: 'tasks',
              label: '客户任务',
              children: (
                <TaskTable
                  projectCode={detail.projectCode}
                  tasks={tasks}
                  members={detail.members}
                  manage={manage}
                  loading={loading}
                  onChanged={load}
                />
              ),
            },
            {
              key: 'steps',
              label: '交付步骤',
              children: nodes.length ? (
                <Steps
                  direction="vertical"
                  size="small"
                  items={nodes.map((node) => ({
                    title: node.title,
                    status: STEP_STATUS[node.status],
                    description: `${Role.label(node.ownerRole)}${node.side === 'customer' ? '（客户方）' : '（咨询方）'} · 预计 ${node.days} 天${node.description ? ` · ${node.description}` : ''}`,
                  }))}
                />
              ) : (
                <Empty description="该服务产品没有交付步骤" />
              ),
            },
            ...kindTabs.map((kindTab) => ({
              key: kindTab.key,
              label: kindTab.label,
              children: (
                <Suspense fallback={null}>
                  <kindTab.Component detail={detail} onChanged={load} />
                </Suspense>
              ),
            })),
            {
              key: 'files',
              label: '项目文件',
              children: (
                <Suspense fallback={null}>
                  <ProjectFiles projectCode={detail.projectCode} projectName={detail.name} />
                </Suspense>
              ),
            },
            { key: 'svip', label: '企业资料', children: <SvipForm detail={detail} onDone={load} /> },
            {
              key: 'urges',
              label: `催办记录（${detail.urges.length}）`,
              children: (
                <Table<ConsumerUrge>
                  rowKey="id"
                  size="small"
                  pagination={false}
                  dataSource={detail.urges}
                  locale={{ emptyText: '暂无催办记录' }}
                  columns={[
                    { title: '时间', dataIndex: 'at', render: (at: string) => chinaTimeText(at) },
                    { title: '催办对象', dataIndex: 'targetName' },
                    { title: '事项', dataIndex: 'urgeType', render: (type: ConsumerUrge['urgeType']) => UrgeType.label(type) },
                    { title: '催办人', dataIndex: 'byName', render: (name: string, row) => `${name}（${row.byTenantName}）` },
                    { title: '留言', dataIndex: 'message', render: (text: string) => text || '—' },
                    {
                      title: '短信',
                      dataIndex: 'smsSent',
                      render: (sent: boolean) => (sent ? <Tag color="success">已发送</Tag> : <Tag>未发送</Tag>),
                    },
                  ]}
                />
              ),
            },
            {
              key: 'timeline',
              label: '时间线',
              children: detail.events.length ? (
                <Timeline
                  items={detail.events.map((event) => ({
                    children: (
                      <Typography.Text>
                        {chinaTimeText(event.at)} {event.actorName ? `${event.actorName}：` : ''}
                        {event.summary}
                      </Typography.Text>
                    ),
                  }))}
                />
              ) : (
                <Empty description="暂无记录" />
              ),
            },
          ]}
        />
      </Card>
    </PageContainer>
  );
};

export default CompanyDetails;
