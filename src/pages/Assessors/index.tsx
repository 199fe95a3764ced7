/**
 * 审核员管理 (/authenticationPersonManage; issue 29 item 1): a certification body's assessor
 * register, paged on the server with search (keyword over name, phone and registration number;
 * field, grade, team leader, expired only). The body's manager and scheduler add, edit, delete,
 * import and export; an auditor sees only their own record (我的审核员档案), read-only; platform
 * delivery sees every body's register read-only and filters by body. Who sees what:
 * `assessorVisibility` of domain/assessors/rules.ts (the rule the server applies).
 */
import { DownloadOutlined } from '@ant-design/icons';
import { PageContainer, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useModel } from '@umijs/max';
import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import type React from 'react';
import { useRef, useState } from 'react';
import { AssessorGrade, RegistrationField } from '@domain/assessors/enums';
import { assessorVisibility, registrationLabel } from '@domain/assessors/rules';
import { ListTable } from '@/components/ListKit';
import ConfirmAction from '@/components/ListKit/ConfirmAction';
import { type AssessorItem, assessorBodies, assessorDelete, assessorExport, assessorList, assessorTemplate } from '@/services/assessors';
import AssessorForm from './components/AssessorForm';
import ImportButton from './components/ImportButton';

export const statusTags = (row: AssessorItem) => (
  <>
    {row.expired ? <Tag color="red">注册已过期</Tag> : null}
    {row.teamLeader ? <Tag color="blue">组长</Tag> : null}
    {row.expert ? <Tag color="purple">技术专家</Tag> : null}
    {row.onLeaveToday ? <Tag color="orange">休假中</Tag> : null}
  </>
);

const Assessors: React.FC = () => {
  const { initialState } = useModel('@@initialState');
  const visibility = assessorVisibility(initialState?.currentUser);
  const planner = visibility.kind === 'planner';
  const own = visibility.kind === 'own';
  const delivery = visibility.kind === 'all';
  const actionRef = useRef<ActionType>();
  const [busy, setBusy] = useState(false);
  const reload = () => actionRef.current?.reload();

  const download = async (call: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await call();
    } catch {
      // Shown by the request error handler.
    } finally {
      setBusy(false);
    }
  };

  const columns: ProColumns<AssessorItem>[] = [
    { title: '关键字', dataIndex: 'keyword', hideInTable: true, hideInSearch: own, fieldProps: { placeholder: '姓名、手机号或注册证书号' } },
    {
      title: '姓名',
      dataIndex: 'name',
      hideInSearch: true,
      width: 200,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{row.name}</Typography.Text>
          <span>{statusTags(row)}</span>
        </Space>
      ),
    },
    { title: '手机号', dataIndex: 'phone', hideInSearch: true, width: 120 },
    {
      title: '注册资格',
      dataIndex: 'registrations',
      hideInSearch: true,
      width: 300,
      render: (_, row) =>
        row.registrations.length ? (
          <Space direction="vertical" size={0}>
            {row.registrations.map((r) => (
              <Tooltip key={r.field} title={`${RegistrationField.label(r.field)}，证书号 ${r.regNo}，有效期至 ${r.validUntil}`}>
                <Typography.Text type={r.status === 'expired' ? 'danger' : undefined}>
                  {registrationLabel(r)} · {r.regNo}
                  {r.status === 'expired' ? '（已过期）' : ''}
                </Typography.Text>
              </Tooltip>
            ))}
          </Space>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      title: '注册领域',
      dataIndex: 'field',
      hideInTable: true,
      hideInSearch: own,
      valueType: 'select',
      fieldProps: { options: RegistrationField.options() },
    },
    {
      title: '级别',
      dataIndex: 'grade',
      hideInTable: true,
      hideInSearch: own,
      valueType: 'select',
      fieldProps: { options: AssessorGrade.options() },
    },
    {
      title: '组长能力',
      dataIndex: 'teamLeader',
      hideInTable: true,
      hideInSearch: own,
      valueType: 'select',
      fieldProps: {
        options: [
          { value: 'true', label: '有' },
          { value: 'false', label: '无' },
        ],
      },
    },
    {
      title: '仅看注册已过期',
      dataIndex: 'expiredOnly',
      hideInTable: true,
      hideInSearch: own,
      valueType: 'select',
      fieldProps: { options: [{ value: 'true', label: '是' }] },
    },
    ...(delivery
      ? [
          {
            title: '认证机构',
            dataIndex: 'bodyTenantCode',
            width: 160,
            valueType: 'select',
            request: async () =>
              (await assessorBodies()).list.map((b) => ({ value: b.tenantCode, label: `${b.tenantZhName}（${b.assessorCount}）` })),
            render: (_, row) => row.bodyName,
          } satisfies ProColumns<AssessorItem>,
        ]
      : []),
    { title: '专业代码', dataIndex: 'technicalAreas', hideInSearch: true, width: 140, render: (_, row) => row.technicalAreas.join('、') || '—' },
    { title: '所在地区', dataIndex: 'regionName', hideInSearch: true, width: 180 },
    { title: '每月最多天数', dataIndex: 'maxDaysPerMonth', hideInSearch: true, width: 100, align: 'right' },
    {
      title: '不可用日期',
      dataIndex: 'leaves',
      hideInSearch: true,
      width: 200,
      render: (_, row) =>
        row.leaves.length
          ? row.leaves.map((l) => <div key={`${l.from}${l.to}`}>{`${l.from} 至 ${l.to}${l.reason ? `（${l.reason}）` : ''}`}</div>)
          : '—',
    },
    {
      title: '利益冲突',
      dataIndex: 'conflicts',
      hideInSearch: true,
      width: 200,
      render: (_, row) => (row.conflicts.length ? row.conflicts.map((c) => <div key={c.clientKey}>{`${c.clientName}（至 ${c.until}）`}</div>) : '—'),
    },
    ...(planner
      ? [
          {
            title: '操作',
            valueType: 'option',
            fixed: 'right',
            width: 110,
            render: (_, row) =>
              row.editable ? (
                <Space>
                  <AssessorForm assessor={row} onDone={reload} />
                  <ConfirmAction
                    title={`删除审核员“${row.name}”？`}
                    description="删除后其注册资格、利益冲突与不可用日期一并删除，不能恢复。"
                    okText="删除"
                    successMessage="审核员已删除"
                    action={() => assessorDelete({ assessorCode: row.assessorCode, version: row.version })}
                    onDone={reload}
                  >
                    <Typography.Link type="danger">删除</Typography.Link>
                  </ConfirmAction>
                </Space>
              ) : null,
          } satisfies ProColumns<AssessorItem>,
        ]
      : []),
  ];

  return (
    <PageContainer title={own ? '我的审核员档案' : undefined}>
      <ListTable<AssessorItem>
        rowKey={(row) => `${row.bodyTenantCode}:${row.assessorCode}`}
        actionRef={actionRef}
        columns={columns}
        call={assessorList}
        search={own ? false : undefined}
        headerTitle={own ? '我的审核员档案（只读）' : '审核员列表'}
        toolBarRender={() =>
          planner
            ? [
                <AssessorForm key="new" onDone={reload} />,
                <ImportButton key="import" onDone={reload} />,
                <Button
                  key="export"
                  icon={<DownloadOutlined />}
                  loading={busy}
                  onClick={() => download(() => assessorExport({ fallbackFileName: '审核员名册.xlsx' }))}
                >
                  导出
                </Button>,
                <Button key="template" type="link" onClick={() => download(() => assessorTemplate({ fallbackFileName: '审核员导入模板.xlsx' }))}>
                  下载导入模板
                </Button>,
              ]
            : []
        }
        locale={{
          emptyText: own
            ? '你的账号尚未登记审核员档案，请联系本机构的管理员或排期员'
            : planner
              ? '暂无审核员，点击「新增审核员」或「导入」添加'
              : '暂无审核员',
        }}
        scroll={{ x: 1700 }}
      />
    </PageContainer>
  );
};

export default Assessors;
