/** Error codes of the Word document settings, 14800–14999. */
import { defineErrors } from '../kernel/errors';

export const wordSettingsErrors = defineErrors('wordSettings', {
  WORD_LOGO_NOT_FOUND: ['14801', '页眉标志须为本机构上传的图片文件'],
  WORD_LOGO_NOT_IMAGE: ['14802', '页眉标志须为 png、jpg 或 gif 图片'],
  WORD_SETTINGS_INVALID: ['14803', 'Word 文档设置有误'],
});
