/** Risk assessment projects as a project kind (domain/projects/kinds.ts). */
import { defineProjectKind } from '../projects/kinds';

export const riskAssessmentProjectKind = defineProjectKind({ code: 'riskAssessment', label: '风险评估', serviceKinds: ['riskAssessment'] });
