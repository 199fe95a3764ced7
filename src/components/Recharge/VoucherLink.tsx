/** The download link of a transfer voucher (checked against the tenant, or finance, on the server). */
import { PaperClipOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import React from 'react';
import { fileHref } from '../../services/files';

const VoucherLink: React.FC<{ objectId: string; fileName: string }> = ({ objectId, fileName }) => {
  const href = fileHref(objectId);
  if (!href) return <Typography.Text type="secondary">无凭证</Typography.Text>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" title={`下载凭证：${fileName}`}>
      <PaperClipOutlined /> {fileName || '转账凭证'}
    </a>
  );
};

export default VoucherLink;
