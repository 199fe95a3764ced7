/** The demo user's own Word settings: 安衡咨询's project owner (A-13, 13800000013), who writes the gap and risk reports. */
import type { WordSettingsValues } from './rules';
import { WORD_DEFAULT_SETTINGS } from './rules';

export const DEMO_WORD_SETTINGS: readonly { tenantCode: string; accountId: string; settings: WordSettingsValues }[] = [
  {
    tenantCode: 'T-CH-ANHENG',
    accountId: 'A-13',
    settings: {
      ...WORD_DEFAULT_SETTINGS,
      headingFont: '黑体',
      bodyFont: '宋体',
      titleSize: '小一',
      headingSize: '小三',
      bodySize: '小四',
      lineSpacingMode: 'multiple',
      lineSpacing: 1.5,
      headerText: '安衡咨询 · 信息安全合规服务',
      footerText: '内部资料 注意保密',
      pageNumbers: true,
      pageNumberFormat: 'pageOfTotal',
      marginTopMm: 25,
      marginBottomMm: 25,
      marginLeftMm: 30,
      marginRightMm: 25,
    },
  },
];
