/** Demo users as the server describes them, envelopes, and the recharge options of a demo installation. */
import { ORDER_EXPIRE_MINUTES, POINT_PRICE_FEN, RECHARGE_LIMITS } from '@domain/constants';
import { DEMO_ACCOUNTS, DEMO_BANK_ACCOUNT, DEMO_TENANTS } from '@domain/demo';
import { PayChannel } from '@domain/enums';
import { buildUserInfo, type UserInfo } from '@domain/kernel/userInfo';
import type { RechargeOptions } from '@domain/wallet/contracts';
import { RECHARGE_PACKAGES, priceFenOf } from '@domain/wallet/rules';

/** The user info of a demo account (its tenant as seeded), shaped like GET /user/getUserInfo's. */
export const demoUser = (phone: string): UserInfo => {
  const account = DEMO_ACCOUNTS.find((a) => a.phone === phone);
  if (!account) throw new Error(`no demo account ${phone}`);
  const tenant = DEMO_TENANTS.find((t) => t.tenantCode === account.tenantCode)!;
  return buildUserInfo({ ...account, avatar: '' }, { roles: account.roles, closeTabKeys: [], tenant });
};

export const ok = <T>(data: T) => ({ data: { success: true, data, errorCode: '200', errorMsg: '' } });
export const failure = (errorCode: string, errorMsg = '') => ({ data: { success: false, data: null, errorCode, errorMsg } });

/** Recharge options with every payment channel and the demo bank account. */
export const rechargeOptionsData = (): RechargeOptions => ({
  packages: RECHARGE_PACKAGES.map((item) => ({ ...item, amountFen: priceFenOf(item.points) })),
  minPoints: RECHARGE_LIMITS.minPoints,
  maxPoints: RECHARGE_LIMITS.maxPoints,
  pointPriceFen: POINT_PRICE_FEN,
  orderExpireMinutes: ORDER_EXPIRE_MINUTES,
  channels: (['sandbox', 'wechat', 'alipay'] as const).map((channel) => ({ channel, label: PayChannel.label(channel) })),
  bankAccount: { ...DEMO_BANK_ACCOUNT },
});
