/**
 * 导入 (/api/exam/bank/import.json): uploads an .xlsx of questions, merged by code (existing ones
 * updated, new ones added). A file with any error saves nothing: its errors are listed row by row
 * (工作表, 行, 列, 原因) so the user can fix the file and import again.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Table, Upload } from 'antd';
import type React from 'react';
import { useState } from 'react';
import { type BankImportResult, examBankImport } from '@/services/exam';

const ImportButton: React.FC<{ onDone: () => void }> = ({ onDone }) => {
  const [uploading, setUploading] = useState(false);
  const [result, setResult] = useState<BankImportResult>();

  const upload = async (file: File) => {
    setUploading(true);
    setResult(undefined);
    try {
      // The generated body type of a multipart call with no text fields is Record<string, never> & { file }.
      const answer = await examBankImport({ file } as unknown as Parameters<typeof examBankImport>[0]);
      setResult(answer);
      if (answer.saved) onDone();
    } catch {
      // Shown by the request error handler (not an .xlsx, too large…).
    } finally {
      setUploading(false);
    }
  };

  return (
    <>
      <Upload
        accept=".xlsx"
        showUploadList={false}
        beforeUpload={(file) => {
          void upload(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />} loading={uploading}>
          导入
        </Button>
      </Upload>
      <Modal
        open={!!result}
        title={result?.saved ? '导入完成' : '导入未保存'}
        footer={null}
        width={result?.saved ? 480 : 760}
        onCancel={() => setResult(undefined)}
      >
        {result?.saved ? (
          <Alert
            type="success"
            showIcon
            message={
              result.created + result.updated
                ? `已导入：新增 ${result.created} 题，更新 ${result.updated} 题`
                : '文件中的题目与题库一致，没有需要保存的修改'
            }
          />
        ) : (
          <FailedRows result={result} />
        )}
      </Modal>
    </>
  );
};

const FailedRows: React.FC<{ result?: BankImportResult }> = ({ result }) => (
  <>
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 12 }}
      message={`文件中有 ${result?.errorCount ?? 0} 处错误，未保存任何题目。请按下表修改后重新导入。`}
    />
    <Table
      size="small"
      rowKey={(row) => `${row.sheet}:${row.row}:${row.column}:${row.reason}`}
      dataSource={result?.errors ?? []}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      columns={[
        { title: '工作表', dataIndex: 'sheet', width: 100 },
        { title: '行', dataIndex: 'row', width: 60 },
        { title: '列', dataIndex: 'column', width: 140 },
        { title: '原因', dataIndex: 'reason' },
      ]}
    />
  </>
);

export default ImportButton;
