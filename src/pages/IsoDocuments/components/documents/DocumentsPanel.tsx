/**
 * 体系文件 of the documentation workspace (issue 31 item 4, delivery side): the generated set as a
 * folder tree (tiers; breadcrumb via parentDentryDocCode) or, filtered by status, the flat list
 * paged on the server; each file's status, number, version and source with the actions the server
 * allows; the toolbar generates the whole set (a background task followed with a progress bar;
 * a regeneration that would overwrite replaced files asks first), submits the final files to the
 * customer (asked, naming how many) and downloads everything as one zip. The customer's side shows
 * the delivered tree (DeliveredDocuments).
 */
import { Breadcrumb, Button, Card, Empty, message, Modal, Pagination, Popconfirm, Select, Space, Typography } from 'antd';
import type React from 'react';
import { useCallback, useEffect, useState } from 'react';
import { StandardFileStatus } from '@domain/isoDocuments/enums';
import { QUIET_CALL, ListLoadError } from '@/components/ListKit';
import { envelopeOf, requestErrorMessage } from '@/requestErrorConfig';
import {
  isoDocBatchDownload,
  type IsoDocFile,
  isoDocFileList,
  isoDocGenerate,
  isoDocReplace,
  isoDocStatus,
  isoDocSubmit,
  type IsoDocTree,
  isoDocTree,
} from '@/services/document';
import { fileDownload, projectFileUpload } from '@/services/files';
import type { IsoPartProps } from '../../types';
import DeliveredDocuments from './DeliveredDocuments';
import DocumentTable from './DocumentTable';
import GenerationProgress from './GenerationProgress';
import { EMPTY_NOT_FINAL, EMPTY_NOT_GENERATED, submitConfirm } from './labels';
import VersionsDrawer from './VersionsDrawer';

const PAGE_SIZE = 20;
const OVERWRITE_CODE = '23103';

export async function downloadZip(projectCode: string) {
  const zip = await isoDocBatchDownload({ projectCode });
  await fileDownload({ objectId: zip.objectId }, { fallbackFileName: zip.fileName });
}

const DocumentsPanel: React.FC<IsoPartProps> = ({ projectCode, side }) => {
  const [parent, setParent] = useState<string>();
  const [status, setStatus] = useState<StandardFileStatus>();
  const [tree, setTree] = useState<IsoDocTree>();
  const [flat, setFlat] = useState<{ list: IsoDocFile[]; total: number; current: number }>();
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<string>();
  const [versionsOf, setVersionsOf] = useState<IsoDocFile>();

  const load = useCallback(
    async (current = 1) => {
      setLoading(true);
      try {
        const answer = await isoDocTree({ projectCode, parentDentryDocCode: parent }, QUIET_CALL);
        setTree(answer);
        setFlat(status ? { ...(await isoDocFileList({ projectCode, status, current, pageSize: PAGE_SIZE }, QUIET_CALL)), current } : undefined);
        setError(undefined);
      } catch (failure) {
        setError(requestErrorMessage(failure));
      } finally {
        setLoading(false);
      }
    },
    [projectCode, parent, status],
  );
  useEffect(() => {
    if (side === 'delivery') void load();
  }, [load, side]);

  if (side !== 'delivery') return <DeliveredDocuments projectCode={projectCode} side={side} />;

  const run = async (key: string, work: () => Promise<unknown>, done?: string) => {
    setBusy(key);
    try {
      await work();
      if (done) message.success(done);
      await load(flat?.current);
    } catch {
      // the request layer shows the server's message
    } finally {
      setBusy(undefined);
    }
  };

  /** Generates (all, or some files); a refusal over replaced files asks and, confirmed, goes again. */
  const generate = async (docCodes?: string[], overwriteReplaced = false) => {
    setBusy(docCodes?.[0] ?? 'generate');
    try {
      const task = await isoDocGenerate({ projectCode, docCodes, overwriteReplaced }, QUIET_CALL);
      setTree((current) => (current ? { ...current, task } : current));
      message.success(docCodes ? '已开始重新生成' : '已开始生成体系文件');
    } catch (failure) {
      const envelope = envelopeOf(failure);
      if (envelope?.errorCode === OVERWRITE_CODE)
        Modal.confirm({
          title: '覆盖顾问替换的文件？',
          content: envelope.errorMsg,
          okText: '覆盖并重新生成',
          cancelText: '取消',
          onOk: () => generate(docCodes, true),
        });
      else message.error(requestErrorMessage(failure));
    } finally {
      setBusy(undefined);
    }
  };

  const replace = (file: IsoDocFile, upload: File) => {
    if (!/\.docx$/i.test(upload.name)) {
      message.error(`替换文件只能是 Word 文档（.docx），“${upload.name}”不是 Word 文档`);
      return;
    }
    void run(
      file.docCode,
      async () => {
        const stored = await projectFileUpload({ projectCode, file: upload });
        await isoDocReplace({ projectCode, docCode: file.docCode, objectId: stored.objectId, rowVersion: file.rowVersion });
      },
      `已替换《${file.title}》`,
    );
  };
  const move = (file: IsoDocFile, action: 'finalize' | 'reopen') =>
    run(
      file.docCode,
      () => isoDocStatus({ projectCode, docCodes: [file.docCode], action }),
      action === 'finalize' ? `《${file.title}》已定稿` : `《${file.title}》已退回修改`,
    );
  const submit = (docCodes?: string[]) =>
    run('submit', async () => {
      const answer = await isoDocSubmit({ projectCode, docCodes });
      message.success(`已向客户交付 ${answer.submitted} 份文件`);
    });

  const counts = tree?.counts;
  const generated = !!counts && counts.total > 0;
  const canWrite = !!tree?.canWrite;
  const running = tree?.task?.status === 'queued' || tree?.task?.status === 'running';
  const emptyText = tree && !tree.variablesFinal ? EMPTY_NOT_FINAL : EMPTY_NOT_GENERATED;
  const handlers = {
    onOpenFolder: (folder: { docCode: string }) => setParent(folder.docCode),
    onVersions: setVersionsOf,
    onReplace: canWrite ? replace : undefined,
    onMove: canWrite ? move : undefined,
    onSubmit: canWrite ? (file: IsoDocFile) => submit([file.docCode]) : undefined,
    onRegenerate: canWrite ? (file: IsoDocFile) => generate([file.docCode], file.source === 'replaced') : undefined,
  };

  return (
    <Card>
      <ListLoadError error={error} title="体系文件加载失败" onRetry={() => void load()} />
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          <Select
            aria-label="状态"
            allowClear
            placeholder="全部状态"
            style={{ minWidth: 150 }}
            value={status}
            onChange={(value?: StandardFileStatus) => setStatus(value)}
            options={StandardFileStatus.values.map((value) => ({ value, label: `${StandardFileStatus.labels[value]}（${counts?.[value] ?? 0}）` }))}
          />
          {tree ? (
            <Typography.Text type="secondary">
              {`${tree.templateSet.name}（第 ${tree.templateSet.version} 版模板）`}
              {generated ? `，共 ${counts!.total} 份：定稿 ${counts!.final}，已交付 ${counts!.finished}` : ''}
            </Typography.Text>
          ) : null}
        </Space>
        {canWrite ? (
          <Space wrap>
            <Button type="primary" loading={busy === 'generate'} disabled={running || !tree?.variablesFinal} onClick={() => void generate()}>
              {generated ? '重新生成' : '生成全部文件'}
            </Button>
            <Popconfirm
              title={submitConfirm(counts?.final ?? 0)}
              okText="确定"
              cancelText="取消"
              disabled={!counts?.final}
              onConfirm={() => submit()}
            >
              <Button loading={busy === 'submit'} disabled={!counts?.final}>
                提交给客户
              </Button>
            </Popconfirm>
            <Button loading={busy === 'zip'} disabled={!generated} onClick={() => void run('zip', () => downloadZip(projectCode))}>
              打包下载
            </Button>
          </Space>
        ) : null}
      </Space>
      {tree ? <GenerationProgress projectCode={projectCode} task={tree.task} onFinished={() => void load()} /> : null}
      {!status && tree?.breadcrumb.length ? (
        <Breadcrumb
          style={{ marginBottom: 12 }}
          items={[
            { title: <Typography.Link onClick={() => setParent(undefined)}>全部文件</Typography.Link> },
            ...tree.breadcrumb.map((crumb) => ({ title: crumb.title })),
          ]}
        />
      ) : null}
      {!loading && tree && !generated && !tree.folders.length ? (
        <Empty description={emptyText} />
      ) : status ? (
        <>
          <DocumentTable folders={[]} files={flat?.list ?? []} loading={loading} emptyText="没有该状态的文件" busy={busy} showFolder {...handlers} />
          <Pagination
            style={{ marginTop: 12, textAlign: 'right' }}
            current={flat?.current ?? 1}
            pageSize={PAGE_SIZE}
            total={flat?.total ?? 0}
            showTotal={(total) => `共 ${total} 份`}
            onChange={(current) => void load(current)}
          />
        </>
      ) : (
        <DocumentTable folders={tree?.folders ?? []} files={tree?.files ?? []} loading={loading} emptyText={emptyText} busy={busy} {...handlers} />
      )}
      <VersionsDrawer projectCode={projectCode} file={versionsOf} onClose={() => setVersionsOf(undefined)} />
    </Card>
  );
};

export default DocumentsPanel;
