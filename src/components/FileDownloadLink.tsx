/**
 * A stored file (objectId) as a link-styled button that downloads it through the download
 * contract: the file is saved under the server's name; a refusal shows its message (or leads to
 * login) instead of opening the server's JSON answer in a new tab.
 */
import { PaperClipOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type React from 'react';
import { useRef, useState } from 'react';
import { fileDownload as fileDownloadContract } from '@domain/files/contracts';
import { isBlank } from '@domain/kernel/helpers';
import { fileDownload } from '@/services/files';

/** The objectId of a download link of a stored file of this platform (domain downloadLink), or undefined for any other link. */
export function objectIdOfFileHref(href: string | null | undefined): string | undefined {
  if (isBlank(href)) return undefined;
  const [path, query = ''] = href!.trim().split('?');
  if (path !== fileDownloadContract.path) return undefined;
  const objectId = new URLSearchParams(query).get('objectId')?.trim();
  return objectId || undefined;
}

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
      // Saved under the server's file name, else this one; a failure is shown, never thrown.
      await fileDownload(
        { objectId: objectId.trim() },
        { fallbackFileName: fileName || fallbackText || '下载文件', noFileMessage: '下载失败：服务器未返回文件' },
      );
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
