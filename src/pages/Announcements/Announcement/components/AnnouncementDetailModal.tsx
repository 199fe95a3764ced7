/** One notice opened from the list (GET /api/user/aoc/detail/{aocCode}), in the announcement dialog. */
import { useRequest } from 'ahooks';
import type React from 'react';
import { useEffect } from 'react';
import AnnouncementDialog from '@/components/AnnouncementModal/AnnouncementDialog';
import { requestErrorMessage } from '@/requestErrorConfig';
import { userAocDetail, type AnnouncementListItem } from '@/services/announcements';

const CLOSE_TEXT = '关闭';

const AnnouncementDetailModal: React.FC<{ item?: AnnouncementListItem; onClose: () => void }> = ({ item, onClose }) => {
  const { data, loading, error, run } = useRequest(userAocDetail, { manual: true });
  const aocCode = item?.aocCode;
  useEffect(() => {
    if (aocCode) run({ aocCode });
  }, [aocCode, run]);
  // Until this notice's answer arrives, an earlier one is not shown.
  const announcement = data && data.aocCode === aocCode ? data : undefined;
  return (
    <AnnouncementDialog
      open={!!item}
      announcement={announcement}
      fallbackTitle={item?.title}
      loading={loading || (!announcement && !error)}
      error={error && !loading ? requestErrorMessage(error) : undefined}
      closeText={CLOSE_TEXT}
      onClose={onClose}
    />
  );
};

export default AnnouncementDetailModal;
