/** Error codes of the internal-auditor exam area (22000–22999): the question bank (22001–22049), papers (22051–22099). */
import { defineErrors } from '../kernel/errors';

export const examErrors = defineErrors('exams', {
  EXAM_QUESTION_NOT_FOUND: ['22001', '题目不存在，或已被删除'],
  EXAM_QUESTION_VERSION_CONFLICT: ['22002', '该题目已被他人修改，请刷新后再保存'],
  EXAM_QUESTION_CODE_TAKEN: ['22003', '参数错误：code 题库中已有该题目编号'],
  EXAM_QUESTION_INVALID: ['22004', '题目内容不符合要求'],
  EXAM_PAPER_NOT_FOUND: ['22051', '试卷不存在，或已被删除'],
  EXAM_PAPER_VERSION_CONFLICT: ['22052', '该试卷已被他人修改，请刷新后再保存'],
  EXAM_PAPER_UNSERVABLE: ['22053', '题库中的题目不够抽出这份试卷'],
  EXAM_QUESTION_SHIPPED: ['22006', '内置题目不能删除，可以修改它的内容'],
});
