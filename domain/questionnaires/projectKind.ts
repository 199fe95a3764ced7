/** Questionnaire projects as a project kind (domain/projects/kinds.ts): online questionnaires and the gap analyses answered through them. */
import { defineProjectKind } from '../projects/kinds';

export const questionnaireProjectKind = defineProjectKind({ code: 'questionnaire', label: '问卷', serviceKinds: ['questionnaire', 'gapAnalysis'] });
