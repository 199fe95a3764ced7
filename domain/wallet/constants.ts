/** Wallet, recharge and payment defaults (the server's configuration may narrow them). */

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
/** How often the payment desk asks whether a QR-code or redirect payment has arrived. */
export const PAYMENT_POLL_MS = 2_000;
