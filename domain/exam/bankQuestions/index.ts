/**
 * The shipped question bank of the internal-auditor (内审员) exam: original Chinese questions on
 * ISO/IEC 27001:2022 — the management-system requirements of clauses 4–10 (context, leadership,
 * risk assessment and treatment with the statement of applicability, objectives, planning of
 * changes, support, operation, monitoring, internal audit, management review, corrective action)
 * and Annex A in its 2022 numbering (organizational A.5, people A.6, physical A.7 and
 * technological A.8 controls, including the eleven new ones) — and on audit practice per ISO
 * 19011:2018 (audit programme and plan, opening and closing meetings, evidence and sampling,
 * findings and conclusions, grading and wording nonconformities, report, follow-up of corrective
 * actions, auditor competence and independence). Single and multiple choice, true/false and
 * written questions (scenarios to word as a nonconformity, lists to give) at three difficulties;
 * every choice question explains its answer by clause and every written one carries a model
 * answer with scoring points. Each question is parsed here, so the schema's defaults apply.
 */
import { BankQuestion } from '../bank';
import { ANNEX_A_QUESTIONS, AUDIT_QUESTIONS, ISMS_QUESTIONS } from './all';

export { ANNEX_A_QUESTIONS, AUDIT_QUESTIONS, ISMS_QUESTIONS };

export const SHIPPED_BANK: readonly BankQuestion[] = [...ISMS_QUESTIONS, ...ANNEX_A_QUESTIONS, ...AUDIT_QUESTIONS].map((question) =>
  BankQuestion.parse(question),
);
