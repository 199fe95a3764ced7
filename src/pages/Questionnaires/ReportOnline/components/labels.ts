/** Texts and colours of the questionnaire pages (/reportOnline and the 问卷 tab), written once for the pages and their tests. */
import type { QuestionnaireItemStatus, QuestionnaireStatus, QuestionRiskStatus } from '@domain/enums';
import { fileDownload } from '@domain/files/contracts';

export const ITEM_STATUS_COLORS: Readonly<Record<QuestionnaireItemStatus, string>> = {
  unassigned: 'default',
  assigned: 'processing',
  submitted: 'success',
  returned: 'error',
};
export const QUESTIONNAIRE_STATUS_COLORS: Readonly<Record<QuestionnaireStatus, string>> = {
  answering: 'processing',
  channelReview: 'warning',
  finished: 'success',
};
export const RISK_STATUS_COLORS: Readonly<Record<QuestionRiskStatus, string>> = { open: 'error', closed: 'default' };

export const REPORT_TITLE = '在线答题';
export const NOTHING_ASSIGNED_TEXT = '暂无分配给你的题目。项目经理分配题目后，会出现在这里';
export const NOT_DISTRIBUTED_TEXT = '该项目的问卷尚未分发';
export const SAVED_TEXT = '已保存';
export const SAVING_TEXT = '保存中…';
export const UNSAVED_TEXT = '有未保存的修改';
export const SAVE_FAILED_TEXT = '保存失败';
export const RETRY_TEXT = '重试';
export const SUBMIT_ALL_TEXT = '提交';
export const SUBMIT_ITEM_TEXT = '提交本题';
export const READONLY_TEXT = '本题已提交，答案不能再修改';
export const RETURNED_TITLE = '本题已退回，请按以下意见修改后重新提交';
export const REQUIRED_MARK = '必答';
export const ADD_ROW_TEXT = '添加一行';
export const UPLOAD_IMAGE_TEXT = '上传图片';
export const UPLOAD_FILE_TEXT = '上传文件';
export const MY_QUESTIONNAIRES_TITLE = '我的问卷';
export const GO_ANSWER_TEXT = '去填写';

export const leftText = (left: number) => (left > 0 ? `还剩 ${left} 题未完成` : '全部题目已完成');
export const submitConfirmText = (ready: number, notReady: number) =>
  `将提交 ${ready} 道已答完的题目${notReady > 0 ? `（另有 ${notReady} 道未答完，暂不提交）` : ''}。提交后答案不能再修改，除非被退回。确定提交？`;

/** The download address of a stored file: the session cookie goes along, so an <img> can show it. */
export const fileUrl = (objectId: string) => `${fileDownload.path}?objectId=${encodeURIComponent(objectId)}`;

export const reportOnlinePath = (projectCode: string) => `/reportOnline/${encodeURIComponent(projectCode)}`;
