/**
 * A stored file (objectId) as a link-styled button that downloads it through the download
 * contract: the file is saved under the server's name; a refusal shows its message (or leads to
 * login) instead of opening the server's JSON answer in a new tab.
 */
import { PaperClipOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type React from 'react';
import { useRef, useState } from 'react';
import { downloadFile } from '@/services/files';

interface Props {
  objectId: string;
  /** The file's name: the text, and the saved name when the server gives none. */
  fileName: string;
  /** Text when the file name is empty. */
  fallbackText?: string;
  /** Tooltip / accessible hint, e.g. "下载凭证：回单.pdf". */
  title?: string;
  icon?: React.ReactNode;
}

const FileDownloadLink: React.FC<Props> = ({ objectId, fileName, fallbackText = '下载文件', title, icon = <PaperClipOutlined /> }) => {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const text = fileName || fallbackText;

  const download = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await downloadFile(objectId, fileName || fallbackText);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return (
    <Button
      type="link"
      size="small"
      icon={icon}
      loading={busy}
      title={title ?? `下载：${text}`}
      onClick={() => void download()}
      style={{ paddingInline: 0, height: 'auto', maxWidth: '100%', whiteSpace: 'normal', textAlign: 'left' }}
    >
      {text}
    </Button>
  );
};

export default FileDownloadLink;
