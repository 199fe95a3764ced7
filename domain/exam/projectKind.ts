/** The internal-auditor exam as a project kind (domain/projects/kinds.ts): each project of an exam purchase is one seat, used by one attempt. */
import { defineProjectKind } from '../projects/kinds';

export const examProjectKind = defineProjectKind({ code: 'exam', label: '考试', serviceKinds: ['exam'] });
