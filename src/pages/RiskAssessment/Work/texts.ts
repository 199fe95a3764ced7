/** Texts, colours and small helpers of the consultant's risk assessment workspace (issue 14). */
import { envelopeOf } from '@/requestErrorConfig';

export const WORK_TEXT = '风险评估';
export const FINISH_THREATS_TEXT = '完成威胁识别';
export const FINISH_ASSESS_TEXT = '完成脆弱性评估';
export const FINISH_CONTROLS_TEXT = '完成并计算风险';
export const TREAT_TEXT = '制定处置';
export const FINISH_TREATMENT_TEXT = '完成风险处置';
export const ACCEPT_TEXT = '签署接受';
export const SUBMIT_CONFIRM_TEXT = '提交客户确认';
export const SAVE_TEXT = '保存';
export const SAVE_ASSESSED_TEXT = '保存并标记评估完成';

/** The server's message of a failed call (its envelope), else the error's own text. */
export function errorText(e: unknown, fallback = '操作失败'): string {
  const envelope = envelopeOf(e);
  if (envelope?.errorMsg) return envelope.errorMsg;
  return e instanceof Error && e.message ? e.message : fallback;
}

/** The error code of a failed call, if the server answered one. */
export const errorCodeOf = (e: unknown): string | undefined => envelopeOf(e)?.errorCode;
