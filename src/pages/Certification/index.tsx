/**
 * 认证项目管理 (/authenticationProjectManage; issue 29 item 2): a certification body's projects,
 * paged on the server with search (keyword, state, standard). The body's manager and scheduler
 * see all of their body's and register clients; an auditor sees the projects they audit; a
 * channel's managers see their applications and platform delivery every body's, read-only. Who
 * sees what: certProjectViewer of domain/certification/rules.ts (the rule the server applies).
 * A row opens the detail drawer (application, contract review, programme, audits, materials).
 */
import { PageContainer, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useModel } from '@umijs/max';
import { Space, Tag, Typography } from 'antd';
import type React from 'react';
import { useRef, useState } from 'react';
import { certProjectViewer } from '@domain/certification/rules';
import { ManagementSystem } from '@domain/engines/auditTime/model';
import { AuditType, CertProjectOrigin, CertProjectState } from '@domain/enums';
import { chinaTimeColumn, enumColumn, ListTable } from '@/components/ListKit';
import { certProjectList, type CertProjectItem } from '@/services/certification';
import CertProjectDrawer from './components/CertProjectDrawer';
import { CERT_STATE_COLORS, EMPTY_PLANNER, EMPTY_READER } from './components/labels';
import RegisterForm from './components/RegisterForm';

type StateCode = (typeof CertProjectState.values)[number];

const CertificationProjects: React.FC = () => {
  const { initialState } = useModel('@@initialState');
  const user = initialState?.currentUser;
  const viewer = certProjectViewer(user, user?.tenantPageConfig?.tenantCode);
  const planner = viewer.kind === 'planner';
  const actionRef = useRef<ActionType>();
  const [open, setOpen] = useState<string>();
  const reload = () => actionRef.current?.reload();

  const columns: ProColumns<CertProjectItem>[] = [
    { title: '关键字', dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: '客户名称、项目编号或认证范围' } },
    {
      title: '客户',
      dataIndex: 'clientName',
      hideInSearch: true,
      width: 230,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Link onClick={() => setOpen(row.certProjectCode)}>{row.clientName}</Typography.Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.certProjectCode}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: '认证标准',
      dataIndex: 'standard',
      valueType: 'select',
      valueEnum: Object.fromEntries(ManagementSystem.options().map((option) => [option.value, { text: option.label }])),
      width: 170,
      render: (_, row) => (
        <Space size={[0, 4]} wrap>
          {row.standards.map((standard) => {
            // The standard's number fits the column (ISO/IEC 27001); the full name is its tooltip.
            const label = ManagementSystem.label(standard);
            return (
              <Tag key={standard} title={label}>
                {/（(.+)）/.exec(label)?.[1] ?? label}
              </Tag>
            );
          })}
        </Space>
      ),
    },
    { title: '专业代码', dataIndex: 'scopeCodes', hideInSearch: true, width: 100, render: (_, row) => row.scopeCodes.join('、') || '—' },
    { title: '地区', dataIndex: 'regionName', hideInSearch: true, width: 170, render: (_, row) => row.regionName || '—' },
    enumColumn<CertProjectItem, StateCode>('状态', 'state', CertProjectState, { width: 120, colors: CERT_STATE_COLORS }),
    {
      title: '下一次审核',
      dataIndex: 'nextAudit',
      hideInSearch: true,
      width: 220,
      render: (_, row) =>
        row.nextAudit ? (
          <Space direction="vertical" size={0}>
            {AuditType.label(row.nextAudit.type)}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.nextAudit.startDate
                ? `${row.nextAudit.startDate} 至 ${row.nextAudit.endDate}`
                : `窗口 ${row.nextAudit.windowFrom} 至 ${row.nextAudit.windowTo}`}
            </Typography.Text>
          </Space>
        ) : (
          '—'
        ),
    },
    {
      title: '来源',
      dataIndex: 'origin',
      hideInSearch: true,
      width: 130,
      render: (_, row) => (row.channelName ? `${CertProjectOrigin.label(row.origin)}（${row.channelName}）` : CertProjectOrigin.label(row.origin)),
    },
    ...(viewer.kind === 'delivery'
      ? [{ title: '认证机构', dataIndex: 'bodyName', hideInSearch: true, width: 140 } satisfies ProColumns<CertProjectItem>]
      : []),
    chinaTimeColumn<CertProjectItem>('更新时间', 'updatedAt'),
    {
      title: '操作',
      valueType: 'option',
      fixed: 'right',
      width: 80,
      render: (_, row) => <Typography.Link onClick={() => setOpen(row.certProjectCode)}>{planner ? '办理' : '查看'}</Typography.Link>,
    },
  ];

  return (
    <PageContainer>
      <ListTable<CertProjectItem>
        rowKey="certProjectCode"
        actionRef={actionRef}
        columns={columns}
        call={certProjectList}
        headerTitle="认证项目"
        toolBarRender={() => (planner ? [<RegisterForm key="register" onDone={(code) => (reload(), setOpen(code))} />] : [])}
        locale={{ emptyText: planner ? EMPTY_PLANNER : EMPTY_READER }}
        scroll={{ x: 1500 }}
      />
      <CertProjectDrawer certProjectCode={open} onClose={() => setOpen(undefined)} onChanged={reload} />
    </PageContainer>
  );
};

export default CertificationProjects;
