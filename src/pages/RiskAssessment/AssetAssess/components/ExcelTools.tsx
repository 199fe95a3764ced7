/**
 * Excel of one asset tier: 导出 (what the project has), 下载模板 (an empty sheet with the
 * dictionaries explained) and 导入 (executors, tier open). An import with an error in any row
 * saves nothing: the rows, columns and reasons are listed in a dialog.
 */
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Modal, Space, Table, Upload, message } from 'antd';
import type React from 'react';
import { useState } from 'react';
import type { AssetTier } from '@domain/enums';
import { raExport, type ImportResult, raImport } from '@/services/riskAssessment';
import { GuardedButton } from './common';
import { EXPORT_TEXT, IMPORT_ERRORS_TITLE, IMPORT_TEXT, TEMPLATE_TEXT } from './labels';

type ImportError = ImportResult['errors'][number];

interface Props {
  projectCode: string;
  tier: AssetTier;
  /** Executors may import; refusal says why not now. */
  canImport: boolean;
  refusal: string | null;
  onImported: () => void;
}

const ExcelTools: React.FC<Props> = ({ projectCode, tier, canImport, refusal, onImported }) => {
  const [busy, setBusy] = useState<'export' | 'template' | 'import'>();
  const [errors, setErrors] = useState<ImportError[]>();

  const download = async (template: boolean) => {
    setBusy(template ? 'template' : 'export');
    try {
      await raExport(
        { projectCode, tier, template: template ? 'true' : 'false' },
        { fallbackFileName: template ? '资产导入模板.xlsx' : '资产清单.xlsx' },
      );
    } finally {
      setBusy(undefined);
    }
  };

  const upload = async (file: File) => {
    setBusy('import');
    try {
      // The Excel file travels as the multipart part `file`.
      const result = await raImport({ projectCode, tier, file });
      if (result.ok) {
        message.success(`导入完成：新增 ${result.created} 项，更新 ${result.updated} 项`);
        onImported();
      } else setErrors(result.errors);
    } catch {
      // the request layer shows the server's message
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Space wrap>
      <Button icon={<DownloadOutlined />} loading={busy === 'export'} onClick={() => void download(false)}>
        {EXPORT_TEXT}
      </Button>
      <Button loading={busy === 'template'} onClick={() => void download(true)}>
        {TEMPLATE_TEXT}
      </Button>
      {canImport ? (
        <Upload
          accept=".xlsx"
          showUploadList={false}
          disabled={!!refusal}
          beforeUpload={(file) => {
            void upload(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <GuardedButton icon={<UploadOutlined />} loading={busy === 'import'} refusal={refusal}>
            {IMPORT_TEXT}
          </GuardedButton>
        </Upload>
      ) : null}
      <Modal
        open={!!errors}
        title={IMPORT_ERRORS_TITLE}
        width={720}
        onCancel={() => setErrors(undefined)}
        footer={<Button onClick={() => setErrors(undefined)}>知道了</Button>}
      >
        <Table<ImportError>
          size="small"
          rowKey={(e) => `${e.row}-${e.column}-${e.message}`}
          dataSource={errors ?? []}
          pagination={(errors?.length ?? 0) > 10 ? { pageSize: 10, size: 'small' } : false}
          columns={[
            { title: '行', dataIndex: 'row', width: 90, render: (row: number) => `第 ${row} 行` },
            { title: '列', dataIndex: 'column', width: 140, render: (column: string) => column || '—' },
            { title: '原因', dataIndex: 'message' },
          ]}
        />
      </Modal>
    </Space>
  );
};

export default ExcelTools;
