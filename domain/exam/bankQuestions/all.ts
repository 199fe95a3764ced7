/**
 * The shipped questions as written, grouped by topic and not yet parsed: the bank's own test reads
 * them here, so a question that fails the schema is reported by its code instead of failing the
 * load of index.ts (which parses them all).
 */
import type { BankQuestionInput } from '../bank';
import { ANNEX_ORGANIZATIONAL_QUESTIONS } from './annexOrganizational';
import { ANNEX_PEOPLE_PHYSICAL_QUESTIONS } from './annexPeoplePhysical';
import { ANNEX_TECHNOLOGICAL_QUESTIONS } from './annexTechnological';
import { AUDIT_MULTIPLE_TRUE_FALSE_QUESTIONS } from './auditMultipleTrueFalse';
import { AUDIT_SINGLE_QUESTIONS } from './auditSingle';
import { AUDIT_WRITTEN_QUESTIONS } from './auditWritten';
import { ISMS_CONTEXT_LEADERSHIP_QUESTIONS } from './ismsContextLeadership';
import { ISMS_EVALUATION_IMPROVEMENT_QUESTIONS } from './ismsEvaluationImprovement';
import { ISMS_PLANNING_QUESTIONS } from './ismsPlanning';
import { ISMS_SUPPORT_OPERATION_QUESTIONS } from './ismsSupportOperation';

/** Clauses 4–10. */
export const ISMS_QUESTIONS: readonly BankQuestionInput[] = [
  ...ISMS_CONTEXT_LEADERSHIP_QUESTIONS,
  ...ISMS_PLANNING_QUESTIONS,
  ...ISMS_SUPPORT_OPERATION_QUESTIONS,
  ...ISMS_EVALUATION_IMPROVEMENT_QUESTIONS,
];
/** Annex A, the four themes. */
export const ANNEX_A_QUESTIONS: readonly BankQuestionInput[] = [
  ...ANNEX_ORGANIZATIONAL_QUESTIONS,
  ...ANNEX_PEOPLE_PHYSICAL_QUESTIONS,
  ...ANNEX_TECHNOLOGICAL_QUESTIONS,
];
/** Audit practice per ISO 19011. */
export const AUDIT_QUESTIONS: readonly BankQuestionInput[] = [
  ...AUDIT_SINGLE_QUESTIONS,
  ...AUDIT_MULTIPLE_TRUE_FALSE_QUESTIONS,
  ...AUDIT_WRITTEN_QUESTIONS,
];
