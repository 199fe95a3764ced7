/**
 * A transfer voucher, downloaded on click through the download contract (checked against the
 * tenant, or finance, on the server); a refusal shows as a message, never as raw JSON.
 */
import { Typography } from 'antd';
import type React from 'react';
import FileDownloadLink from '@/components/FileDownloadLink';

const NO_VOUCHER_TEXT = '无凭证';

const VoucherLink: React.FC<{ objectId: string; fileName: string }> = ({ objectId, fileName }) => {
  if (!objectId?.trim()) return <Typography.Text type="secondary">{NO_VOUCHER_TEXT}</Typography.Text>;
  return <FileDownloadLink objectId={objectId} fileName={fileName} fallbackText="转账凭证" title={`下载凭证：${fileName || '转账凭证'}`} />;
};

export default VoucherLink;
