/** Questionnaires (and the gap analyses answered through them) as a project kind on the projects area's pages (src/utils/projectKinds.ts). */
import { lazy } from 'react';
import { questionnaireProjectKind } from '@domain/questionnaires/projectKind';
import { defineWebProjectKind } from '@/utils/projectKinds';
import { QUESTIONNAIRE_TAB } from './CustomerTab/labels';
import QuestionnaireReview from './Review';

export default defineWebProjectKind({
  kind: questionnaireProjectKind,
  ChannelWorkspace: QuestionnaireReview,
  CustomerTab: { key: 'questionnaire', label: QUESTIONNAIRE_TAB, Component: lazy(() => import('./CustomerTab')) },
});
