/** Opening balances of demo wallets and the demo bank account for company transfers. */

/** Opening balances of demo wallets (a gift entry each), so the wallet pages show something real. */
export const DEMO_WALLET_GIFTS: readonly { accountId: string; points: number }[] = [
  { accountId: 'A-11', points: 3_000 },
  { accountId: 'A-21', points: 500 },
];
export const DEMO_WALLET_GIFT_KEY = 'demo-opening-balance';

/** The bank account shown for company transfers in demo mode when none is configured (marked as a demo). */
export const DEMO_BANK_ACCOUNT = {
  accountName: '平台运营中心（演示账户）',
  bankName: '示例银行北京分行',
  accountNo: '6222 0000 0000 0000 000',
} as const;
