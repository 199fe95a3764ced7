/**
 * Login limits as the user meets them: the Chinese refusals of the password-login limits (the
 * error codes stay those of domain/errors.ts: 11003 for a lock, 429 for too many requests). Why
 * the limits are shaped this way: docs/decisions.md, "Login limits that cannot lock the owner out".
 */

/** Password login of this phone from this client address is locked after too many wrong passwords. */
export const PASSWORD_LOCKED_MESSAGE = '密码错误次数过多，此网络下该手机号的密码登录已暂时锁定，请稍后再试或使用短信验证码登录';

/** The phone's hourly ceiling of password attempts (from all addresses together) is reached. */
export const PASSWORD_CEILING_MESSAGE = '该手机号密码登录尝试过多，请稍后再试或使用短信验证码登录';

/**
 * Too many failed logins from this client address this hour, and this phone's password has failed
 * too: its password is not checked from here for now; the SMS code is (and other accounts' right
 * passwords still are).
 */
export const ADDRESS_CHALLENGE_MESSAGE = '当前网络登录失败次数过多，该手机号请使用短信验证码登录，或稍后再试';

/** The server is already checking as many passwords as it may at once (and as many wait). */
export const LOGIN_BUSY_MESSAGE = '登录请求过多，请稍后再试';
