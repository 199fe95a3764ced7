/**
 * 操作日志: the platform's append-only audit log (GET /api/platform/auditLog/list.json, canRoot):
 * who changed what and when, filtered by area, keyword and day, with the before/after of an entry
 * in a drawer. Pages of the platform console embed it (e.g. a tab of 用户管理).
 */
import type { ProColumns } from '@ant-design/pro-components';
import { Button, Descriptions, Drawer, Tag, Typography } from 'antd';
import type React from 'react';
import { useState } from 'react';
import { AuditArea } from '@domain/enums';
import { chinaTimeColumn, dateRangeColumn, enumColumn, ListTable } from '@/components/ListKit';
import { auditLogList, type AuditEntry } from '@/services/auditLog';
import { chinaTimeText } from '@/utils/chinaTime';

const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 2));

const Snapshot: React.FC<{ value: unknown }> = ({ value }) => (
  <Typography.Paragraph style={{ margin: 0 }}>
    <pre style={{ margin: 0, maxHeight: 360, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 }}>{json(value)}</pre>
  </Typography.Paragraph>
);

const AuditLogTable: React.FC = () => {
  const [open, setOpen] = useState<AuditEntry | null>(null);

  const columns: ProColumns<AuditEntry>[] = [
    { title: '关键字', dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: '操作、对象名称或编号、操作人' } },
    chinaTimeColumn<AuditEntry>('时间', 'at'),
    dateRangeColumn('日期'),
    enumColumn<AuditEntry, AuditArea>('类别', 'area', AuditArea, { width: 110 }),
    { title: '操作', dataIndex: 'action', hideInSearch: true, width: 120 },
    {
      title: '对象',
      dataIndex: 'targetName',
      hideInSearch: true,
      render: (_, row) => (
        <span>
          {row.targetName || row.targetId}
          <Typography.Text type="secondary" style={{ fontSize: 12, marginLeft: 8 }}>
            {row.targetId}
          </Typography.Text>
        </span>
      ),
    },
    {
      title: '变更字段',
      dataIndex: 'changed',
      hideInSearch: true,
      render: (_, row) => (row.changed.length ? row.changed.map((field) => <Tag key={field}>{field}</Tag>) : '—'),
    },
    { title: '操作人', dataIndex: 'actorName', hideInSearch: true, width: 120 },
    {
      title: '详情',
      valueType: 'option',
      width: 80,
      render: (_, row) => [
        <Button key="detail" type="link" size="small" style={{ padding: 0 }} onClick={() => setOpen(row)}>
          查看
        </Button>,
      ],
    },
  ];

  return (
    <>
      <ListTable<AuditEntry>
        rowKey="id"
        headerTitle="操作日志"
        columns={columns}
        call={auditLogList}
        locale={{ emptyText: '暂无操作记录' }}
        options={false}
      />
      <Drawer title="操作详情" width={640} open={open !== null} onClose={() => setOpen(null)} destroyOnHidden>
        {open && (
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label="时间">{chinaTimeText(open.at)}</Descriptions.Item>
            <Descriptions.Item label="操作人">{open.actorName}</Descriptions.Item>
            <Descriptions.Item label="类别">{AuditArea.label(open.area)}</Descriptions.Item>
            <Descriptions.Item label="操作">{open.action}</Descriptions.Item>
            <Descriptions.Item label="对象">{`${open.targetName}（${open.targetId}）`}</Descriptions.Item>
            <Descriptions.Item label="变更前">
              <Snapshot value={open.before} />
            </Descriptions.Item>
            <Descriptions.Item label="变更后">
              <Snapshot value={open.after} />
            </Descriptions.Item>
          </Descriptions>
        )}
      </Drawer>
    </>
  );
};

export default AuditLogTable;
