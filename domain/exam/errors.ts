/** Error codes of the internal-auditor exam area (22000–22999): the question bank (22001–22049), papers (22051–22099), attempts and grading (22101–22149), certificates (22151–22199). */
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
  EXAM_PAPER_IN_USE: ['22054', '该试卷正被内审员认证考试产品使用，不能删除'],
  EXAM_NOT_OPEN: ['22101', '你所在的机构没有购买该考试，或考试已下架'],
  EXAM_START_REFUSED: ['22102', '现在不能开始该考试'],
  EXAM_ATTEMPT_NOT_FOUND: ['22103', '考试记录不存在'],
  EXAM_ATTEMPT_CLOSED: ['22104', '试卷已提交，不能再修改答案'],
  EXAM_TIME_UP: ['22105', '考试时间已到，试卷已自动提交，答案未保存'],
  EXAM_ANSWERS_INVALID: ['22106', '答案不符合要求'],
  EXAM_ALREADY_SUBMITTED: ['22107', '试卷已提交，不能重复交卷'],
  EXAM_NOT_AWAITING_REVIEW: ['22108', '该考试不在待阅卷状态，不能评分'],
  EXAM_GRADES_INVALID: ['22109', '评分不符合要求'],
  EXAM_PAPER_MISSING: ['22110', '该考试产品的试卷已不存在或题库不足以抽题，请联系平台'],
  EXAM_CERTIFICATE_NOT_FOUND: ['22151', '证书不存在'],
});
