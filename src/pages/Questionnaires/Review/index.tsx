/**
 * "问卷审核" on a project of the group detail (questionnaire and gap-analysis services): a link that
 * opens the consultant's review drawer (ReviewDrawer, loaded on first open so the group detail
 * does not carry it). Mounted for questionnaire and gap-analysis projects by ../projectKind.tsx.
 */
import { Typography } from 'antd';
import type React from 'react';
import { lazy, Suspense, useState } from 'react';
import type { ReviewProject } from './ReviewDrawer';
import { REVIEW_TEXT } from './status';

const ReviewDrawer = lazy(() => import('./ReviewDrawer'));

const QuestionnaireReview: React.FC<{ project: ReviewProject }> = ({ project }) => {
  const [open, setOpen] = useState(false);
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
