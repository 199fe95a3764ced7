/** The props of the risk work drawer's tabs (WorkDrawer gives them, each tab takes them). */
import type { AssessmentInfo } from '@/services/riskAssessment';

/** What every tab gets: the project, the assessment, what the caller may do, and how to report a move. */
export interface TabProps {
  projectCode: string;
  info: AssessmentInfo;
  /** Editing of this tab's data is allowed now (consultant and stage). */
  editable: boolean;
  /** The refusal to show when it is not (null when editable or not a consultant). */
  refusal: string | null;
  /** The tab's finish action may be taken now. */
  canFinish: boolean;
  /** A stage move answered a new assessment. */
  onMoved: (info: AssessmentInfo) => void;
  /** Data changed (counts and problems may have changed). */
  onChanged: () => void;
}
