/**
 * 认证材料 (/systemManage/certificationMaterials/:projectCode; issue 29 item 4): the customer's PM
 * and owner see the materials their certification body asks for, upload one or more files per item
 * (checked here by type and size first; stored as project files), replace or delete a file before
 * the item is accepted, read a return's reason and upload again. Without a certification project
 * the page says plainly what will appear here.
 */
import { DeleteOutlined, SwapOutlined, UploadOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { ManagementSystem } from '@domain/engines/auditTime/model';
import { UPLOAD_ACCEPT, UPLOAD_PROBLEM_MESSAGES, uploadProblem } from '@domain/files/rules';
import { history, useParams } from '@umijs/max';
import { Alert, Button, Card, Descriptions, Empty, message, Result, Space, Upload } from 'antd';
import type React from 'react';
import { useCallback, useEffect, useState } from 'react';
import ConfirmAction from '@/components/ListKit/ConfirmAction';
import {
  type CertMaterialItem,
  type CertMaterialsView,
  certMaterialsCustomerDownload,
  certMaterialsCustomerList,
  certMaterialsDeleteUpload,
  certMaterialsUpload,
} from '@/services/certMaterials';
import { ACCEPTED_LOCKED_TEXT, NOTE_TITLE, PAGE_TITLE, REPLACE_TEXT, REUPLOAD_TEXT, UPLOAD_TEXT } from './components/labels';
import MaterialsTable, { MaterialsProgress } from './components/MaterialsTable';

/** The browser's own check of a chosen file (the server checks again); false = do not send. */
function acceptable(file: File): boolean {
  const problem = uploadProblem({ name: file.name, size: file.size });
  if (problem) message.error(`${file.name}：${UPLOAD_PROBLEM_MESSAGES[problem]}`);
  return !problem;
}

const uploadLabel = (item: CertMaterialItem) => (item.status === 'returned' ? REUPLOAD_TEXT : UPLOAD_TEXT);

const CertMaterials: React.FC = () => {
  const { projectCode = '' } = useParams<{ projectCode: string }>();
  const [data, setData] = useState<CertMaterialsView>();
  const [failed, setFailed] = useState<string>();
  const [busy, setBusy] = useState<number>();

  const load = useCallback(() => {
    certMaterialsCustomerList({ projectCode }, { skipErrorHandler: true })
      .then((view) => {
        setData(view);
        setFailed(undefined);
      })
      .catch((error) => setFailed(error instanceof Error ? error.message : '加载失败'));
  }, [projectCode]);
  useEffect(load, [load]);

  const send = async (item: CertMaterialItem, file: File, replaceUploadId?: number) => {
    if (!acceptable(file)) return;
    setBusy(item.itemId);
    try {
      await certMaterialsUpload({ projectCode, itemId: item.itemId, replaceUploadId, file });
      message.success(`${file.name} 已上传，等待认证机构审核`);
    } catch {
      // The request layer has shown the refusal.
    } finally {
      setBusy(undefined);
      load();
    }
  };

  if (failed) {
    return (
      <PageContainer title={PAGE_TITLE}>
        <Result
          status="warning"
          title="无法打开认证材料"
          subTitle={failed}
          extra={<Button onClick={() => history.push('/systemManage')}>返回服务列表</Button>}
        />
      </PageContainer>
    );
  }
  const project = data?.certProject;
  return (
    <PageContainer loading={!data} title={project ? `${PAGE_TITLE}：${project.bodyName}` : PAGE_TITLE} onBack={() => history.push('/systemManage')}>
      {data && !project ? (
        <Card>
          <Empty description={data.notice} />
        </Card>
      ) : null}
      {data && project ? (
        <Card>
          <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
            <Descriptions.Item label="认证机构">{project.bodyName}</Descriptions.Item>
            <Descriptions.Item label="认证标准">{project.standards.map((standard) => ManagementSystem.label(standard)).join('、')}</Descriptions.Item>
            <Descriptions.Item label="认证项目编号">{project.certProjectCode}</Descriptions.Item>
          </Descriptions>
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            <MaterialsProgress progress={data.progress} />
            {data.notice ? <Alert type="warning" showIcon message={data.notice} /> : null}
            {data.note ? <Alert type="info" showIcon message={NOTE_TITLE} description={data.note} /> : null}
            <MaterialsTable
              items={data.items}
              onDownload={(upload) =>
                certMaterialsCustomerDownload(
                  { projectCode, uploadId: upload.uploadId },
                  { fallbackFileName: upload.fileName, noFileMessage: '下载失败：服务器未返回文件' },
                )
              }
              fileActions={(item, upload) =>
                item.status === 'accepted' ? null : (
                  <>
                    <Upload accept={UPLOAD_ACCEPT} showUploadList={false} beforeUpload={(file) => (send(item, file, upload.uploadId), false)}>
                      <Button type="link" size="small" icon={<SwapOutlined />} aria-label={`${REPLACE_TEXT} ${upload.fileName}`} />
                    </Upload>
                    <ConfirmAction
                      title={`删除文件“${upload.fileName}”？`}
                      description="文件会从认证材料和项目文件中删除"
                      okText="删除"
                      successMessage="已删除"
                      action={() => certMaterialsDeleteUpload({ projectCode, uploadId: upload.uploadId })}
                      onDone={load}
                    >
                      <Button type="link" size="small" danger icon={<DeleteOutlined />} aria-label={`删除 ${upload.fileName}`} />
                    </ConfirmAction>
                  </>
                )
              }
              actions={(item) =>
                item.status === 'accepted' ? (
                  <span>{ACCEPTED_LOCKED_TEXT}</span>
                ) : (
                  <Upload accept={UPLOAD_ACCEPT} multiple showUploadList={false} beforeUpload={(file) => (send(item, file), false)}>
                    <Button icon={<UploadOutlined />} loading={busy === item.itemId} aria-label={`${uploadLabel(item)} ${item.name}`}>
                      {uploadLabel(item)}
                    </Button>
                  </Upload>
                )
              }
              actionsWidth={160}
            />
          </Space>
        </Card>
      ) : null}
    </PageContainer>
  );
};

export default CertMaterials;
