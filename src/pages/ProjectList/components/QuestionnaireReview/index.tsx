/**
 * "问卷审核" on a project of the group detail (questionnaire and gap-analysis services): a link that
 * opens the consultant's review drawer (ReviewDrawer). Renders nothing for other services.
 */
import { Typography } from 'antd';
import type React from 'react';
import { useState } from 'react';
import ReviewDrawer, { type ReviewProject } from './ReviewDrawer';
import { REVIEW_TEXT, REVIEWABLE_KINDS } from './status';

const QuestionnaireReview: React.FC<{ project: ReviewProject; serviceKind: string }> = ({ project, serviceKind }) => {
  const [open, setOpen] = useState(false);
  if (!REVIEWABLE_KINDS.includes(serviceKind)) return null;
  return (
    <>
      <Typography.Link onClick={() => setOpen(true)}>{REVIEW_TEXT}</Typography.Link>
      {open ? <ReviewDrawer project={project} onClose={() => setOpen(false)} /> : null}
    </>
  );
};

export default QuestionnaireReview;
