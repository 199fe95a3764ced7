/**
 * 批量上传: choose several files (checked here by name and size first), send them in one request to
 * the batch call, then show each file's result — stored, or the server's Chinese reason.
 */
import { CheckCircleTwoTone, CloseCircleTwoTone, InboxOutlined } from '@ant-design/icons';
import { Alert, List, Modal, Typography, Upload } from 'antd';
import type { UploadFile } from 'antd/es/upload/interface';
import type React from 'react';
import { useState } from 'react';
import { UPLOAD_BATCH_MAX_FILES } from '@domain/files/constants';
import { UPLOAD_ACCEPT, UPLOAD_PROBLEM_MESSAGES, uploadProblem } from '@domain/files/rules';
import { fileBatchUpload, type BatchUploadResult } from '@/services/files';

interface Props {
  open: boolean;
  projectCode: string;
  /** `changed`: at least one file was stored. */
  onClose: (changed: boolean) => void;
}

const BatchUpload: React.FC<Props> = ({ open, projectCode, onClose }) => {
  const [chosen, setChosen] = useState<UploadFile[]>([]);
  const [results, setResults] = useState<BatchUploadResult[]>();
  const [sending, setSending] = useState(false);

  const problems = chosen.flatMap((file) => {
    const problem = uploadProblem({ name: file.name, size: file.size ?? 0 });
    return problem ? [`${file.name}：${UPLOAD_PROBLEM_MESSAGES[problem]}`] : [];
  });
  const tooMany = chosen.length > UPLOAD_BATCH_MAX_FILES;

  const close = () => {
    const changed = !!results?.some((result) => result.ok);
    setChosen([]);
    setResults(undefined);
    onClose(changed);
  };

  const send = async () => {
    setSending(true);
    try {
      const files = chosen.map((file) => file.originFileObj).filter((file): file is NonNullable<typeof file> => !!file);
      setResults(await fileBatchUpload({ projectCode, files }));
      setChosen([]);
    } catch {
      // The request layer has shown the refusal; the chosen files stay for another try.
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      title="批量上传项目文件"
      open={open}
      onCancel={close}
      destroyOnHidden
      okText={results ? '完成' : `上传${chosen.length ? `（${chosen.length} 个）` : ''}`}
      cancelText="取消"
      onOk={results ? close : send}
      okButtonProps={{ disabled: !results && (chosen.length === 0 || tooMany), loading: sending }}
    >
      {results ? (
        <List
          size="small"
          header={`已上传 ${results.filter((r) => r.ok).length} 个，失败 ${results.filter((r) => !r.ok).length} 个`}
          dataSource={results}
          renderItem={(result) => (
            <List.Item>
              <Typography.Text>
                {result.ok ? <CheckCircleTwoTone twoToneColor="#52c41a" /> : <CloseCircleTwoTone twoToneColor="#ff4d4f" />} {result.fileName}
              </Typography.Text>
              <Typography.Text type={result.ok ? 'success' : 'danger'}>{result.message}</Typography.Text>
            </List.Item>
          )}
        />
      ) : (
        <>
          <Upload.Dragger
            multiple
            accept={UPLOAD_ACCEPT}
            fileList={chosen}
            beforeUpload={() => false}
            onChange={({ fileList }) => setChosen(fileList)}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">点击或拖拽文件到此处</p>
            <p className="ant-upload-hint">一次最多 {UPLOAD_BATCH_MAX_FILES} 个文件；支持图片、Office 文档、PDF、txt、zip、7z</p>
          </Upload.Dragger>
          {tooMany ? <Alert style={{ marginTop: 12 }} type="error" showIcon message={`一次最多上传 ${UPLOAD_BATCH_MAX_FILES} 个文件`} /> : null}
          {problems.length ? (
            <Alert style={{ marginTop: 12 }} type="warning" showIcon message="以下文件将被拒绝" description={problems.join('；')} />
          ) : null}
        </>
      )}
    </Modal>
  );
};

export default BatchUpload;
