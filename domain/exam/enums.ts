/** The internal-auditor exam's enums: question kinds, difficulties, topics, standards and attempt states. */
import { defineEnum } from '../kernel/enums';

export const ExamQuestionKind = defineEnum({ single: '单选题', multiple: '多选题', trueFalse: '判断题', written: '简答题' });
export type ExamQuestionKind = (typeof ExamQuestionKind.values)[number];

export const ExamDifficulty = defineEnum({ easy: '基础', medium: '中等', hard: '较难' });
export type ExamDifficulty = (typeof ExamDifficulty.values)[number];

/**
 * What a question is about: the management-system clauses, one of the four Annex A themes
 * (ISO/IEC 27001:2022 A.5 organizational, A.6 people, A.7 physical, A.8 technological), or the
 * practice of auditing (ISO 19011).
 */
export const ExamTopic = defineEnum({
  isms: '管理体系要求（第 4–10 章）',
  annexOrganizational: '附录 A 组织控制（A.5）',
  annexPeople: '附录 A 人员控制（A.6）',
  annexPhysical: '附录 A 物理控制（A.7）',
  annexTechnological: '附录 A 技术控制（A.8）',
  auditPractice: '审核实务（ISO 19011）',
});
export type ExamTopic = (typeof ExamTopic.values)[number];

export const ExamStandard = defineEnum({ ISO27001: 'ISO/IEC 27001:2022', ISO19011: 'ISO 19011:2018' });
export type ExamStandard = (typeof ExamStandard.values)[number];

export const AttemptState = defineEnum({ inProgress: '作答中', submitted: '待阅卷', graded: '已出成绩' });
export type AttemptState = (typeof AttemptState.values)[number];

/**
 * Where a candidate stands with one exam they may sit (/authentication): may start, is sitting it,
 * waits for the reviewer, passed, failed with attempts left (open again), or may not start any more.
 */
export const ExamOfferStatus = defineEnum({
  open: '可参加',
  inProgress: '考试中',
  awaitingReview: '待阅卷',
  passed: '已通过',
  exhausted: '未通过（次数已用完）',
  noSeats: '名额已用完',
});
export type ExamOfferStatus = (typeof ExamOfferStatus.values)[number];
