/**
 * A customer's detail drawer: company information, its users with their roles
 * (/api/tenant/user/list.json), consultations (list and, for the channel's own customer, 记录咨询),
 * its relations (/api/tenant/relation) and its imported government data (科技项目, 创新型企业:
 * src/pages/Imports/GovData). Each tab loads when opened and shows its own
 * loading, empty and error states with a retry.
 */
import { useRequest } from 'ahooks';
import { Alert, Button, Descriptions, Drawer, Empty, List, Space, Table, Tabs, Tag, Typography } from 'antd';
import type React from 'react';
import { useState } from 'react';
import { ConsultationWay, CustomerSize, TenantType } from '@domain/enums';
import { GovImportKind } from '@domain/imports/enums';
import { Role } from '@domain/kernel/roles';
import { requestErrorMessage } from '@/requestErrorConfig';
import {
  consultationList,
  tenantRelation,
  tenantUserList,
  type Consultation,
  type CustomerItem,
  type TenantRelationItem,
  type TenantUser,
} from '@/services/customers';
import { QUIET_CALL } from '@/components/ListKit';
import { chinaTimeText } from '@/utils/chinaTime';
import GovDataTab from '@/pages/Imports/GovData/components/GovDataTab';
import ConsultationForm from './ConsultationForm';
import { PROJECTS_PENDING_TEXT, READ_ONLY_HINT, TAB_CONSULTATIONS, TAB_INFO, TAB_RELATIONS, TAB_USERS } from './labels';

const LoadFailed: React.FC<{ what: string; error: Error; retry: () => void }> = ({ what, error, retry }) => (
  <Alert
    type="error"
    showIcon
    message={`${what}加载失败`}
    description={requestErrorMessage(error)}
    action={
      <Button size="small" onClick={retry}>
        重试
      </Button>
    }
  />
);

const Info: React.FC<{ customer: CustomerItem }> = ({ customer: row }) => (
  <Descriptions
    column={1}
    items={[
      { key: 'companyName', label: '企业名称', children: row.companyName },
      { key: 'creditCode', label: '统一社会信用代码', children: <Typography.Text copyable>{row.creditCode}</Typography.Text> },
      { key: 'industry', label: '所属行业', children: row.industryName || row.industryCode },
      { key: 'region', label: '所在地区', children: row.regionName || row.regionCode },
      { key: 'size', label: '企业规模', children: CustomerSize.label(row.size) },
      { key: 'contactName', label: '联系人', children: row.contactName },
      { key: 'contactPhone', label: '联系电话', children: row.contactPhone },
      { key: 'address', label: '详细地址', children: row.address || '—' },
      { key: 'remark', label: '备注', children: row.remark || '—' },
      { key: 'channelName', label: '服务渠道', children: row.channelName },
      { key: 'projectCount', label: '项目数', children: row.projectCount ?? PROJECTS_PENDING_TEXT },
      { key: 'createdAt', label: '创建时间', children: chinaTimeText(row.createdAt) },
      { key: 'updatedAt', label: '更新时间', children: chinaTimeText(row.updatedAt) },
    ]}
  />
);

const Users: React.FC<{ tenantCode: string }> = ({ tenantCode }) => {
  const { data, loading, error, refresh } = useRequest(() => tenantUserList({ tenantCode }, QUIET_CALL), { refreshDeps: [tenantCode] });
  if (error && !loading) return <LoadFailed what="用户" error={error} retry={refresh} />;
  return (
    <Table<TenantUser>
      rowKey="accountId"
      size="small"
      loading={loading}
      dataSource={data?.list ?? []}
      pagination={false}
      locale={{ emptyText: <Empty description="暂无用户" /> }}
      columns={[
        { title: '姓名', dataIndex: 'showName' },
        { title: '手机号', dataIndex: 'phone', render: (phone: string | null) => phone ?? '—' },
        {
          title: '角色',
          dataIndex: 'roleCodes',
          render: (codes: string[]) => codes.map((code) => <Tag key={code}>{Role.label(code)}</Tag>),
        },
        { title: '状态', dataIndex: 'status', render: (status: string) => (status === 'active' ? '正常' : <Tag color="default">已停用</Tag>) },
        { title: '加入时间', dataIndex: 'joinedAt', render: (at: string) => chinaTimeText(at) },
      ]}
    />
  );
};

const Consultations: React.FC<{ customer: CustomerItem; onChanged: () => void }> = ({ customer, onChanged }) => {
  const [current, setCurrent] = useState(1);
  const { data, loading, error, refresh } = useRequest(
    () => consultationList({ customerTenantCode: customer.customerTenantCode, current, pageSize: 10 }, QUIET_CALL),
    { refreshDeps: [customer.customerTenantCode, current] },
  );
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {customer.editable ? (
        <ConsultationForm
          customerTenantCode={customer.customerTenantCode}
          companyName={customer.companyName}
          onDone={() => {
            setCurrent(1);
            refresh();
            onChanged();
          }}
        />
      ) : null}
      {error && !loading ? (
        <LoadFailed what="咨询记录" error={error} retry={refresh} />
      ) : (
        <List<Consultation>
          loading={loading}
          dataSource={data?.list ?? []}
          locale={{ emptyText: <Empty description="暂无咨询记录" /> }}
          pagination={data && data.total > 10 ? { current, pageSize: 10, total: data.total, onChange: setCurrent, size: 'small' } : false}
          renderItem={(item) => (
            <List.Item key={item.id}>
              <List.Item.Meta
                title={
                  <Space>
                    {item.consultationDate}
                    <Tag>{ConsultationWay.label(item.way)}</Tag>
                    <Typography.Text type="secondary">{item.recordedByName}</Typography.Text>
                  </Space>
                }
                description={
                  <>
                    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 4 }}>{item.content}</Typography.Paragraph>
                    {item.nextStep ? <Typography.Text type="secondary">下一步：{item.nextStep}</Typography.Text> : null}
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Space>
  );
};

const RELATION_TEXT = (item: TenantRelationItem) =>
  item.direction === 'parent' ? (item.kind === 'customer' ? '服务渠道' : '上级渠道') : item.kind === 'customer' ? '客户' : '下级渠道';

const Relations: React.FC<{ tenantCode: string }> = ({ tenantCode }) => {
  const { data, loading, error, refresh } = useRequest(() => tenantRelation({ tenantCode }, QUIET_CALL), { refreshDeps: [tenantCode] });
  if (error && !loading) return <LoadFailed what="机构关系" error={error} retry={refresh} />;
  return (
    <Table<TenantRelationItem>
      rowKey={(row) => `${row.direction}-${row.kind}-${row.tenantCode}`}
      size="small"
      loading={loading}
      dataSource={data?.relations ?? []}
      pagination={false}
      locale={{ emptyText: <Empty description="暂无机构关系" /> }}
      columns={[
        { title: '关系', key: 'relation', render: (_, row) => RELATION_TEXT(row) },
        { title: '机构', dataIndex: 'tenantZhName' },
        { title: '类型', dataIndex: 'type', render: (type: string | null) => TenantType.label(type) || '—' },
        { title: '建立时间', dataIndex: 'createdAt', render: (at: string) => chinaTimeText(at) },
      ]}
    />
  );
};

const CustomerDetailDrawer: React.FC<{ customer?: CustomerItem; onClose: () => void; onChanged: () => void }> = ({
  customer,
  onClose,
  onChanged,
}) => (
  <Drawer open={!!customer} width={760} title={customer?.companyName} onClose={onClose} destroyOnHidden>
    {customer && (
      <>
        {!customer.editable && customer.channelTenantCode ? (
          <Alert type="info" showIcon style={{ marginBottom: 12 }} message={`${READ_ONLY_HINT}（服务渠道：${customer.channelName}）`} />
        ) : null}
        <Tabs
          destroyOnHidden
          items={[
            { key: 'info', label: TAB_INFO, children: <Info customer={customer} /> },
            { key: 'users', label: TAB_USERS, children: <Users tenantCode={customer.customerTenantCode} /> },
            { key: 'consultations', label: TAB_CONSULTATIONS, children: <Consultations customer={customer} onChanged={onChanged} /> },
            { key: 'relations', label: TAB_RELATIONS, children: <Relations tenantCode={customer.customerTenantCode} /> },
            {
              key: 'govTecProject',
              label: GovImportKind.label('govTecProject'),
              children: <GovDataTab kind="govTecProject" customerTenantCode={customer.customerTenantCode} canImport={customer.editable} />,
            },
            {
              key: 'govInnovative',
              label: GovImportKind.label('govInnovative'),
              children: <GovDataTab kind="govInnovative" customerTenantCode={customer.customerTenantCode} canImport={customer.editable} />,
            },
          ]}
        />
      </>
    )}
  </Drawer>
);

export default CustomerDetailDrawer;
