/**
 * 分享: make a link to one file (lifetime in hours or days, optional download limit) that opens
 * without logging in; the new link is shown once to copy (only its hash is stored). Below, the
 * file's links with their state and downloads; revoking asks first.
 */
import { Alert, Button, Form, InputNumber, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import type React from 'react';
import { useCallback, useEffect, useState } from 'react';
import { FILE_SHARE_MAX_DOWNLOADS } from '@domain/files/constants';
import { FileShareStatus, FileShareUnit } from '@domain/enums';
import ConfirmAction from '@/components/ListKit/ConfirmAction';
import { fileShare, fileShareList, fileShareRevoke, type FileShareLink, type ProjectFile } from '@/services/files';
import { chinaTimeText } from '@/utils/chinaTime';

const STATUS_COLORS = { active: 'green', expired: 'default', revoked: 'red', exhausted: 'orange' } as const;

interface Props {
  file: ProjectFile | undefined;
  onClose: () => void;
}

interface ShareForm {
  expiresIn: number;
  unit: 'hour' | 'day';
  maxDownloads?: number | null;
}

const ShareModal: React.FC<Props> = ({ file, onClose }) => {
  const [form] = Form.useForm<ShareForm>();
  const [links, setLinks] = useState<FileShareLink[]>([]);
  const [loading, setLoading] = useState(false);
  const [created, setCreated] = useState<string>();
  const [saving, setSaving] = useState(false);
  const objectId = file?.objectId;

  const load = useCallback(async () => {
    if (!objectId) return;
    setLoading(true);
    try {
      setLinks(await fileShareList({ objectId }));
    } catch {
      setLinks([]);
    } finally {
      setLoading(false);
    }
  }, [objectId]);
  useEffect(() => {
    setCreated(undefined);
    load();
  }, [load]);

  const create = async (values: ShareForm) => {
    if (!objectId) return;
    setSaving(true);
    try {
      const link = await fileShare({ objectId, expiresIn: values.expiresIn, unit: values.unit, maxDownloads: values.maxDownloads ?? null });
      setCreated(`${window.location.origin}${link.path ?? ''}`);
      await load();
    } catch {
      // Shown by the request layer.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title={file ? `分享“${file.fileName}”` : '分享'} open={!!file} onCancel={onClose} footer={null} width={760} destroyOnHidden>
      <Form<ShareForm> form={form} layout="inline" initialValues={{ expiresIn: 7, unit: 'day' }} onFinish={create}>
        <Form.Item label="有效期" required>
          <Space.Compact>
            <Form.Item name="expiresIn" noStyle rules={[{ required: true, message: '请输入有效期' }]}>
              <InputNumber aria-label="有效期" min={1} precision={0} style={{ width: 90 }} />
            </Form.Item>
            <Form.Item name="unit" noStyle>
              <Select
                aria-label="有效期单位"
                style={{ width: 80 }}
                options={FileShareUnit.values.map((value) => ({ value, label: FileShareUnit.label(value) }))}
              />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Form.Item label="下载次数上限" name="maxDownloads">
          <InputNumber aria-label="下载次数上限" min={1} max={FILE_SHARE_MAX_DOWNLOADS} precision={0} placeholder="不限" style={{ width: 110 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            创建链接
          </Button>
        </Form.Item>
      </Form>
      {created ? (
        <Alert
          style={{ marginTop: 16 }}
          type="success"
          showIcon
          message="链接已创建，任何拿到链接的人无需登录即可下载；链接只显示这一次，请复制保存"
          description={
            <Typography.Paragraph copyable={{ text: created, tooltips: ['复制链接', '已复制'] }} style={{ marginBottom: 0, wordBreak: 'break-all' }}>
              {created}
            </Typography.Paragraph>
          }
        />
      ) : null}
      <Table<FileShareLink>
        style={{ marginTop: 16 }}
        rowKey="shareId"
        size="small"
        loading={loading}
        pagination={false}
        dataSource={links}
        locale={{ emptyText: '还没有分享链接' }}
        columns={[
          { title: '链接尾号', dataIndex: 'tokenTail', render: (tail: string) => `…${tail}` },
          { title: '创建人', dataIndex: 'createdByName' },
          { title: '到期时间', dataIndex: 'expiresAt', render: (at: string) => chinaTimeText(at) },
          {
            title: '下载次数',
            dataIndex: 'downloads',
            render: (count: number, row) => (row.maxDownloads === null ? `${count}` : `${count} / ${row.maxDownloads}`),
          },
          {
            title: '状态',
            dataIndex: 'status',
            render: (status: FileShareLink['status']) => <Tag color={STATUS_COLORS[status]}>{FileShareStatus.label(status)}</Tag>,
          },
          {
            title: '操作',
            key: 'actions',
            render: (_, row) =>
              row.status === 'active' ? (
                <ConfirmAction
                  title="撤销这个分享链接？"
                  description="撤销后拿到链接的人将无法再下载。"
                  okText="撤销"
                  successMessage="已撤销"
                  action={() => fileShareRevoke({ shareId: row.shareId })}
                  onDone={load}
                >
                  <Button type="link" size="small" danger aria-label={`撤销 …${row.tokenTail}`}>
                    撤销
                  </Button>
                </ConfirmAction>
              ) : null,
          },
        ]}
      />
    </Modal>
  );
};

export default ShareModal;
