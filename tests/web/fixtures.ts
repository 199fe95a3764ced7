/** Demo users as the server and the mocks describe them. */
import { DEMO_ACCOUNTS } from '@domain/demo';
import type { UserInfo } from '@domain/kernel/userInfo';
import { userInfoOf } from '../../mock/lib/demoSession';

export const demoUser = (phone: string): UserInfo => {
  const account = DEMO_ACCOUNTS.find((a) => a.phone === phone);
  if (!account) throw new Error(`no demo account ${phone}`);
  return userInfoOf({ account });
};

export const ok = <T>(data: T) => ({ data: { success: true, data, errorCode: '200', errorMsg: '' } });
export const failure = (errorCode: string, errorMsg = '') => ({ data: { success: false, data: null, errorCode, errorMsg } });
