/** Business constants and limits of spec §9, in one place. */
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
export const ANNOUNCEMENT_MODAL_WIDTH = 800;
export const ANNOUNCEMENT_BODY_MAX_HEIGHT = '70vh';
export const WARNING_DURATION_S = 3;
export const HASH_POLL_MS = 100;
export const SCRIPT_LOAD_TIMEOUT_MS = 120_000;
export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_PAGE = 1;
export const ANNOUNCEMENT_CACHE_PREFIX = 'cache:aoc:';
/** Local storage entries expire after at most ten years. */
export const MAX_STORAGE_TTL_MS = 10 * 365 * 24 * 60 * 60 * 1000;
export const PRIMARY_COLOR = '#466DD9';
export const COPYRIGHT_YEAR = 2025;
export const LOCALE = 'zh-CN';
export const PROJECT_LEVELS = ['1', '2', '3', '4'] as const;

// ---- Wallet, recharge, payment (defaults; the server's configuration may narrow them) ------
/** 1 元 = 1 积分 (balance rule licence): the price of one point in fen. */
export const POINT_PRICE_FEN = 100;
/** Points of one recharge order or transfer record, inclusive. */
export const RECHARGE_LIMITS = { minPoints: 1, maxPoints: 1_000_000 } as const;
/** Unpaid orders close after this many minutes. */
export const ORDER_EXPIRE_MINUTES = 30;
/** Default points of the platform's welcome gift. */
export const WELCOME_GIFT_POINTS = 200;
/** Rows an Excel export holds at most (narrow the filter for more). */
export const EXPORT_MAX_ROWS = 50_000;
/** Months the balance chart covers by default, and at most. */
export const BALANCE_TREND_MONTHS = { default: 6, max: 24 } as const;
/** Largest uploaded file. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/** How often the payment desk asks whether a QR-code or redirect payment has arrived. */
export const PAYMENT_POLL_MS = 2_000;
/** Paths where the announcement modal may open (spec §4). */
export const ANNOUNCEMENT_MODAL_PATHS = ['/welcome', '/projectList/myProject'] as const;
