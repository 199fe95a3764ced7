/**
 * 项目文件: a project's files for whoever may see the project (the customer's project detail and the
 * channel's group detail mount it as a tab). A server-paged list (name, size, source, uploader,
 * time) with download, share and delete per file; batch upload with each file's result; 打包下载
 * of every file as one zip. The server decides who sees and who may delete (canDelete per row).
 */
import { DeleteOutlined, DownloadOutlined, FileZipOutlined, ShareAltOutlined, UploadOutlined } from '@ant-design/icons';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Button, Space, Tag, Tooltip } from 'antd';
import type React from 'react';
import { useRef, useState } from 'react';
import { FileSource } from '@domain/enums';
import { formatBytes } from '@domain/files/rules';
import { chinaTimeColumn, ListTable } from '@/components/ListKit';
import ConfirmAction from '@/components/ListKit/ConfirmAction';
import { fileDownload, projectFileDelete, projectFileList, projectFileZip, type ProjectFile } from '@/services/files';
import BatchUpload from './BatchUpload';
import ShareModal from './ShareModal';

type Query = Parameters<typeof projectFileList>[0];

export interface ProjectFilesProps {
  projectCode: string;
  /** The project's name, for the zip's fallback file name. */
  projectName?: string;
}

const ProjectFiles: React.FC<ProjectFilesProps> = ({ projectCode, projectName }) => {
  const ref = useRef<ActionType>();
  const [uploading, setUploading] = useState(false);
  const [sharing, setSharing] = useState<ProjectFile>();
  const [zipping, setZipping] = useState(false);
  const reload = () => ref.current?.reload();

  const zip = async () => {
    setZipping(true);
    try {
      await projectFileZip(
        { projectCode },
        { fallbackFileName: `${projectName ?? projectCode}-项目文件.zip`, noFileMessage: '打包失败：服务器未返回文件' },
      );
    } finally {
      setZipping(false);
    }
  };

  const columns: ProColumns<ProjectFile>[] = [
    { title: '文件名', dataIndex: 'keyword', hideInTable: true },
    { title: '文件名', dataIndex: 'fileName', hideInSearch: true, ellipsis: true },
    { title: '大小', dataIndex: 'size', hideInSearch: true, width: 100, render: (_, row) => formatBytes(row.size) },
    {
      title: '来源',
      dataIndex: 'source',
      width: 110,
      valueType: 'select',
      valueEnum: Object.fromEntries(FileSource.values.map((code) => [code, { text: FileSource.label(code) }])),
      render: (_, row) => <Tag color={row.source === 'ai' ? 'purple' : 'blue'}>{FileSource.label(row.source)}</Tag>,
    },
    { title: '上传人', dataIndex: 'uploaderName', hideInSearch: true, width: 120 },
    chinaTimeColumn<ProjectFile>('上传时间', 'createdAt', { hideInSearch: true, width: 170 }),
    {
      title: '操作',
      key: 'actions',
      hideInSearch: true,
      width: 200,
      render: (_, row) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            icon={<DownloadOutlined />}
            aria-label={`下载 ${row.fileName}`}
            onClick={() => fileDownload({ objectId: row.objectId }, { fallbackFileName: row.fileName, noFileMessage: '下载失败：服务器未返回文件' })}
          >
            下载
          </Button>
          <Button type="link" size="small" icon={<ShareAltOutlined />} aria-label={`分享 ${row.fileName}`} onClick={() => setSharing(row)}>
            分享
          </Button>
          {row.canDelete ? (
            <ConfirmAction
              title={`删除文件“${row.fileName}”？`}
              description="删除后项目成员将无法再下载，已创建的分享链接同时失效。"
              okText="删除"
              successMessage="已删除"
              action={() => projectFileDelete({ objectId: row.objectId })}
              onDone={reload}
            >
              <Button type="link" size="small" danger icon={<DeleteOutlined />} aria-label={`删除 ${row.fileName}`}>
                删除
              </Button>
            </ConfirmAction>
          ) : (
            <Tooltip title="只有上传者或项目负责人可以删除">
              <Button type="link" size="small" disabled icon={<DeleteOutlined />}>
                删除
              </Button>
            </Tooltip>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListTable<ProjectFile, Query>
        rowKey="objectId"
        actionRef={ref}
        call={projectFileList}
        toQuery={(query) => ({ ...query, projectCode }) as Query}
        columns={columns}
        headerTitle="项目文件"
        locale={{ emptyText: '该项目还没有文件，点击“批量上传”添加' }}
        toolBarRender={() => [
          <Button key="zip" icon={<FileZipOutlined />} loading={zipping} onClick={zip}>
            打包下载
          </Button>,
          <Button key="upload" type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)}>
            批量上传
          </Button>,
        ]}
      />
      <BatchUpload
        open={uploading}
        projectCode={projectCode}
        onClose={(changed) => {
          setUploading(false);
          if (changed) reload();
        }}
      />
      <ShareModal file={sharing} onClose={() => setSharing(undefined)} />
    </>
  );
};

export default ProjectFiles;
