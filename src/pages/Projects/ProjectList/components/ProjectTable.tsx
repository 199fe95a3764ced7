/**
 * The delivery tenant's projects as one ProTable (list kit), server-paged: the resource pool
 * (undispatched, with 分派) and the administration list (every project with filters, 改派, 收回,
 * 分派记录 and the Excel export). Used by /projectList/resourcePool, /projectList/projectAdministration
 * and /platformDelivery (the platform's own projects).
 */
import { DownloadOutlined } from '@ant-design/icons';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Link } from '@umijs/max';
import { Button, Progress, Select, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { DistributeStatus, ProjectLevel, ProjectState, Standard } from '@domain/enums';
import { chinaTimeColumn, enumColumn, ListTable } from '@/components/ListKit';
import {
  type ChannelProjectItem,
  type ConsultantItem,
  channelProjectExport,
  channelConsultantList,
  channelProjectList,
  channelResourcePool,
} from '@/services/projects';
import AssignmentHistory from './AssignmentHistory';
import ConsultantModal from './ConsultantModal';
import { TEXT } from './labels';
import ProjectActions from './ProjectActions';

type StateCode = (typeof ProjectState.values)[number];
type DistributeCode = (typeof DistributeStatus.values)[number];
type Filter = Parameters<typeof channelProjectExport>[0];

export const detailPath = (groupCode: string) => `/projectList/myProject/detail/${encodeURIComponent(groupCode)}`;

export const STATE_COLOR: Record<StateCode, string> = {
  empty: 'default',
  inhand: 'processing',
  consumerSubmitSvipData: 'cyan',
  audit: 'warning',
  finished: 'success',
};

const ProjectTable: React.FC<{ mode: 'pool' | 'admin'; title?: string }> = ({ mode, title }) => {
  const actionRef = useRef<ActionType>();
  const filter = useRef<Filter>({});
  const [dispatching, setDispatching] = useState<ChannelProjectItem>();
  const [reassigning, setReassigning] = useState<ChannelProjectItem>();
  const [history, setHistory] = useState<ChannelProjectItem>();
  const [exporting, setExporting] = useState(false);
  const reload = () => actionRef.current?.reload();
  const [consultants, setConsultants] = useState<ConsultantItem[]>([]);
  useEffect(() => {
    if (mode !== 'admin') return;
    channelConsultantList({ skipErrorHandler: true })
      .then((answer) => setConsultants(answer.list))
      .catch(() => setConsultants([]));
  }, [mode]);
  const call = useMemo(
    () => (query: Record<string, unknown>, options?: Parameters<typeof channelProjectList>[1]) =>
      mode === 'pool' ? channelResourcePool(query as never, options) : channelProjectList(query as never, options),
    [mode],
  );

  const columns: ProColumns<ChannelProjectItem>[] = [
    { title: '关键字', dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: '项目编号、名称、项目组、产品或客户' } },
    {
      title: '项目',
      dataIndex: 'name',
      hideInSearch: true,
      width: 220,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Link to={detailPath(row.groupCode)}>{row.name}</Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.projectCode}
          </Typography.Text>
        </Space>
      ),
    },
    { title: '服务产品', dataIndex: 'productName', hideInSearch: true, width: 200, ellipsis: true },
    { title: '客户', dataIndex: 'customerName', hideInSearch: true, width: 160, ellipsis: true },
    enumColumn<ChannelProjectItem, (typeof Standard.values)[number]>('标准', 'standard', Standard, { width: 120 }),
    {
      title: '等级',
      dataIndex: 'level',
      hideInSearch: true,
      width: 80,
      render: (_, row) => (row.level ? ProjectLevel.label(row.level) : '—'),
    },
    ...(mode === 'admin'
      ? ([
          {
            ...enumColumn<ChannelProjectItem, StateCode>('项目状态', 'state', ProjectState, { width: 110 }),
            render: (_: unknown, row: ChannelProjectItem) => <Tag color={STATE_COLOR[row.state]}>{ProjectState.label(row.state)}</Tag>,
          },
          enumColumn<ChannelProjectItem, DistributeCode>('分派状态', 'distributeStatus', DistributeStatus, { width: 100 }),
          {
            title: '咨询顾问',
            dataIndex: 'consultantAccountId',
            width: 130,
            renderFormItem: () => (
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                placeholder="全部顾问"
                options={consultants.map((item) => ({ value: item.accountId, label: item.showName }))}
              />
            ),
            render: (_: unknown, row: ChannelProjectItem) =>
              row.consultant ? (
                <Space size={4}>
                  {row.consultant.showName}
                  {row.transferred ? <Tag>转交</Tag> : null}
                </Space>
              ) : (
                '—'
              ),
          },
          {
            title: '进度',
            dataIndex: 'progress',
            hideInSearch: true,
            width: 120,
            render: (_: unknown, row: ChannelProjectItem) => <Progress percent={row.progress} size="small" />,
          },
        ] as ProColumns<ChannelProjectItem>[])
      : []),
    chinaTimeColumn<ChannelProjectItem>('购买时间', 'createdAt'),
    {
      title: '操作',
      valueType: 'option',
      fixed: 'right',
      width: 190,
      render: (_, row) => (
        <ProjectActions
          project={row}
          onDispatch={setDispatching}
          onReassign={setReassigning}
          onHistory={mode === 'admin' ? setHistory : undefined}
          onChanged={reload}
        />
      ),
    },
  ];

  return (
    <>
      <ListTable<ChannelProjectItem, Record<string, unknown>>
        rowKey="projectCode"
        actionRef={actionRef}
        columns={columns}
        call={call}
        onQuery={({ current: _c, pageSize: _p, ...rest }) => {
          filter.current = rest as Filter;
        }}
        headerTitle={title ?? (mode === 'pool' ? '待分派项目' : '项目列表')}
        locale={{ emptyText: mode === 'pool' ? TEXT.emptyPool : TEXT.emptyProjects }}
        toolBarRender={() =>
          mode === 'admin'
            ? [
                <Button
                  key="export"
                  icon={<DownloadOutlined />}
                  loading={exporting}
                  onClick={async () => {
                    setExporting(true);
                    await channelProjectExport(filter.current, { fallbackFileName: '项目列表.xlsx' });
                    setExporting(false);
                  }}
                >
                  {TEXT.export}
                </Button>,
              ]
            : []
        }
        scroll={{ x: mode === 'admin' ? 1700 : 1200 }}
      />
      <ConsultantModal
        mode="dispatch"
        project={dispatching}
        onClose={() => setDispatching(undefined)}
        onDone={() => {
          setDispatching(undefined);
          reload();
        }}
      />
      <ConsultantModal
        mode="reassign"
        project={reassigning}
        onClose={() => setReassigning(undefined)}
        onDone={() => {
          setReassigning(undefined);
          reload();
        }}
      />
      <AssignmentHistory project={history} onClose={() => setHistory(undefined)} />
    </>
  );
};

export default ProjectTable;
