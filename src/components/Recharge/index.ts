/** Shared recharge UI of /account/recharge and /rechargeBalance. */
export { default as BalanceStatistic, BALANCE_TITLE } from './BalanceStatistic';
export { default as LicenceLink } from './LicenceLink';
export { default as RechargePanel, CUSTOM_CHOICE, POINTS_LABEL, SUBMIT_TEXT, paymentPathOf } from './RechargePanel';
export { default as VoucherLink } from './VoucherLink';
export { default as WithRechargeOptions, OPTIONS_LOAD_FAILED, useRechargeOptions } from './WithRechargeOptions';
export * from './format';
export { amountProblem, amountRule, newClientToken, schemaRule } from './rules';
