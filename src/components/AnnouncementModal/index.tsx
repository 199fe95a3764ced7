/**
 * The app-wide announcement modal (spec §2, §4): rendered by the root container, outside the
 * router and the models, so it follows the hash and the stored user info. "我知道了" closes it.
 */
import type React from 'react';
import { useRef } from 'react';
import { useHashPath } from '@/hooks/useHashPath';
import AnnouncementDialog from './AnnouncementDialog';
import { useLatestAnnouncement, useStoredAccountId } from './useLatestAnnouncement';

export const ACKNOWLEDGE_TEXT = '我知道了';

const AnnouncementModal: React.FC = () => {
  const path = useHashPath();
  const accountId = useStoredAccountId();
  const [announcement, close] = useLatestAnnouncement(path, accountId);
  // Keeps the text on screen while the modal animates closed.
  const last = useRef(announcement);
  if (announcement) last.current = announcement;
  return <AnnouncementDialog open={!!announcement} announcement={announcement ?? last.current} closeText={ACKNOWLEDGE_TEXT} onClose={close} />;
};

export default AnnouncementModal;
