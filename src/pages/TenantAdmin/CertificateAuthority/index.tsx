/**
 * 认证机构管理 (/certificateAuthority, canRoot): the certification bodies on the platform — name,
 * CNAS accreditation number, accredited standards and scopes, contact and manager — registered
 * and edited here. Each is a cb tenant with its manager account.
 */
import { PageContainer, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useRequest } from 'ahooks';
import { Button, Space, Tag, Typography } from 'antd';
import type React from 'react';
import { useRef } from 'react';
import { CertStandard } from '@domain/enums';
import { chinaTimeColumn, ListTable } from '@/components/ListKit';
import { certPlatformBodies } from '@/services/certification';
import { certBodyList, type CertBody } from '@/services/tenantAdmin';
import CertBodyForm, { REGISTER_TITLE } from './components/CertBodyForm';

const secondary = (text: string) => (
  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
    {text}
  </Typography.Text>
);

/** "ISO/IEC 27001 信息安全管理体系" → "ISO/IEC 27001" for the tag; the full label in its title. */
const StandardTag: React.FC<{ code: string }> = ({ code }) => <Tag title={CertStandard.label(code)}>{code}</Tag>;

const CertificateAuthority: React.FC = () => {
  const actionRef = useRef<ActionType>();
  const reload = () => actionRef.current?.reload();
  // Issue 29 item 5: each body's certification projects and valid certificates (one call for the page).
  const counts = useRequest(() => certPlatformBodies({ skipErrorHandler: true }));
  const countOf = (tenantCode: string) => counts.data?.list.find((row) => row.tenantCode === tenantCode);
  const countCell = (value: number | undefined) => (counts.loading ? '…' : (value ?? 0));

  const columns: ProColumns<CertBody>[] = [
    { title: '关键字', dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: '机构名称、CNAS 编号、信用代码或联系人' } },
    {
      title: '机构名称',
      dataIndex: 'name',
      hideInSearch: true,
      width: 220,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          {row.name}
          {row.enName && secondary(row.enName)}
        </Space>
      ),
    },
    { title: 'CNAS 认可编号', dataIndex: 'cnasNo', hideInSearch: true, width: 140, copyable: true },
    {
      title: '认可标准',
      dataIndex: 'standards',
      hideInSearch: true,
      width: 260,
      render: (_, row) => (
        <Space size={[0, 4]} wrap>
          {row.standards.map((code) => (
            <StandardTag key={code} code={code} />
          ))}
        </Space>
      ),
    },
    { title: '认可范围', dataIndex: 'scopes', hideInSearch: true, ellipsis: true, width: 220 },
    {
      title: '联系人',
      dataIndex: 'contactName',
      hideInSearch: true,
      width: 130,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          {row.contactName}
          {secondary(row.contactPhone)}
        </Space>
      ),
    },
    {
      title: '管理员',
      dataIndex: 'managerName',
      hideInSearch: true,
      width: 130,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          {row.managerName || '—'}
          {row.managerPhone && secondary(row.managerPhone)}
        </Space>
      ),
    },
    {
      title: '认证项目（进行中）',
      dataIndex: 'certProjects',
      hideInSearch: true,
      width: 130,
      align: 'right',
      render: (_, row) =>
        counts.error ? '—' : `${countCell(countOf(row.tenantCode)?.projects)}（${countCell(countOf(row.tenantCode)?.openProjects)}）`,
    },
    {
      title: '有效证书',
      dataIndex: 'validCertificates',
      hideInSearch: true,
      width: 90,
      align: 'right',
      render: (_, row) => (counts.error ? '—' : countCell(countOf(row.tenantCode)?.validCertificates)),
    },
    chinaTimeColumn<CertBody>('登记时间', 'createdAt'),
    {
      title: '操作',
      valueType: 'option',
      fixed: 'right',
      width: 80,
      render: (_, row) => <CertBodyForm body={row} trigger={<a>编辑</a>} onDone={reload} />,
    },
  ];

  return (
    <PageContainer>
      <ListTable
        rowKey="tenantCode"
        actionRef={actionRef}
        columns={columns}
        call={certBodyList}
        locale={{ emptyText: '暂无认证机构' }}
        scroll={{ x: 1500 }}
        toolBarRender={() => [<CertBodyForm key="add" trigger={<Button type="primary">{REGISTER_TITLE}</Button>} onDone={reload} />]}
      />
    </PageContainer>
  );
};

export default CertificateAuthority;
