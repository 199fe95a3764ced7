/** Texts, colours and paths of the risk-assessment page (/assetAssess), written once for the page and its tests. */
import type { AssetAssessStatus, AssetItemState, AssetStage, AssetTier } from '@domain/enums';
import { ratingText } from '@domain/engines/risk/labels';

export const PAGE_TITLE = '信息安全风险评估';
export const ENTER_TEXT = '进入风险评估';
export const REPORT_TEXT = '查看评估报告';
export const FINISH_UNIT_TEXT = '完成资产梳理，提交责任人';
export const ADD_TEXT = '新增';
export const EDIT_TEXT = '编辑';
export const DELETE_TEXT = '删除';
export const EXPORT_TEXT = '导出';
export const TEMPLATE_TEXT = '下载模板';
export const IMPORT_TEXT = '导入';
export const IMPORT_ERRORS_TITLE = '导入失败：以下行有错误，未保存任何数据';
export const MY_ASSETS_TAB = '我负责的资产';
export const PROGRESS_TAB = '责任人进度';
export const CATEGORY_TAB = '资产分类';
export const OWNER_SUBMIT_TEXT = '提交';
export const OWNER_SUBMIT_ALL_TEXT = '全部提交';
export const OWNER_REJECT_TEXT = '驳回';
export const OWNER_COMPLETE_TEXT = '确认资产清单';
export const CONFIRM_COMPLETE_TEXT = '确认完成评估';
export const CONFIRM_REJECT_TEXT = '驳回评估';
export const REASON_REQUIRED = '请填写驳回原因';
export const STAGE_REQUIRED = '请选择要驳回的阶段';
export const URGE_TEXT = '催办';
export const HIGH_REMNANT_TITLE = '高残余风险';

/** The stage each tier is identified in, and the stage move that finishes it. */
export const TIER_FINISH: Readonly<Record<AssetTier, { action: 'finishBusiness' | 'finishSystem' | null; text: string }>> = {
  business: { action: 'finishBusiness', text: '完成业务资产识别' },
  system: { action: 'finishSystem', text: '完成系统资产识别' },
  unit: { action: null, text: FINISH_UNIT_TEXT },
};

export const finishConfirmText = (tier: AssetTier): string =>
  tier === 'unit'
    ? '完成后资产清单交各资产责任人确认，确认期间不能修改资产（责任人驳回后可修改）。确定完成资产梳理？'
    : `完成后进入下一阶段，${tier === 'business' ? '业务资产' : '系统资产'}仍可补充修改。确定完成？`;

export const ITEM_STATE_COLORS: Readonly<Record<AssetItemState, string>> = { inhand: 'processing', submitted: 'success', freeze: 'default' };
export const STATUS_COLORS: Readonly<Record<AssetAssessStatus, string>> = {
  combing: 'processing',
  'assets-owner-submit': 'warning',
  'assets-owner-finish': 'cyan',
  'assess-confirm': 'orange',
  'assess-complete': 'success',
};
export const LEVEL_COLORS: Readonly<Record<number, string>> = { 5: 'red', 4: 'volcano', 3: 'gold', 2: 'blue', 1: 'default' };

/** "4（高）" for an importance or value. */
export const levelText = (level: number | null | undefined): string => (level ? ratingText(level as 1) : '—');

/** The status bar's step for the 责任人确认 status step. */
export const OWNER_STEP_TITLE = '责任人确认';

/** A reject-variant stage is shown as the step of its stage, in error. */
export const isRejectStage = (stage: AssetStage): boolean => stage.endsWith('_reject');

export const assetAssessPath = (projectCode: string) => `/assetAssess/${encodeURIComponent(projectCode)}`;
