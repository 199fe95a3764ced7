/**
 * 体系文件 on the customer's project tab (issue 31 item 4): the files the consultant delivered, in
 * their folders (the server answers a customer member only delivered files and the folders
 * holding them), each downloadable, and 全部下载 as one zip. Empty: 顾问尚未交付体系文件.
 */
import { Breadcrumb, Button, Card, Empty, Space, Typography } from 'antd';
import type React from 'react';
import { useCallback, useEffect, useState } from 'react';
import { QUIET_CALL, ListLoadError } from '@/components/ListKit';
import { requestErrorMessage } from '@/requestErrorConfig';
import { isoDocBatchDownload, type IsoDocTree, isoDocTree } from '@/services/document';
import { fileDownload } from '@/services/files';
import type { IsoPartProps } from '../../types';
import DocumentTable from './DocumentTable';
import { EMPTY_CUSTOMER } from './labels';

const DeliveredDocuments: React.FC<IsoPartProps> = ({ projectCode }) => {
  const [parent, setParent] = useState<string>();
  const [tree, setTree] = useState<IsoDocTree>();
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string>();
  const [zipping, setZipping] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setTree(await isoDocTree({ projectCode, parentDentryDocCode: parent }, QUIET_CALL));
      setError(undefined);
    } catch (failure) {
      setError(requestErrorMessage(failure));
    } finally {
      setLoading(false);
    }
  }, [projectCode, parent]);
  useEffect(() => {
    void load();
  }, [load]);

  const downloadAll = async () => {
    setZipping(true);
    try {
      const zip = await isoDocBatchDownload({ projectCode });
      await fileDownload({ objectId: zip.objectId }, { fallbackFileName: zip.fileName });
    } catch {
      // the request layer shows the server's message
    } finally {
      setZipping(false);
    }
  };

  const delivered = tree?.counts.finished ?? 0;
  return (
    <Card title="体系文件">
      <ListLoadError error={error} title="体系文件加载失败" onRetry={() => void load()} />
      {!loading && tree && delivered === 0 ? (
        <Empty description={EMPTY_CUSTOMER} />
      ) : (
        <>
          <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
            {tree?.breadcrumb.length ? (
              <Breadcrumb
                items={[
                  { title: <Typography.Link onClick={() => setParent(undefined)}>全部文件</Typography.Link> },
                  ...tree.breadcrumb.map((crumb) => ({ title: crumb.title })),
                ]}
              />
            ) : (
              <Typography.Text type="secondary">{`顾问已交付 ${delivered} 份体系文件`}</Typography.Text>
            )}
            <Button type="primary" loading={zipping} disabled={!delivered} onClick={() => void downloadAll()}>
              全部下载
            </Button>
          </Space>
          <DocumentTable
            folders={tree?.folders ?? []}
            files={tree?.files ?? []}
            loading={loading}
            emptyText={EMPTY_CUSTOMER}
            onOpenFolder={(folder) => setParent(folder.docCode)}
          />
        </>
      )}
    </Card>
  );
};

export default DeliveredDocuments;
