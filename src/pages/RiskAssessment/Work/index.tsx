/**
 * "风险评估" on a project of the group detail (risk-assessment products): a link that opens the
 * consultant's workspace drawer (WorkDrawer, loaded on first open so the group detail does not
 * carry it). Mounted for risk-assessment projects by ../projectKind.tsx.
 */
import { Typography } from 'antd';
import type React from 'react';
import { lazy, Suspense, useState } from 'react';
import { WORK_TEXT } from './texts';
import type { WorkProject } from './WorkDrawer';

const WorkDrawer = lazy(() => import('./WorkDrawer'));

const RiskAssessmentWork: React.FC<{ project: WorkProject }> = ({ project }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Typography.Link onClick={() => setOpen(true)}>{WORK_TEXT}</Typography.Link>
      {open ? (
        <Suspense fallback={null}>
          <WorkDrawer project={project} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
};

export default RiskAssessmentWork;
