/** How a question is answered: the exam engine grades by it, questionnaires and products re-use it (spec §3). */
import { defineEnum } from '../../kernel/enums';

export const QuestionAnswerType = defineEnum({
  'single-select': '单选',
  'multi-select': '多选',
  text: '文本',
  text_image: '文本和图片',
  text_file: '文本和文件',
  image: '图片',
  table: '表格',
});
export type QuestionAnswerType = (typeof QuestionAnswerType.values)[number];
