/** The user info kept in local storage (spec §3), with its roleCode entries. */
import type { UserInfo } from '@domain/kernel/userInfo';
import { getStorageItem, removeStorageItem, setStorageItem } from './storage';

export const USER_INFO_STORAGE_KEY = 'userInfo';
/** The session cookie decides who is logged in; the stored copy is a convenience for a week. */
const USER_INFO_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const saveUserInfo = (user: UserInfo): void => setStorageItem(USER_INFO_STORAGE_KEY, user, USER_INFO_TTL_MS);
export const readUserInfo = (): UserInfo | undefined => getStorageItem<UserInfo>(USER_INFO_STORAGE_KEY);
export const clearUserInfo = (): void => removeStorageItem(USER_INFO_STORAGE_KEY);
