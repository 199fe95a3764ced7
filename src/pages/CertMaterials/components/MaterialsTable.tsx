/**
 * The checklist of a certification project's materials as both sides see it: the item with what is
 * expected, its status (a returned item with its reason), its files (download; the customer's
 * replace and delete before acceptance) and the side's actions in the last column.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { CertMaterialStatus } from '@domain/certMaterials/enums';
import { formatBytes } from '@domain/files/rules';
import { Progress, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type React from 'react';
import type { CertMaterialItem, CertMaterialUpload } from '@/services/certMaterials';
import { EMPTY_ITEMS_TEXT, RETURNED_PREFIX, STATUS_COLORS } from './labels';
import { chinaDay } from '@domain/kernel/chinaTime';

interface Props {
  items: CertMaterialItem[];
  loading?: boolean;
  onDownload: (upload: CertMaterialUpload) => void;
  /** Per file, after its name (the customer's replace and delete). */
  fileActions?: (item: CertMaterialItem, upload: CertMaterialUpload) => React.ReactNode;
  /** The last column's content per item; no column without it. */
  actions?: (item: CertMaterialItem) => React.ReactNode;
  actionsWidth?: number;
}

const MaterialsTable: React.FC<Props> = ({ items, loading, onDownload, fileActions, actions, actionsWidth = 200 }) => {
  const columns: ColumnsType<CertMaterialItem> = [
    { title: '序号', key: 'index', width: 60, render: (_, __, index) => index + 1 },
    {
      title: '材料',
      key: 'name',
      render: (_, item) => (
        <Space direction="vertical" size={2}>
          <Typography.Text strong>
            {item.name} {item.required ? <Tag color="red">必需</Tag> : <Tag>可选</Tag>}
          </Typography.Text>
          {item.description ? <Typography.Text type="secondary">{item.description}</Typography.Text> : null}
        </Space>
      ),
    },
    {
      title: '状态',
      key: 'status',
      width: 220,
      render: (_, item) => (
        <Space direction="vertical" size={2}>
          <Tag color={STATUS_COLORS[item.status]}>{CertMaterialStatus.label(item.status)}</Tag>
          {item.status === 'returned' && item.returnReason ? (
            <Typography.Text type="danger">
              {RETURNED_PREFIX}
              {item.returnReason}
            </Typography.Text>
          ) : null}
          {item.reviewerName && item.reviewedAt && item.status !== 'submitted' ? (
            <Typography.Text type="secondary">
              {item.reviewerName} · {chinaDay(new Date(item.reviewedAt))}
            </Typography.Text>
          ) : null}
        </Space>
      ),
    },
    {
      title: '文件',
      key: 'uploads',
      width: 320,
      render: (_, item) =>
        item.uploads.length === 0 ? (
          <Typography.Text type="secondary">未上传</Typography.Text>
        ) : (
          <Space direction="vertical" size={2}>
            {item.uploads.map((upload) => (
              <Space key={upload.uploadId} size={4} wrap>
                <Typography.Link onClick={() => onDownload(upload)} title={`${upload.uploaderName} 上传于 ${chinaDay(new Date(upload.uploadedAt))}`}>
                  <DownloadOutlined /> {upload.fileName}
                </Typography.Link>
                <Typography.Text type="secondary">{formatBytes(upload.size)}</Typography.Text>
                {fileActions?.(item, upload)}
              </Space>
            ))}
          </Space>
        ),
    },
  ];
  if (actions) columns.push({ title: '操作', key: 'actions', width: actionsWidth, render: (_, item) => actions(item) });
  return (
    <Table<CertMaterialItem>
      rowKey="itemId"
      size="middle"
      loading={loading}
      columns={columns}
      dataSource={items}
      pagination={false}
      locale={{ emptyText: EMPTY_ITEMS_TEXT }}
    />
  );
};

export default MaterialsTable;

/** "已通过 5 / 11（必需材料 5 / 9）" with a bar. */
export const MaterialsProgress: React.FC<{ progress: { total: number; accepted: number; requiredTotal: number; requiredAccepted: number } }> = ({
  progress,
}) => (
  <Space size="large" wrap>
    <Typography.Text>
      已通过 {progress.accepted} / {progress.total}（必需材料 {progress.requiredAccepted} / {progress.requiredTotal}）
    </Typography.Text>
    <Progress
      style={{ width: 240, margin: 0 }}
      percent={progress.total ? Math.round((progress.accepted / progress.total) * 100) : 0}
      size="small"
      status={progress.total > 0 && progress.accepted === progress.total ? 'success' : 'normal'}
    />
  </Space>
);
