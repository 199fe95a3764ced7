/**
 * The one look of an announcement in a modal (spec §2, §9: 800 wide, body at most 70vh high and
 * scrolling inside): used by the app-wide announcement modal and by the notices page's detail.
 */
import { Alert, Button, Modal } from 'antd';
import type React from 'react';
import { ANNOUNCEMENT_BODY_MAX_HEIGHT, ANNOUNCEMENT_MODAL_WIDTH } from '@domain/constants';
import type { Announcement } from '@/services/announcements';
import Loading from '@/components/Loading';
import { AnnouncementContent, PublishDateLine } from './AnnouncementContent';

interface AnnouncementDialogProps {
  open: boolean;
  announcement?: Pick<Announcement, 'title' | 'content' | 'publishDate'> | null;
  /** Title while the announcement itself is still loading (e.g. from the list row). */
  fallbackTitle?: string;
  loading?: boolean;
  /** A Chinese message when the announcement could not be loaded. */
  error?: string;
  closeText: string;
  onClose: () => void;
}

const AnnouncementDialog: React.FC<AnnouncementDialogProps> = ({ open, announcement, fallbackTitle, loading, error, closeText, onClose }) => {
  let body: React.ReactNode = null;
  if (loading) body = <Loading size="small" minHeight={120} />;
  else if (error) body = <Alert type="error" showIcon message="公告加载失败" description={error} />;
  else if (announcement) {
    body = (
      <>
        <PublishDateLine publishDate={announcement.publishDate} />
        <AnnouncementContent content={announcement.content} />
      </>
    );
  }

  return (
    <Modal
      open={open}
      title={announcement?.title ?? fallbackTitle}
      width={ANNOUNCEMENT_MODAL_WIDTH}
      styles={{ body: { maxHeight: ANNOUNCEMENT_BODY_MAX_HEIGHT, overflowY: 'auto' } }}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          {closeText}
        </Button>
      }
    >
      {body}
    </Modal>
  );
};

export default AnnouncementDialog;
