/** Constants every area uses: client timeouts (spec §9), layout, paging, locale. */
export const DEFAULT_TIMEOUT_MS = 5_000;
/** A contract timeout of 0 means "none" (unlimited). */
export const NO_TIMEOUT = 0;
export const TIMEOUTS = {
  default: DEFAULT_TIMEOUT_MS,
  none: NO_TIMEOUT,
  answerSubmit: 10_000,
  groupList: 10_000,
  productValidate: 20_000,
  questionnaireItemList: 60_000,
  bulkTaskSubmit: 10 * 60_000,
  ncFileGeneration: 10 * 60_000,
  fileImport: 10 * 60_000,
  roleFinishAll: 12 * 60_000,
  excelParse: 20 * 60_000,
  addGroup: 5 * 60_000,
} as const;

export const SIDE_MENU_WIDTH = 160;
export const WARNING_DURATION_S = 3;
export const HASH_POLL_MS = 100;
export const SCRIPT_LOAD_TIMEOUT_MS = 120_000;
export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_PAGE = 1;
/** Local storage entries expire after at most ten years. */
export const MAX_STORAGE_TTL_MS = 10 * 365 * 24 * 60 * 60 * 1000;
export const PRIMARY_COLOR = '#466DD9';
/** antd's theme tokens: links and info accents follow the primary colour (antd derives them from colorInfo). */
export const THEME_TOKEN = { colorPrimary: PRIMARY_COLOR, colorInfo: PRIMARY_COLOR, colorLink: PRIMARY_COLOR } as const;
export const COPYRIGHT_YEAR = 2025;
export const LOCALE = 'zh-CN';
