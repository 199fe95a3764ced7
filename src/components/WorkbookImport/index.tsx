/**
 * 导入 for an all-or-nothing workbook import (the assessor register, the exam's question bank):
 * uploads an .xlsx; a file with any error saves nothing, and its errors are listed row by row
 * (工作表, 行, 列, 原因) so the user can fix the file and import again. A saved import is told as
 * the page words it: a message, or a dialog (`savedAs`).
 */
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, message, Table, Upload } from 'antd';
import { useState } from 'react';
import type { ImportCellError } from '@domain/imports/contracts';

export interface WorkbookImportResult {
  saved: boolean;
  created: number;
  updated: number;
  errors: ImportCellError[];
  errorCount: number;
}

interface Props<R extends WorkbookImportResult> {
  importFile: (file: File) => Promise<R>;
  onDone: () => void;
  /** What a saved import says, e.g. "导入完成：新增 2 名，更新 1 名". */
  savedText: (result: R) => string;
  /** How it is said: a message (the default) or a dialog the user closes. */
  savedAs?: 'message' | 'dialog';
  /** What a refused file did not save, e.g. "任何数据", "任何题目". */
  nothing?: string;
}

function WorkbookImport<R extends WorkbookImportResult>({ importFile, onDone, savedText, savedAs = 'message', nothing = '任何数据' }: Props<R>) {
  const [uploading, setUploading] = useState(false);
  const [result, setResult] = useState<R>();

  const upload = async (file: File) => {
    setUploading(true);
    setResult(undefined);
    try {
      const answer = await importFile(file);
      if (answer.saved) {
        if (savedAs === 'message') message.success(savedText(answer));
        else setResult(answer);
        onDone();
      } else setResult(answer);
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
          <Alert type="success" showIcon message={savedText(result)} />
        ) : (
          <>
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 12 }}
              message={`文件中有 ${result?.errorCount ?? 0} 处错误，未保存${nothing}。请按下表修改后重新导入。`}
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
        )}
      </Modal>
    </>
  );
}

export default WorkbookImport;
