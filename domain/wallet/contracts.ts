/**
 * The account's points wallet (spec §1, §2 "/account"), recharge orders and the payment desk
 * (/payment, /rechargeBalance). Paths are not given by the spec; they live under /api/account
 * and /api/pay. Every call acts on the logged-in account's own wallet and orders only.
 */
import { z } from 'zod';
import { BALANCE_TREND_MONTHS } from './constants';
import { TIMEOUTS } from '../kernel/constants';
import { LedgerType, OrderStatus, PayChannel } from './enums';
import { text } from '../kernel/text';
import { pointsSchema } from './rules';
import { DATE_RANGE_SHAPE, PageQuery, Timestamp, checkDateRange, defineContract, filterOf, pageOf } from '../kernel/contract';

const tag = '账户与支付';

export const WalletSummary = z.object({
  accountId: z.string(),
  balance: z.number().int(),
  /** Sum of all credits and of all debits so far. */
  totalIn: z.number().int(),
  totalOut: z.number().int(),
  updatedAt: Timestamp.nullable(),
});
export type WalletSummary = z.infer<typeof WalletSummary>;

export const BalanceTrendPoint = z.object({
  /** "YYYY-MM" (Asia/Shanghai). */
  month: z.string(),
  income: z.number().int(),
  expense: z.number().int(),
  /** Balance at the end of the month. */
  balance: z.number().int(),
});
export type BalanceTrendPoint = z.infer<typeof BalanceTrendPoint>;

export const BillEntry = z.object({
  entryId: z.string(),
  type: LedgerType.schema,
  /** Signed: credits positive, debits negative. */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  reason: z.string(),
  orderNo: z.string().nullable(),
  recordCode: z.string().nullable(),
  createdAt: Timestamp,
});
export type BillEntry = z.infer<typeof BillEntry>;

export const Order = z.object({
  orderNo: z.string(),
  points: z.number().int(),
  amountFen: z.number().int(),
  packageCode: z.string().nullable(),
  status: OrderStatus.schema,
  channel: PayChannel.schema.nullable(),
  createdAt: Timestamp,
  expiresAt: Timestamp,
  paidAt: Timestamp.nullable(),
  closedAt: Timestamp.nullable(),
  refundedAt: Timestamp.nullable(),
});
export type Order = z.infer<typeof Order>;

export const RechargeOptions = z.object({
  packages: z.array(z.object({ code: z.string(), points: z.number().int(), label: z.string(), amountFen: z.number().int() })),
  minPoints: z.number().int(),
  maxPoints: z.number().int(),
  pointPriceFen: z.number().int(),
  orderExpireMinutes: z.number().int(),
  /** Payment channels this installation offers, in display order. */
  channels: z.array(z.object({ channel: PayChannel.schema, label: z.string() })),
  /** The platform's bank account for company transfers; null when not configured. */
  bankAccount: z.object({ accountName: z.string(), bankName: z.string(), accountNo: z.string() }).nullable(),
});
export type RechargeOptions = z.infer<typeof RechargeOptions>;

/** How the desk goes on after choosing a channel. */
export const PayAction = z.discriminatedUnion('kind', [
  /** Demo: the desk shows a "模拟支付" confirmation, then calls sandboxConfirm. */
  z.object({ kind: z.literal('sandbox'), orderNo: z.string() }),
  /** WeChat Pay Native: show codeUrl as a QR code and poll the order. */
  z.object({ kind: z.literal('qrcode'), orderNo: z.string(), codeUrl: z.string() }),
  /** Alipay page pay: open payUrl, then poll the order. */
  z.object({ kind: z.literal('redirect'), orderNo: z.string(), payUrl: z.string() }),
]);
export type PayAction = z.infer<typeof PayAction>;

const orderNo = text({ max: 32, required: '请指定订单' });
export const BillQuery = checkDateRange(z.object({ type: filterOf(LedgerType.schema), ...DATE_RANGE_SHAPE }));

export const walletSummary = defineContract({
  method: 'GET',
  path: '/api/account/wallet',
  tag,
  summary: '我的积分余额',
  response: WalletSummary,
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

export const walletTrend = defineContract({
  method: 'GET',
  path: '/api/account/wallet/trend',
  tag,
  summary: '近几个月的收入、支出与月末余额',
  query: z.object({
    months: z.coerce
      .number()
      .int('月数必须是整数')
      .min(1, '月数不能小于 1')
      .max(BALANCE_TREND_MONTHS.max, `月数不能超过 ${BALANCE_TREND_MONTHS.max}`)
      .default(BALANCE_TREND_MONTHS.default),
  }),
  response: z.array(BalanceTrendPoint),
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

export const billList = defineContract({
  method: 'GET',
  path: '/api/account/bill/list',
  tag,
  summary: '账单明细（按类型、日期筛选，新的在前）',
  query: checkDateRange(PageQuery.extend({ type: filterOf(LedgerType.schema), ...DATE_RANGE_SHAPE })),
  response: pageOf(BillEntry),
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

export const billExport = defineContract({
  method: 'GET',
  path: '/api/account/bill/export',
  tag,
  summary: '导出账单明细（Excel）',
  query: BillQuery,
  response: z.unknown(),
  download: true,
  access: 'canReadPublic',
  timeout: TIMEOUTS.none,
});

export const rechargeOptions = defineContract({
  method: 'GET',
  path: '/api/pay/recharge/options',
  tag,
  summary: '充值套餐、金额范围、可用支付方式与对公账户',
  response: RechargeOptions,
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

/** A package or a free amount; `clientToken` makes a double click create one order, not two. */
export const orderCreate = defineContract({
  method: 'POST',
  path: '/api/pay/order/create',
  tag,
  summary: '创建充值订单（套餐或自定义积分）',
  body: z
    .object({
      packageCode: text({ max: 32 }).optional(),
      points: pointsSchema().optional(),
      clientToken: z
        .string()
        .trim()
        .regex(/^[\w-]{8,64}$/, 'clientToken 格式不正确')
        .optional(),
    })
    .refine((body) => !!body.packageCode !== (body.points !== undefined), { message: '请选择充值套餐或输入充值积分（二选一）', path: ['points'] }),
  response: Order,
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

export const orderDetail = defineContract({
  method: 'GET',
  path: '/api/pay/order/detail',
  tag,
  summary: '我的订单详情（过期未付的订单显示为已关闭）',
  query: z.object({ orderNo }),
  response: Order,
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

export const orderList = defineContract({
  method: 'GET',
  path: '/api/pay/order/list',
  tag,
  summary: '我的充值订单',
  query: PageQuery.extend({ status: filterOf(OrderStatus.schema) }),
  response: pageOf(Order),
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

export const orderPay = defineContract({
  method: 'POST',
  path: '/api/pay/order/pay',
  tag,
  summary: '选择支付方式并发起支付',
  body: z.object({ orderNo, channel: PayChannel.schema }),
  response: PayAction,
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

export const orderClose = defineContract({
  method: 'POST',
  path: '/api/pay/order/close',
  tag,
  summary: '取消未支付的订单',
  body: z.object({ orderNo }),
  response: Order,
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

export const sandboxConfirm = defineContract({
  method: 'POST',
  path: '/api/pay/sandbox/confirm',
  tag,
  summary: '模拟支付确认（仅启用 sandbox 支付方式时可用）',
  body: z.object({ orderNo }),
  response: Order,
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

export const walletContracts = {
  walletSummary,
  walletTrend,
  billList,
  billExport,
  rechargeOptions,
  orderCreate,
  orderDetail,
  orderList,
  orderPay,
  orderClose,
  sandboxConfirm,
};
