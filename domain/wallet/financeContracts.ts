/**
 * Company bank transfers (submitted by customers and channels, approved by the platform's
 * finance: POST /api/accountRecord/updateStatus), the platform's order list and the welcome
 * gift (POST /api/platform/tran/sendWelcomeGift).
 */
import { z } from 'zod';
import { TIMEOUTS } from '../kernel/constants';
import { OrderStatus, PayChannel, TransferStatus } from './enums';
import { TenantType } from '../kernel/tenancyEnums';
import { PHONE_PATTERN } from '../kernel/helpers';
import { text } from '../kernel/text';
import { pointsSchema } from './rules';
import { DATE_RANGE_SHAPE, DateString, PageQuery, Timestamp, checkDateRange, defineContract, filterOf, pageOf } from '../kernel/contract';
import { Order } from './contracts';

const tag = '财务';

export const TransferRecord = z.object({
  recordCode: z.string(),
  /** Points credited on approval (1 元 = 1 积分). */
  amount: z.number().int(),
  payerName: z.string(),
  payerAccount: z.string(),
  payerBank: z.string(),
  transferDate: z.string(),
  voucherObjectId: z.string(),
  voucherFileName: z.string(),
  remark: z.string(),
  status: TransferStatus.schema,
  auditRemark: z.string(),
  auditedAt: Timestamp.nullable(),
  createdAt: Timestamp,
});
export type TransferRecord = z.infer<typeof TransferRecord>;

/** What finance sees: plus who submitted it and for which tenant. */
export const TransferRecordAdmin = TransferRecord.extend({
  accountId: z.string(),
  accountName: z.string(),
  accountPhone: z.string(),
  tenantCode: z.string(),
  tenantZhName: z.string(),
  tenantType: TenantType.schema,
  auditorName: z.string(),
});
export type TransferRecordAdmin = z.infer<typeof TransferRecordAdmin>;

export const PlatformOrder = Order.extend({
  accountId: z.string(),
  accountName: z.string(),
  accountPhone: z.string(),
  tenantCode: z.string(),
  tenantZhName: z.string(),
  providerTradeNo: z.string().nullable(),
});
export type PlatformOrder = z.infer<typeof PlatformOrder>;

const keyword = filterOf(text({ max: 64 }));

export const transferSubmit = defineContract({
  method: 'POST',
  path: '/api/accountRecord/save',
  tag,
  summary: '提交对公转账记录（客户、渠道机构）',
  body: z.object({
    amount: pointsSchema(undefined, '转账金额'),
    payerName: text({ max: 100, name: true, required: '请输入付款单位名称' }),
    payerAccount: text({ max: 64 }).default(''),
    payerBank: text({ max: 100 }).default(''),
    transferDate: DateString,
    voucherObjectId: text({ max: 64, required: '请上传转账凭证' }),
    remark: text({ max: 500, multiline: true }).default(''),
  }),
  response: TransferRecord,
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

export const transferMyList = defineContract({
  method: 'GET',
  path: '/api/accountRecord/myList',
  tag,
  summary: '我提交的对公转账记录',
  query: PageQuery.extend({ status: filterOf(TransferStatus.schema) }),
  response: pageOf(TransferRecord),
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

export const transferList = defineContract({
  method: 'GET',
  path: '/api/accountRecord/list',
  tag,
  summary: '对公转账记录（财务：全部机构）',
  query: checkDateRange(PageQuery.extend({ status: filterOf(TransferStatus.schema), keyword, ...DATE_RANGE_SHAPE })),
  response: pageOf(TransferRecordAdmin),
  access: 'canFinancialmanagement',
  timeout: TIMEOUTS.default,
});

export const transferUpdateStatus = defineContract({
  method: 'POST',
  path: '/api/accountRecord/updateStatus',
  tag,
  summary: '审核对公转账记录：通过（积分入账一次）或驳回（须填写原因）',
  body: z
    .object({
      recordCode: text({ max: 32, required: '请指定转账记录' }),
      status: z.enum(['approved', 'rejected'] satisfies TransferStatus[], { error: '审核结果只能是通过或驳回' }),
      auditRemark: text({ max: 500, multiline: true }).default(''),
    })
    .refine((body) => body.status !== 'rejected' || body.auditRemark !== '', { message: '驳回时请填写原因', path: ['auditRemark'] }),
  response: TransferRecordAdmin,
  access: 'canFinancialmanagement',
  timeout: TIMEOUTS.default,
});

export const PlatformOrderQuery = checkDateRange(
  z.object({ status: filterOf(OrderStatus.schema), channel: filterOf(PayChannel.schema), keyword, ...DATE_RANGE_SHAPE }),
);

export const platformOrderList = defineContract({
  method: 'GET',
  path: '/api/platform/order/list',
  tag,
  summary: '订单列表（全部机构；按状态、支付方式、关键字、日期筛选）',
  query: checkDateRange(
    PageQuery.extend({ status: filterOf(OrderStatus.schema), channel: filterOf(PayChannel.schema), keyword, ...DATE_RANGE_SHAPE }),
  ),
  response: pageOf(PlatformOrder),
  access: 'canRoot',
  timeout: TIMEOUTS.default,
});

export const platformOrderExport = defineContract({
  method: 'GET',
  path: '/api/platform/order/export',
  tag,
  summary: '导出订单列表（Excel）',
  query: PlatformOrderQuery,
  response: z.unknown(),
  download: true,
  access: 'canRoot',
  timeout: TIMEOUTS.none,
});

export const platformOrderRefund = defineContract({
  method: 'POST',
  path: '/api/platform/order/refund',
  tag,
  summary: '退款已支付订单（扣回积分，余额不足时拒绝）',
  body: z.object({ orderNo: text({ max: 32, required: '请指定订单' }), reason: text({ max: 200, required: '请填写退款原因' }) }),
  response: PlatformOrder,
  access: 'canRoot',
  timeout: TIMEOUTS.default,
});

export const sendWelcomeGift = defineContract({
  method: 'POST',
  path: '/api/platform/tran/sendWelcomeGift',
  tag,
  summary: '发放新人礼（每个账号一次）',
  body: z.object({
    phone: z.string({ error: '请输入手机号' }).trim().regex(PHONE_PATTERN, '手机号格式不正确'),
    /** Absent: the installation's WELCOME_GIFT_POINTS (default WELCOME_GIFT_POINTS of domain/constants). */
    points: pointsSchema({ minPoints: 1, maxPoints: 100_000 }, '赠送积分').optional(),
  }),
  response: z.object({ accountId: z.string(), showName: z.string(), points: z.number().int(), balance: z.number().int() }),
  access: 'canRoot',
  timeout: TIMEOUTS.default,
});

export const financeContracts = {
  transferSubmit,
  transferMyList,
  transferList,
  transferUpdateStatus,
  platformOrderList,
  platformOrderExport,
  platformOrderRefund,
  sendWelcomeGift,
};
