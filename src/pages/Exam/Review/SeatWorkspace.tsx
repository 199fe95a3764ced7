/**
 * "考试情况" on a seat (project) of an exam group on the channel's group detail: a link that opens
 * the seat's drawer (SeatDrawer, loaded on first open). Mounted for exam projects by ../projectKind.tsx.
 */
import { Typography } from 'antd';
import type React from 'react';
import { lazy, Suspense, useState } from 'react';
import type { SeatProject } from './components/SeatDrawer';
import { SEAT_TEXT } from './components/labels';

const SeatDrawer = lazy(() => import('./components/SeatDrawer'));

const ExamSeatWorkspace: React.FC<{ project: SeatProject }> = ({ project }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Typography.Link onClick={() => setOpen(true)}>{SEAT_TEXT}</Typography.Link>
      {open ? (
        <Suspense fallback={null}>
          <SeatDrawer project={project} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
};

export default ExamSeatWorkspace;
