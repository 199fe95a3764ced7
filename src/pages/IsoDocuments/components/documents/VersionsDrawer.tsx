/** 版本记录: every version of a file (generated or replaced), the newest first, each downloadable. */
import { Alert, Drawer, Table, Tag } from 'antd';
import type React from 'react';
import { useEffect, useState } from 'react';
import { DocVersionSource } from '@domain/isoDocuments/enums';
import FileDownloadLink from '@/components/FileDownloadLink';
import { QUIET_CALL } from '@/components/ListKit';
import { isoDocVersions, type IsoDocFile, type IsoDocVersion } from '@/services/document';

interface Props {
  projectCode: string;
  file: IsoDocFile | undefined;
  onClose: () => void;
}

const VersionsDrawer: React.FC<Props> = ({ projectCode, file, onClose }) => {
  const [list, setList] = useState<IsoDocVersion[]>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    setList(undefined);
    setError(undefined);
    if (file)
      isoDocVersions({ projectCode, docCode: file.docCode }, QUIET_CALL).then(
        (answer) => setList(answer.list),
        (failure: Error) => setError(failure.message || '版本记录加载失败'),
      );
  }, [projectCode, file]);
  return (
    <Drawer open={!!file} width={720} title={file ? `版本记录：${file.title}` : '版本记录'} onClose={onClose} destroyOnClose>
      {error ? <Alert type="error" showIcon message={error} /> : null}
      <Table<IsoDocVersion>
        rowKey="versionNo"
        size="small"
        loading={!list && !error}
        dataSource={list ?? []}
        pagination={false}
        locale={{ emptyText: '暂无版本' }}
        columns={[
          {
            title: '版本',
            dataIndex: 'versionNo',
            width: 90,
            render: (_, row) => (row.current ? <Tag color="blue">{`V${row.versionNo} 当前`}</Tag> : `V${row.versionNo}`),
          },
          { title: '来源', dataIndex: 'source', width: 120, render: (_, row) => DocVersionSource.labels[row.source] },
          { title: '操作人', dataIndex: 'accountName', width: 90, render: (_, row) => row.accountName || '—' },
          { title: '时间', dataIndex: 'at', width: 150, render: (_, row) => new Date(row.at).toLocaleString('zh-CN', { hour12: false }) },
          { title: '文件', dataIndex: 'fileName', render: (_, row) => <FileDownloadLink objectId={row.objectId} fileName={row.fileName} /> },
        ]}
      />
    </Drawer>
  );
};

export default VersionsDrawer;
