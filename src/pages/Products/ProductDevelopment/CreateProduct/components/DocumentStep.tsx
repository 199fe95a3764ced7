/** Step 5: the working instruction and the inspection standard, uploaded through the file service. */
import { UploadOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Space, Typography, Upload, message } from 'antd';
import type React from 'react';
import { useState } from 'react';
import { UPLOADABLE_EXTENSIONS, ProductDocumentType } from '@domain/enums';
import FileDownloadLink from '@/components/FileDownloadLink';
import { type ProductDocument, productUploadInspectionStandard, productUploadWorkingInstruction } from '@/services/products';

interface Props {
  productCode: string;
  documents: Record<ProductDocumentType, ProductDocument | null>;
  onUploaded: () => void;
  onNext: () => void;
}

const ACCEPT = UPLOADABLE_EXTENSIONS.map((ext) => `.${ext}`).join(',');
/** Each document type has its own upload contract. */
const UPLOADS = {
  workingInstruction: productUploadWorkingInstruction,
  inspectionStandard: productUploadInspectionStandard,
} as const satisfies Record<ProductDocumentType, unknown>;

export const DocumentStep: React.FC<Props> = ({ productCode, documents, onUploaded, onNext }) => {
  const [busy, setBusy] = useState<ProductDocumentType>();
  const upload = async (type: ProductDocumentType, file: File) => {
    setBusy(type);
    try {
      await UPLOADS[type]({ productCode, file });
      message.success(`${ProductDocumentType.label(type)}已上传`);
      onUploaded();
    } catch {
      // The request layer has shown the reason.
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card size="small" title="产品文档">
        <Descriptions column={1} bordered size="small">
          {ProductDocumentType.values.map((type) => {
            const document = documents[type];
            return (
              <Descriptions.Item key={type} label={ProductDocumentType.label(type)}>
                <Space>
                  {document ? (
                    <FileDownloadLink objectId={document.objectId} fileName={document.fileName} fallbackText={document.fileName} />
                  ) : (
                    <Typography.Text type="secondary">未上传</Typography.Text>
                  )}
                  <Upload accept={ACCEPT} showUploadList={false} beforeUpload={(file) => (void upload(type, file), false)}>
                    <Button icon={<UploadOutlined />} loading={busy === type} aria-label={`上传${ProductDocumentType.label(type)}`}>
                      {document ? '重新上传' : '上传'}
                    </Button>
                  </Upload>
                </Space>
              </Descriptions.Item>
            );
          })}
        </Descriptions>
      </Card>
      <Button type="primary" onClick={onNext}>
        下一步
      </Button>
    </Space>
  );
};
