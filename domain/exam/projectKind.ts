/** The internal-auditor exam as a project kind (domain/projects/kinds.ts): each project of an exam purchase is one seat, used by one attempt. */
import { defineProjectKind } from '../projects/kinds';

/** The work's stages (domain/projects/progress.ts): the seat's attempt started, handed in, graded (which completes the seat). */
export const examProjectKind = defineProjectKind({
  code: 'exam',
  label: '考试',
  serviceKinds: ['exam'],
  stages: [
    { key: 'started', label: '开始考试', progress: 30 },
    { key: 'submitted', label: '已交卷', progress: 60 },
    { key: 'graded', label: '成绩已评定', progress: 100, completes: true },
  ],
});
