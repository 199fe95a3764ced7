/**
 * 导入审核员 (/api/assessor/import.json): uploads an .xlsx; a file with any error saves nothing and
 * its errors are listed row by row ("注册资格 第 5 行 注册领域：未知代码 XYZ").
 */
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Table, Upload, message } from 'antd';
import type React from 'react';
import { useState } from 'react';
import { type AssessorImportResult, assessorImport } from '@/services/assessors';

const ImportButton: React.FC<{ onDone: () => void }> = ({ onDone }) => {
  const [uploading, setUploading] = useState(false);
  const [failed, setFailed] = useState<AssessorImportResult>();

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const result = await assessorImport({ file } as unknown as Parameters<typeof assessorImport>[0]);
      if (result.saved) {
        message.success(`导入完成：新增 ${result.created} 名，更新 ${result.updated} 名`);
        onDone();
      } else setFailed(result);
    } catch {
      // Shown by the request error handler (not an xlsx, too large…).
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
      <Modal open={!!failed} title="导入未保存" footer={null} width={760} onCancel={() => setFailed(undefined)}>
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message={`文件中有 ${failed?.errorCount ?? 0} 处错误，未保存任何数据。请按下表修改后重新导入。`}
        />
        <Table
          size="small"
          rowKey={(row) => `${row.sheet}:${row.row}:${row.column}:${row.reason}`}
          dataSource={failed?.errors ?? []}
          pagination={{ pageSize: 10 }}
          columns={[
            { title: '工作表', dataIndex: 'sheet', width: 100 },
            { title: '行', dataIndex: 'row', width: 60 },
            { title: '列', dataIndex: 'column', width: 140 },
            { title: '原因', dataIndex: 'reason' },
          ]}
        />
      </Modal>
    </>
  );
};

export default ImportButton;
