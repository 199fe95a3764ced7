/**
 * The internal-auditor exam as a project kind on the projects area's pages (src/utils/projectKinds.ts):
 * each project of an exam purchase is one seat, used by one attempt. On the channel's group detail
 * 考试情况 opens the seat's attempt (阅卷, 查看结果, 证书); on the customer's project detail the tab
 * 考试情况 lists the seat's attempt for the customer's PM, owner and internal auditor.
 */
import { lazy } from 'react';
import { examProjectKind } from '@domain/exam/projectKind';
import { defineWebProjectKind } from '@/utils/projectKinds';
import ExamSeatWorkspace from './Review/SeatWorkspace';

export default defineWebProjectKind({
  kind: examProjectKind,
  ChannelWorkspace: ExamSeatWorkspace,
  CustomerTab: { key: 'exam', label: '考试情况', Component: lazy(() => import('./SeatTab')) },
});
