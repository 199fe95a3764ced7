/**
 * "问卷审核" on a project of the group detail (questionnaire and gap-analysis services): a link that
 * opens the consultant's review drawer (ReviewDrawer, loaded on first open so the group detail
 * does not carry it). Renders nothing for other services.
 */
import { Typography } from 'antd';
import type React from 'react';
import { lazy, Suspense, useState } from 'react';
import type { ReviewProject } from './ReviewDrawer';
import { REVIEW_TEXT, REVIEWABLE_KINDS } from './status';

const ReviewDrawer = lazy(() => import('./ReviewDrawer'));

const QuestionnaireReview: React.FC<{ project: ReviewProject; serviceKind: string }> = ({ project, serviceKind }) => {
  const [open, setOpen] = useState(false);
  if (!REVIEWABLE_KINDS.includes(serviceKind)) return null;
  return (
    <>
      <Typography.Link onClick={() => setOpen(true)}>{REVIEW_TEXT}</Typography.Link>
      {open ? (
        <Suspense fallback={null}>
          <ReviewDrawer project={project} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
};

export default QuestionnaireReview;
