/**
 * 项目组撤销 (/financialmanagement/projectGroups, canFinancialmanagement): every channel's purchases
 * (project groups), by keyword and status; a group none of whose projects has started may be
 * withdrawn, which refunds the buyer's points (confirmation with a reason first).
 */
import { PageContainer, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Form, Input, Modal, message, Space, Tooltip, Typography } from 'antd';
import type React from 'react';
import { useRef, useState } from 'react';
import { GroupStatus, ServiceKind } from '@domain/enums';
import { WITHDRAW_STARTED_MESSAGE } from '@domain/projects/rules';
import { chinaTimeColumn, enumColumn, ListTable } from '@/components/ListKit';
import { marketGroupList, type MarketGroupItem, marketGroupWithdraw } from '@/services/marketplace';

const secondary = (text: string) => (
  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
    {text}
  </Typography.Text>
);

const WithdrawAction: React.FC<{ group: MarketGroupItem; onDone: () => void }> = ({ group, onDone }) => {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  if (group.status !== 'active') return <>—</>;
  if (!group.withdrawable) {
    return (
      <Tooltip title={WITHDRAW_STARTED_MESSAGE}>
        <Button type="link" size="small" disabled>
          撤销并退款
        </Button>
      </Tooltip>
    );
  }
  const confirm = async () => {
    const { reason } = await form.validateFields();
    setBusy(true);
    try {
      const answer = await marketGroupWithdraw({ groupCode: group.groupCode, reason });
      message.success(`已撤销，退还 ${answer.refundedPoints.toLocaleString('zh-CN')} 积分给 ${answer.purchasedByName}`);
      setOpen(false);
      onDone();
    } catch {
      // The request pipeline showed the message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button type="link" size="small" danger onClick={() => setOpen(true)}>
        撤销并退款
      </Button>
      <Modal
        open={open}
        title="撤销项目组并退款"
        okText="确认撤销并退款"
        okButtonProps={{ danger: true, loading: busy }}
        onOk={confirm}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph>
          将撤销项目组 {group.groupCode}（{group.productName}，{group.projectCount} 个项目），并退还 {group.purchasedByName}{' '}
          {group.pricePoints.toLocaleString('zh-CN')} 积分。撤销后项目不再进入交付，此操作不可恢复。
        </Typography.Paragraph>
        <Form form={form} layout="vertical">
          <Form.Item name="reason" label="撤销原因" rules={[{ required: true, whitespace: true, message: '请填写撤销原因' }, { max: 200 }]}>
            <Input.TextArea rows={3} maxLength={200} showCount placeholder="如：客户取消合作" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
};

const ProjectGroups: React.FC = () => {
  const actionRef = useRef<ActionType>();
  const columns: ProColumns<MarketGroupItem>[] = [
    { title: '关键字', dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: '项目组编号、服务、渠道或客户名称' } },
    { title: '项目组编号', dataIndex: 'groupCode', hideInSearch: true, width: 200, copyable: true },
    {
      title: '服务',
      dataIndex: 'productName',
      hideInSearch: true,
      width: 220,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          {row.productName}
          {secondary(`${ServiceKind.labels[row.serviceKind as keyof typeof ServiceKind.labels] ?? row.serviceKind} · ${row.projectCount} 个项目`)}
        </Space>
      ),
    },
    { title: '渠道', dataIndex: 'channelName', hideInSearch: true, width: 140 },
    { title: '客户', dataIndex: 'customerName', hideInSearch: true, width: 180 },
    {
      title: '积分',
      dataIndex: 'pricePoints',
      hideInSearch: true,
      align: 'right',
      width: 130,
      render: (_, row) => (
        <Space direction="vertical" size={0} style={{ alignItems: 'flex-end' }}>
          <Typography.Text strong>{row.pricePoints.toLocaleString('zh-CN')}</Typography.Text>
          {secondary(`单价 ${row.unitPricePoints.toLocaleString('zh-CN')}`)}
        </Space>
      ),
    },
    { title: '购买人', dataIndex: 'purchasedByName', hideInSearch: true, width: 110 },
    enumColumn<MarketGroupItem, GroupStatus>('状态', 'status', GroupStatus, { colors: { active: 'green', withdrawn: 'default' }, width: 90 }),
    chinaTimeColumn<MarketGroupItem>('购买时间', 'purchasedAt'),
    {
      title: '撤销原因',
      dataIndex: 'withdrawReason',
      hideInSearch: true,
      width: 160,
      ellipsis: true,
      render: (_, row) => row.withdrawReason ?? '—',
    },
    {
      title: '操作',
      valueType: 'option',
      fixed: 'right',
      width: 120,
      render: (_, row) => <WithdrawAction group={row} onDone={() => actionRef.current?.reload()} />,
    },
  ];
  return (
    <PageContainer content="全部渠道购买的项目组。项目均未开始实施的项目组可撤销，撤销时退还购买人积分。">
      <ListTable
        rowKey="groupCode"
        actionRef={actionRef}
        columns={columns}
        call={marketGroupList}
        locale={{ emptyText: '暂无项目组' }}
        scroll={{ x: 1500 }}
      />
    </PageContainer>
  );
};

export default ProjectGroups;
