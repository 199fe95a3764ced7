/**
 * The error catalogue (spec §8, architecture §2): every errorCode the server answers, with its
 * Chinese errorMsg. Business errors answer HTTP 200 with success:false; the HTTP status here is
 * used only for the HTTP-level failures.
 */
export const ErrorCode = {
  OK: '200',
  NOT_LOGGED_IN: '10000',
  PHONE_NOT_BOUND: '10001',
  MUST_AGREE_LICENCE: 'must_agreement_licences',
  FORBIDDEN: '403',
  INSUFFICIENT_BALANCE: '13001',
  VALIDATION: '400',
  NOT_FOUND: '404',
  PAYLOAD_TOO_LARGE: '413',
  TOO_MANY_REQUESTS: '429',
  INTERNAL: '500',
  CSRF: 'csrf_rejected',
  LOGIN_FAILED: '11001',
  CODE_INVALID: '11002',
  ACCOUNT_LOCKED: '11003',
  SMS_RATE_LIMITED: '11004',
  PHONE_TAKEN: '11005',
  NOT_A_MEMBER: '11006',
  TENANT_NOT_ADMITTED: '11007',
  LICENCE_NOT_FOUND: '11008',
  ACCOUNT_DISABLED: '11009',
  SMS_SEND_FAILED: '11010',
  PHONE_ALREADY_BOUND: '11011',
  // Wallet, orders, payment, finance (13xxx; 13001 is the spec's insufficient balance)
  IDEMPOTENCY_CONFLICT: '13002',
  ORDER_STATE: '13003',
  TRANSFER_ALREADY_AUDITED: '13004',
  GIFT_ALREADY_SENT: '13005',
  PAY_CHANNEL_UNAVAILABLE: '13006',
  ORDER_EXPIRED: '13007',
  PAYMENT_FAILED: '13008',
  TRANSFER_NOT_ALLOWED: '13009',
  REFUND_POINTS_USED: '13010',
  // Files (14xxx)
  FILE_TYPE_NOT_ALLOWED: '14001',
  FILE_TOO_LARGE: '14002',
  FILE_CONTENT_MISMATCH: '14003',
  FILE_MISSING: '14004',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Message of the 403 code, exactly as spec §8 writes it. */
export const FORBIDDEN_MESSAGE = '页面权限和接口权限不匹配，请确认你的权限配置是否正确或刷新页面';
/** Fallback when an error carries no message (spec §8). */
export const UNKNOWN_ERROR_MESSAGE = '未知服务错误！';

export const ERROR_MESSAGES: Readonly<Record<ErrorCode, string>> = {
  '200': '成功',
  '10000': '未登录或登录已过期，请重新登录',
  '10001': '请先绑定手机号',
  must_agreement_licences: '用户协议已更新，请阅读并同意后继续使用',
  '403': FORBIDDEN_MESSAGE,
  '13001': '余额或次数不足',
  '400': '请求参数有误',
  '404': '请求的资源不存在',
  '413': '上传内容过大',
  '429': '请求过于频繁，请稍后再试',
  '500': '服务器开小差了，请稍后再试',
  csrf_rejected: '请求缺少安全校验头，已拒绝',
  '11001': '手机号或密码错误',
  '11002': '验证码错误或已过期',
  '11003': '登录失败次数过多，账号已暂时锁定，请稍后再试',
  '11004': '验证码发送过于频繁，请稍后再试',
  '11005': '该手机号已被其他账号绑定',
  '11006': '你不是该租户的成员',
  '11007': '所在机构尚未通过入驻审核',
  '11008': '协议不存在',
  '11009': '账号已停用，请联系管理员',
  '11010': '短信发送失败，请稍后再试',
  '11011': '当前账号已绑定手机号',
  '13002': '重复的请求与之前的内容不一致，请刷新后重试',
  '13003': '订单当前状态不允许此操作',
  '13004': '该转账记录已审核，不能重复审核',
  '13005': '该账号已领取过新人礼',
  '13006': '该支付方式暂不可用',
  '13007': '订单已过期，请重新下单',
  '13008': '支付发起失败，请稍后再试',
  '13009': '仅客户或渠道机构可以提交对公转账记录',
  '13010': '该订单充值的积分已被使用，余额不足以扣回，无法退款',
  '14001': '不支持的文件类型',
  '14002': '文件大小超过限制',
  '14003': '文件内容与扩展名不符',
  '14004': '请选择要上传的文件',
};

/** HTTP status for codes that are HTTP-level failures; everything else answers 200. */
export const HTTP_STATUS: Partial<Record<ErrorCode, number>> = {
  '404': 404,
  '413': 413,
  '429': 429,
  '500': 500,
  csrf_rejected: 403,
};

/** The response envelope of every endpoint. */
export interface Envelope<T = unknown> {
  success: boolean;
  data: T | null;
  errorCode: string;
  errorMsg: string;
}

export const ok = <T>(data: T): Envelope<T> => ({ success: true, data, errorCode: ErrorCode.OK, errorMsg: '' });
export const fail = (errorCode: string, errorMsg?: string): Envelope<null> => ({
  success: false,
  data: null,
  errorCode,
  errorMsg: errorMsg || ERROR_MESSAGES[errorCode as ErrorCode] || UNKNOWN_ERROR_MESSAGE,
});
