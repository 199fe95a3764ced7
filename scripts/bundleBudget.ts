/**
 * The web bundle budgets of issue 9, in one place for the CI check (scripts/checkBundle.ts) and the
 * browser benchmark (bench/web): the login page's JavaScript on the wire (brotli, as served) at most
 * 0.6x the stock Ant Design Pro login page's 760 KiB, and no page more than 1.5x the login page.
 */
export const LOGIN_JS_BUDGET_BYTES = 456 * 1024;
export const PAGE_TO_LOGIN_MAX_RATIO = 1.5;
/**
 * The pro-components packages that pulled every renderer of pro-field into a page (ProTable,
 * pro-form, ProDescriptions): check:bundle names them when a page over the limit loads them.
 */
export const HEAVY_PRO_PACKAGES: readonly string[] = [
  '@ant-design/pro-table',
  '@ant-design/pro-form',
  '@ant-design/pro-field',
  '@ant-design/pro-descriptions',
];
/** The stock comparison of bench:web (STOCK_PRO_DIST): our login page's JS on the wire and LCP as ratios to stock's. */
export const LOGIN_JS_TO_STOCK_MAX_RATIO = 0.6;
export const LOGIN_LCP_TO_STOCK_MAX_RATIO = 0.75;
