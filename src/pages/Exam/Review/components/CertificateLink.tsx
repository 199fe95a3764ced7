/** 证书: downloads a passed attempt's certificate as a Word document (examCertificateDownload). */
import { Typography } from 'antd';
import type React from 'react';
import { useState } from 'react';
import { examCertificateDownload } from '@/services/attempt';
import { CERTIFICATE_TEXT } from './labels';

const CertificateLink: React.FC<{ attemptCode: string; certificateNo: string; text?: string }> = ({ attemptCode, certificateNo, text }) => {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (busy) return;
    setBusy(true);
    // Never rejects: a failure is told to the user by downloadContract.
    await examCertificateDownload(
      { attemptCode },
      { fallbackFileName: `内审员证书-${certificateNo}.docx`, noFileMessage: '证书文件生成失败，请稍后重试' },
    );
    setBusy(false);
  };
  return (
    <Typography.Link onClick={download} disabled={busy} title={`证书编号 ${certificateNo}`}>
      {text ?? CERTIFICATE_TEXT}
    </Typography.Link>
  );
};

export default CertificateLink;
