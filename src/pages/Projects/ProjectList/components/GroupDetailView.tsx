/**
 * One project group (projectGroupDetailInfo): its descriptions, its projects with the actions the
 * caller may take (state moves; dispatch, reassign, recall for managers of its delivery tenant),
 * each project's delivery assets, the delivery team, the customer's contacts, the product files,
 * each project's files (项目文件: src/components/ProjectFiles) and the timeline (newest first). Used by /projectList/myProject/detail/{code} for channels and
 * platform delivery alike.
 */
import { ProCard } from '@ant-design/pro-components';
import { Alert, Button, Col, Descriptions, Empty, List, Progress, Result, Row, Space, Spin, Table, Tag, Timeline, Typography } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { formatChinaDateTime } from '@domain/kernel/chinaTime';
import { DistributeStatus, GroupStatus, ProjectLevel, ProjectState, Standard } from '@domain/enums';
import { Role } from '@domain/kernel/roles';
import FileDownloadLink from '@/components/FileDownloadLink';
import { WEB_PROJECT_KINDS } from '@/projectKinds';
import { webProjectKindsOf } from '@/utils/projectKinds';
import { type ChannelGroupDetail, type ChannelProjectItem, channelProjectGroupDetailInfo } from '@/services/projects';
import AssignmentHistory from './AssignmentHistory';
import ConsultantModal from './ConsultantModal';
import DeliveryAssets from './DeliveryAssets';
import ProjectActions from './ProjectActions';
import { STATE_COLOR } from './ProjectTable';

/** 项目文件 of each project (loaded with the tab: the upload and share dialogs stay out of this page's first load). */
const ProjectFiles = lazy(() => import('@/components/ProjectFiles'));

const time = (value: string | null) => (value ? formatChinaDateTime(new Date(value)) : '—');

const GroupDetailView: React.FC<{ groupCode: string }> = ({ groupCode }) => {
  const [detail, setDetail] = useState<ChannelGroupDetail>();
  const [error, setError] = useState<string>();
  const [dispatching, setDispatching] = useState<ChannelProjectItem>();
  const [reassigning, setReassigning] = useState<ChannelProjectItem>();
  const [history, setHistory] = useState<ChannelProjectItem>();

  const load = useCallback(() => {
    setError(undefined);
    channelProjectGroupDetailInfo({ projectGroupCode: groupCode }, { skipErrorHandler: true })
      .then(setDetail)
      .catch((e: unknown) =>
        setError((e as { info?: { errorMessage?: string }; message?: string })?.info?.errorMessage ?? (e as Error)?.message ?? '加载失败'),
      );
  }, [groupCode]);
  useEffect(load, [load]);

  if (error && !detail)
    return (
      <Result
        status="warning"
        title="无法打开项目组"
        subTitle={error}
        extra={
          <Button type="primary" onClick={load}>
            重试
          </Button>
        }
      />
    );
  if (!detail) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  const { group } = detail;
  /** The consultant's way into the project's own work, brought by its kind (src/utils/projectKinds.ts). */
  const workspaces = webProjectKindsOf(WEB_PROJECT_KINDS, group.serviceKind).flatMap((kind) =>
    kind.ChannelWorkspace ? [{ code: kind.kind.code, Workspace: kind.ChannelWorkspace }] : [],
  );

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {group.status === 'withdrawn' ? (
        <Alert type="warning" showIcon message={`该项目组已撤销（${time(group.withdrawnAt)}），积分已退回，其中的项目不能再操作`} />
      ) : null}
      {group.platformDelivered ? <Alert type="info" showIcon message={`该项目组由${group.deliveryName}交付`} /> : null}
      <ProCard
        title={`${group.productName}`}
        extra={<Tag color={group.status === 'active' ? 'green' : 'default'}>{GroupStatus.label(group.status)}</Tag>}
      >
        <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
          <Descriptions.Item label="项目组编号">{group.groupCode}</Descriptions.Item>
          <Descriptions.Item label="客户">{group.customerName}</Descriptions.Item>
          <Descriptions.Item label="购买渠道">{group.channelName}</Descriptions.Item>
          <Descriptions.Item label="交付方">{group.deliveryName}</Descriptions.Item>
          <Descriptions.Item label="标准">{Standard.label(group.standard)}</Descriptions.Item>
          <Descriptions.Item label="产品版本">V{group.productVersion}</Descriptions.Item>
          <Descriptions.Item label="购买时间">{time(group.purchasedAt)}</Descriptions.Item>
          <Descriptions.Item label="购买人">{group.purchasedByName}</Descriptions.Item>
          <Descriptions.Item label="消耗积分">
            {group.pricePoints.toLocaleString('zh-CN')}（单价 {group.unitPricePoints.toLocaleString('zh-CN')}）
          </Descriptions.Item>
          <Descriptions.Item label="整体进度">
            <Progress percent={group.progress} size="small" style={{ width: 160 }} />
          </Descriptions.Item>
          <Descriptions.Item label="备注" span={2}>
            {group.remark || '—'}
          </Descriptions.Item>
        </Descriptions>
      </ProCard>

      <ProCard title="项目" subTitle={`共 ${detail.projects.length} 个`}>
        <Table<ChannelProjectItem>
          rowKey="projectCode"
          size="small"
          pagination={false}
          dataSource={detail.projects}
          expandable={{ expandedRowRender: (row) => <DeliveryAssets projectCode={row.projectCode} />, expandRowByClick: false }}
          scroll={{ x: 1000 }}
          columns={[
            {
              title: '项目',
              dataIndex: 'name',
              render: (_, row) => (
                <Space direction="vertical" size={0}>
                  {row.name}
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {row.projectCode}
                  </Typography.Text>
                </Space>
              ),
            },
            { title: '等级', dataIndex: 'level', width: 80, render: (_, row) => (row.level ? ProjectLevel.label(row.level) : '—') },
            {
              title: '状态',
              dataIndex: 'state',
              width: 120,
              render: (_, row) => <Tag color={STATE_COLOR[row.state]}>{ProjectState.label(row.state)}</Tag>,
            },
            {
              title: '分派',
              dataIndex: 'distributeStatus',
              width: 150,
              render: (_, row) =>
                row.consultant ? (
                  <Space size={4}>
                    {row.consultant.showName}
                    {row.transferred ? <Tag>转交</Tag> : null}
                  </Space>
                ) : (
                  <Tag color="orange">{DistributeStatus.label(row.distributeStatus)}</Tag>
                ),
            },
            { title: '进度', dataIndex: 'progress', width: 140, render: (_, row) => <Progress percent={row.progress} size="small" /> },
            {
              title: '操作',
              key: 'actions',
              width: 260,
              render: (_, row) => (
                <Space size="small" wrap>
                  <ProjectActions
                    project={row}
                    moves
                    onDispatch={setDispatching}
                    onReassign={setReassigning}
                    onHistory={setHistory}
                    onChanged={load}
                  />
                  {workspaces.map(({ code, Workspace }) => (
                    <Workspace key={code} project={row} />
                  ))}
                </Space>
              ),
            },
          ]}
        />
      </ProCard>

      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <ProCard title="交付团队" style={{ height: '100%' }}>
            {detail.team.length ? (
              <List
                size="small"
                dataSource={detail.team}
                renderItem={(person) => (
                  <List.Item>
                    <List.Item.Meta
                      title={person.showName}
                      description={`${person.roleCodes.map((role) => Role.label(role)).join('、')} · ${person.phone ?? ''} · 负责 ${person.projectCount} 个项目`}
                    />
                  </List.Item>
                )}
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="尚未分派顾问" />
            )}
          </ProCard>
        </Col>
        <Col xs={24} md={8}>
          <ProCard title="客户联系人" style={{ height: '100%' }}>
            {detail.contacts.length ? (
              <List
                size="small"
                dataSource={detail.contacts}
                renderItem={(person) => (
                  <List.Item>
                    <List.Item.Meta
                      title={person.showName}
                      description={`${person.roleCodes.map((role) => Role.label(role)).join('、')} · ${person.phone ?? ''}`}
                    />
                  </List.Item>
                )}
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="客户暂无项目经理或责任人" />
            )}
          </ProCard>
        </Col>
        <Col xs={24} md={8}>
          <ProCard title="交付文件" style={{ height: '100%' }}>
            {detail.files.length ? (
              <Space direction="vertical">
                {detail.files.map((file) => (
                  <FileDownloadLink key={file.kind} objectId={file.objectId} fileName={file.fileName} title={file.title} />
                ))}
              </Space>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无交付文件" />
            )}
          </ProCard>
        </Col>
      </Row>

      {detail.projects.length ? (
        <ProCard
          title="项目文件"
          tabs={{
            items: detail.projects.map((project) => ({
              key: project.projectCode,
              label: project.name,
              children: (
                <Suspense fallback={<Spin />}>
                  <ProjectFiles projectCode={project.projectCode} projectName={project.name} />
                </Suspense>
              ),
            })),
          }}
        />
      ) : null}

      <ProCard
        title="时间线"
        subTitle={detail.timelineTotal > detail.timeline.length ? `显示最近 ${detail.timeline.length} 条，共 ${detail.timelineTotal} 条` : undefined}
      >
        {detail.timeline.length ? (
          <Timeline
            items={detail.timeline.map((event) => ({
              key: event.id,
              children: (
                <>
                  {event.summary}
                  <div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {event.actorName} · {time(event.at)}
                    </Typography.Text>
                  </div>
                </>
              ),
            }))}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无记录" />
        )}
      </ProCard>

      <ConsultantModal
        mode="dispatch"
        project={dispatching}
        onClose={() => setDispatching(undefined)}
        onDone={() => {
          setDispatching(undefined);
          load();
        }}
      />
      <ConsultantModal
        mode="reassign"
        project={reassigning}
        onClose={() => setReassigning(undefined)}
        onDone={() => {
          setReassigning(undefined);
          load();
        }}
      />
      <AssignmentHistory project={history} onClose={() => setHistory(undefined)} />
    </Space>
  );
};

export default GroupDetailView;
