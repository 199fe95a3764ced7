/** Error codes of the internal-auditor exam area (22000–22999): the question bank first (22001–22049). */
import { defineErrors } from '../kernel/errors';

export const examErrors = defineErrors('exams', {
  EXAM_QUESTION_NOT_FOUND: ['22001', '题目不存在，或已被删除'],
  EXAM_QUESTION_VERSION_CONFLICT: ['22002', '该题目已被他人修改，请刷新后再保存'],
  EXAM_QUESTION_CODE_TAKEN: ['22003', '参数错误：code 题库中已有该题目编号'],
  EXAM_QUESTION_INVALID: ['22004', '题目内容不符合要求'],
  EXAM_QUESTION_SHIPPED: ['22006', '内置题目不能删除，可以修改它的内容'],
});
