/**
 * The rows of the document set: folders (opened by a click, with counts per status) then files,
 * each with its number, status tag, version and source, and only the actions the server allows the
 * caller (IsoDocFile.actions): 下载, 版本记录, 上传替换 (a .docx), 定稿, 退回修改 (asked), 提交给客户
 * (asked), 重新生成 (asked; naming the overwrite of a replaced file).
 */
import { FileWordOutlined, FolderOutlined } from '@ant-design/icons';
import { Popconfirm, Space, Table, Tag, Typography, Upload } from 'antd';
import type React from 'react';
import { DocVersionSource, StandardFileStatus } from '@domain/isoDocuments/enums';
import FileDownloadLink from '@/components/FileDownloadLink';
import type { IsoDocFile, IsoDocFolder } from '@/services/document';
import { overwriteConfirm, REOPEN_CONFIRM, STATUS_COLOR, submitConfirm } from './labels';

export interface DocumentHandlers {
  onOpenFolder: (folder: IsoDocFolder) => void;
  onVersions?: (file: IsoDocFile) => void;
  onReplace?: (file: IsoDocFile, upload: File) => void;
  onMove?: (file: IsoDocFile, action: 'finalize' | 'reopen') => void;
  onSubmit?: (file: IsoDocFile) => void;
  onRegenerate?: (file: IsoDocFile) => void;
}

type Row = { kind: 'folder'; folder: IsoDocFolder } | { kind: 'file'; file: IsoDocFile };

interface Props extends DocumentHandlers {
  folders: IsoDocFolder[];
  files: IsoDocFile[];
  loading: boolean;
  emptyText: string;
  busy?: string;
  /** Show each file's folder (the flat list). */
  showFolder?: boolean;
}

const folderCounts = (folder: IsoDocFolder) =>
  StandardFileStatus.values
    .filter((status) => folder.counts[status] > 0)
    .map((status) => (
      <Tag key={status} color={STATUS_COLOR[status]}>
        {`${StandardFileStatus.labels[status]} ${folder.counts[status]}`}
      </Tag>
    ));

function FileActions({ file, busy, ...on }: { file: IsoDocFile; busy?: string } & DocumentHandlers) {
  const has = (action: IsoDocFile['actions'][number]) => file.actions.includes(action);
  const working = busy === file.docCode;
  return (
    <Space size="small" wrap>
      {has('download') && file.objectId ? (
        <FileDownloadLink objectId={file.objectId} fileName={file.fileName ?? ''} fallbackText="下载" icon={null} title={`下载：${file.title}`} />
      ) : null}
      {has('versions') && on.onVersions ? <Typography.Link onClick={() => on.onVersions!(file)}>版本记录</Typography.Link> : null}
      {has('replace') && on.onReplace ? (
        <Upload
          accept=".docx"
          showUploadList={false}
          disabled={working}
          beforeUpload={(upload) => {
            on.onReplace!(file, upload);
            return Upload.LIST_IGNORE;
          }}
        >
          <Typography.Link disabled={working}>上传替换</Typography.Link>
        </Upload>
      ) : null}
      {has('finalize') && on.onMove ? (
        <Typography.Link disabled={working} onClick={() => on.onMove!(file, 'finalize')}>
          定稿
        </Typography.Link>
      ) : null}
      {has('reopen') && on.onMove ? (
        <Popconfirm title={REOPEN_CONFIRM} okText="确定" cancelText="取消" onConfirm={() => on.onMove!(file, 'reopen')}>
          <Typography.Link disabled={working}>退回修改</Typography.Link>
        </Popconfirm>
      ) : null}
      {has('submit') && on.onSubmit ? (
        <Popconfirm title={submitConfirm(1)} okText="确定" cancelText="取消" onConfirm={() => on.onSubmit!(file)}>
          <Typography.Link disabled={working}>提交给客户</Typography.Link>
        </Popconfirm>
      ) : null}
      {has('regenerate') && on.onRegenerate ? (
        <Popconfirm
          title={file.source === 'replaced' ? overwriteConfirm([file.title]) : `确定按定稿的组织信息重新生成《${file.title}》吗？`}
          okText="确定"
          cancelText="取消"
          overlayStyle={{ maxWidth: 420 }}
          onConfirm={() => on.onRegenerate!(file)}
        >
          <Typography.Link disabled={working}>重新生成</Typography.Link>
        </Popconfirm>
      ) : null}
    </Space>
  );
}

const DocumentTable: React.FC<Props> = ({ folders, files, loading, emptyText, busy, showFolder, ...handlers }) => {
  const rows: Row[] = [...folders.map((folder) => ({ kind: 'folder' as const, folder })), ...files.map((file) => ({ kind: 'file' as const, file }))];
  return (
    <Table<Row>
      rowKey={(row) => (row.kind === 'folder' ? `folder:${row.folder.docCode}` : row.file.docCode)}
      size="middle"
      loading={loading}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 1000 }}
      locale={{ emptyText }}
      columns={[
        {
          title: '名称',
          key: 'title',
          render: (_, row) =>
            row.kind === 'folder' ? (
              <Space wrap>
                <Typography.Link onClick={() => handlers.onOpenFolder(row.folder)}>
                  <FolderOutlined /> {row.folder.title}
                </Typography.Link>
                <Typography.Text type="secondary">{`${row.folder.counts.total} 份`}</Typography.Text>
                {folderCounts(row.folder)}
              </Space>
            ) : (
              <Space direction="vertical" size={0}>
                <Typography.Text>
                  <FileWordOutlined /> {row.file.title}
                </Typography.Text>
                {showFolder && row.file.folderTitle ? <Typography.Text type="secondary">{row.file.folderTitle}</Typography.Text> : null}
              </Space>
            ),
        },
        { title: '文件编号', key: 'docNumber', width: 170, render: (_, row) => (row.kind === 'file' ? row.file.docNumber || '—' : null) },
        {
          title: '状态',
          key: 'status',
          width: 90,
          render: (_, row) =>
            row.kind === 'file' ? <Tag color={STATUS_COLOR[row.file.status]}>{StandardFileStatus.labels[row.file.status]}</Tag> : null,
        },
        {
          title: '版本',
          key: 'version',
          width: 70,
          render: (_, row) => (row.kind === 'file' && row.file.versionNo ? `V${row.file.versionNo}` : null),
        },
        {
          title: '来源',
          key: 'source',
          width: 110,
          render: (_, row) => (row.kind === 'file' && row.file.source ? DocVersionSource.labels[row.file.source] : null),
        },
        {
          title: '更新时间',
          key: 'updatedAt',
          width: 150,
          render: (_, row) => (row.kind === 'file' ? new Date(row.file.updatedAt).toLocaleString('zh-CN', { hour12: false }) : null),
        },
        {
          title: '操作',
          key: 'actions',
          width: 300,
          render: (_, row) => (row.kind === 'file' ? <FileActions file={row.file} busy={busy} {...handlers} /> : null),
        },
      ]}
    />
  );
};

export default DocumentTable;
