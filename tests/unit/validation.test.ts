import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EngineInputError } from '../../domain/engines/errors';
import { GAP_PARSE_OPTIONS } from '../../domain/engines/gap/issues';
import { riskParseOptions } from '../../domain/engines/risk/issues';
import {
  collectionLabels,
  dataOrThrow,
  fieldName,
  issueMessage,
  parseOrThrow,
  pathText,
  safeParse,
  zhErrorMap,
  zhLocaleMessage,
  zodErrorMessage,
  type LabelResolver,
  type ParseOptions,
  type RawIssue,
  type RequestPart,
} from '../../domain/kernel/validation';
import { platformAocList as aocList, platformAocStatus as aocStatus } from '../../domain/announcements/contracts';
import { transferSubmit as transferSave } from '../../domain/wallet/financeContracts';
import { latestLicence, loginByPhone } from '../../domain/identity/contracts';
import { billList, orderList, orderPay } from '../../domain/wallet/contracts';
// Enum labels in messages come from the enums the program has declared (kernel/enums.ts DECLARED_ENUMS);
// the server and the web app load every area's enums (domain/enums), so does this test.
import '../../domain/enums';

/** The issues of parsing `value` with `schema` (expected to fail). */
function issuesOf(schema: z.ZodType, value: unknown, options?: ParseOptions): string[] {
  const result = safeParse(schema, value, options);
  if (result.ok) throw new Error('expected the parse to fail');
  return result.issues;
}

/** The message of the one issue of parsing `{ v: value }`, without the field name. */
const messageOf = (schema: z.ZodType, value: unknown, options?: ParseOptions): string => {
  const issues = issuesOf(z.object({ v: schema }), { v: value }, options);
  expect(issues).toHaveLength(1);
  expect(issues[0]).toMatch(/^v：/);
  return issues[0].slice('v：'.length);
};

describe('issueMessage: one Chinese sentence per issue kind', () => {
  it('a missing value is 必填', () => {
    expect(issuesOf(z.object({ a: z.string(), b: z.number() }), {})).toEqual(['a：必填', 'b：必填']);
    expect(messageOf(z.string(), undefined)).toBe('必填');
  });

  it('names the expected type', () => {
    expect(messageOf(z.string(), 1)).toBe('类型无效，应为字符串');
    expect(messageOf(z.number(), '1')).toBe('类型无效，应为数字');
    expect(messageOf(z.boolean(), 'yes')).toBe('类型无效，应为布尔值');
    expect(messageOf(z.array(z.string()), 'a')).toBe('类型无效，应为数组');
    expect(messageOf(z.object({}), 'a')).toBe('类型无效，应为对象');
    expect(messageOf(z.number().int(), 2.5)).toBe('应为整数');
  });

  it('lists the allowed values', () => {
    expect(messageOf(z.enum(['conform', 'partial']), 'ok')).toBe('取值无效，可选值："conform"、"partial"');
    expect(messageOf(z.literal('gov'), 'iso')).toBe('取值无效，可选值："gov"');
    expect(messageOf(z.literal(3), 4)).toBe('取值无效，可选值：3');
  });

  it('states string bounds as lengths', () => {
    expect(messageOf(z.string().trim().min(1), ' ')).toBe('不能为空');
    expect(messageOf(z.string().min(2), 'a')).toBe('长度不能少于 2');
    expect(messageOf(z.string().max(3), 'abcd')).toBe('长度不能超过 3');
    expect(messageOf(z.string().length(4), 'abc')).toBe('长度必须为 4');
  });

  it('states array bounds as item counts', () => {
    expect(messageOf(z.array(z.number()).min(1), [])).toBe('至少需要 1 项');
    expect(messageOf(z.array(z.number()).max(2), [1, 2, 3])).toBe('最多 2 项');
    expect(messageOf(z.array(z.number()).length(4), [1])).toBe('必须恰好 4 项');
  });

  it('states number bounds, inclusive or not', () => {
    expect(messageOf(z.number().min(0), -1)).toBe('不能小于 0');
    expect(messageOf(z.number().gt(0), 0)).toBe('必须大于 0');
    expect(messageOf(z.number().max(100), 120)).toBe('不能大于 100');
    expect(messageOf(z.number().lt(1), 1)).toBe('必须小于 1');
  });

  it('multiples, unknown keys, formats and unions', () => {
    expect(messageOf(z.number().multipleOf(0.5), 0.3)).toBe('必须是 0.5 的整数倍');
    expect(messageOf(z.strictObject({ a: z.number() }), { a: 1, x: 1, y: 2 })).toBe('不支持的字段：x、y');
    expect(messageOf(z.string().regex(/^\d+$/), 'x')).toBe('格式无效');
    expect(messageOf(z.iso.date(), '2025-02-30')).toBe('格式无效');
    expect(messageOf(z.union([z.string(), z.number()]), true)).toBe('取值无效');
    expect(issuesOf(z.object({ v: z.discriminatedUnion('t', [z.object({ t: z.literal('a') })]) }), { v: { t: 'b' } })).toEqual(['v.t：取值无效']);
  });

  it("falls back to zod's zh-CN locale for the other kinds", () => {
    expect(
      messageOf(
        z.string().refine(() => false),
        'x',
      ),
    ).toBe('无效输入');
    expect(issuesOf(z.record(z.string().min(2), z.number()), { a: 1 })).toEqual(['a：record 中的键(key)无效']);
  });

  it("a schema's own Chinese message wins", () => {
    expect(messageOf(z.number().int('须为 1–5 的整数').min(1, '须为 1–5 的整数'), 0)).toBe('须为 1–5 的整数');
    expect(messageOf(z.string({ error: '请填写名称' }), undefined)).toBe('请填写名称');
    expect(messageOf(z.enum(['a', 'b'], { error: '请选择处置方式' }), 'c')).toBe('请选择处置方式');
    const refined = z.object({ a: z.number(), b: z.number() }).refine((v) => v.a < v.b, { message: 'a 必须小于 b', path: ['b'] });
    expect(issuesOf(refined, { a: 2, b: 1 })).toEqual(['b：a 必须小于 b']);
    // Also when the message function is handed a finished issue.
    const finished = { code: 'too_small', origin: 'number', minimum: 1, inclusive: true, input: 0, message: '分值须至少为 1' } as RawIssue;
    expect(issueMessage(finished)).toBe('分值须至少为 1');
    expect(issueMessage({ ...finished, message: 'Too small' } as RawIssue)).toBe('不能小于 1');
  });

  it('engines override a kind by options; undefined keeps the shared wording', () => {
    const risk = riskParseOptions();
    expect(messageOf(z.enum(['matrix', 'multiplication']), 'guess', risk)).toMatch(/^无效选项/);
    expect(messageOf(z.enum(['matrix', 'multiplication']), 'guess', { messages: { invalid_value: zhLocaleMessage } })).toBe(
      zhLocaleMessage({ code: 'invalid_value', values: ['matrix', 'multiplication'], input: 'guess', path: [] }),
    );
    expect(messageOf(z.enum(['matrix', 'multiplication']), 'guess', { messages: { invalid_value: () => '请选择' } })).toBe('请选择');
    const gap = GAP_PARSE_OPTIONS;
    expect(messageOf(z.number().int(), 2.5, gap)).toBe('类型无效，应为整数');
    expect(messageOf(z.number().int(), undefined, gap)).toBe('必填');
    expect(messageOf(z.string(), 1, gap)).toBe('类型无效，应为字符串');
    expect(messageOf(z.string().min(1), '', gap)).toBe('长度不能少于 1');
    expect(messageOf(z.string().length(2), '', gap)).toBe('长度必须为 2');
    expect(messageOf(z.number().min(0), -1, gap)).toBe('不能小于 0');
  });

  it('zhErrorMap is a zod per-parse error map', () => {
    const result = z.number().max(5).safeParse(6, { error: zhErrorMap() });
    expect(result.error?.issues[0].message).toBe('不能大于 5');
  });
});

describe('fieldName: how a path is named', () => {
  it('shows the bare path without labels', () => {
    expect(fieldName(['items', 3, 'result'])).toBe('items[3].result');
    expect(pathText([0, 'a', 1])).toBe('[0].a[1]');
    expect(fieldName([])).toBe('输入');
  });

  it('puts the root prefix before the path', () => {
    expect(fieldName(['weights', 'key'], { root: 'config' })).toBe('config.weights.key');
    expect(fieldName([1], { root: 'config' })).toBe('config[1]');
    expect(fieldName(['rows', 0, 'min'], { root: 'tables[0]' })).toBe('tables[0].rows[0].min');
    expect(fieldName([], { root: 'config' })).toBe('config');
  });

  it('puts a label from a pattern map before the path', () => {
    const labels = { '': '试题', personnel: '人员', 'personnel.partTime.*.hoursPerWeek': '兼职人员每周工时', stage1Ratio: '第一阶段占比' };
    expect(fieldName(['personnel', 'partTime', 0, 'hoursPerWeek'], { labels })).toBe('兼职人员每周工时（personnel.partTime[0].hoursPerWeek）');
    expect(fieldName(['stage1Ratio'], { labels, root: 'config' })).toBe('第一阶段占比（config.stage1Ratio）');
    expect(fieldName(['personnel', 'fullTime'], { labels })).toBe('personnel.fullTime');
    expect(fieldName([], { labels, root: 'questions' })).toBe('试题（questions）');
    expect(fieldName([], { labels })).toBe('试题');
    expect(fieldName(['constructor'], { labels })).toBe('constructor');
  });

  it('asks a label resolver, which may name an entry', () => {
    const resolver: LabelResolver = (path, input) =>
      path[0] === 'rows' && typeof path[1] === 'number'
        ? {
            entry: `第 ${path[1] + 1} 行（共 ${(input as { rows: unknown[] }).rows.length} 行）`,
            depth: 2,
            label: path[2] === 'days' ? '人日' : undefined,
          }
        : path.length === 1
          ? '标题'
          : undefined;
    const input = { rows: [{}, {}] };
    expect(fieldName(['rows', 1, 'days'], { labels: resolver, input })).toBe('第 2 行（共 2 行）的人日（days）');
    expect(fieldName(['rows', 0, 'min'], { labels: resolver, input })).toBe('第 1 行（共 2 行）的min');
    expect(fieldName(['rows', 0], { labels: resolver, input })).toBe('第 1 行（共 2 行）');
    expect(fieldName(['title'], { labels: resolver, input, root: 'table' })).toBe('标题（table.title）');
  });

  it('collectionLabels names entries by collection, position and id', () => {
    const labels = collectionLabels({ threats: '威胁', links: '风险关联' }, { frequency: '频率', method: '计算方法', controlIds: '安全措施' });
    const input = { threats: [{ id: 'T1' }, { id: 'T2' }, { id: '' }] };
    expect(fieldName(['threats', 1, 'frequency'], { labels, input })).toBe('威胁 #2（T2）的频率（frequency）');
    expect(fieldName(['threats', 2, 'frequency'], { labels, input })).toBe('威胁 #3的频率（frequency）');
    expect(fieldName(['links', 0, 'controlIds', 1], { labels, input })).toBe('风险关联 #1的安全措施（controlIds[1]）');
    expect(fieldName(['threats', 0], { labels, input })).toBe('威胁 #1（T1）');
    expect(fieldName(['method'], { labels, input })).toBe('计算方法（method）');
    expect(fieldName(['threatRule', 'specialPeriodBonus'], { labels, input })).toBe('threatRule.specialPeriodBonus');
    expect(fieldName(['toString', 0, 'frequency'], { labels, input })).toBe('频率（toString[0].frequency）');
    expect(fieldName([], { labels })).toBe('输入');
  });
});

describe('safeParse, parseOrThrow and dataOrThrow', () => {
  const schema = z.object({ name: z.string().min(1), threats: z.array(z.object({ id: z.string(), frequency: z.number().int().min(1).max(5) })) });

  it('safeParse returns the data or every issue as 字段：问题', () => {
    expect(safeParse(schema, { name: 'a', threats: [] })).toEqual({ ok: true, data: { name: 'a', threats: [] } });
    expect(issuesOf(schema, { name: '', threats: [{ id: 'T1', frequency: 9 }] })).toEqual(['name：不能为空', 'threats[0].frequency：不能大于 5']);
  });

  it('safeParse takes the root, the labels, the prefix and the overrides', () => {
    const labels = collectionLabels({ threats: '威胁' }, { name: '名称', frequency: '频率' });
    expect(issuesOf(schema, { name: '', threats: [{ id: 'T1', frequency: 9 }] }, { labels, prefix: '风险评估 ' })).toEqual([
      '风险评估 名称（name）：不能为空',
      '风险评估 威胁 #1（T1）的频率（frequency）：不能大于 5',
    ]);
    expect(issuesOf(schema, { threats: [] }, { root: 'request', labels: { name: '名称' } })).toEqual(['名称（request.name）：必填']);
  });

  it('parseOrThrow returns the data or throws an EngineInputError listing every issue', () => {
    expect(parseOrThrow(z.number().default(3), undefined)).toBe(3);
    try {
      parseOrThrow(schema, { threats: 'x' }, { root: 'config' });
      throw new Error('expected an EngineInputError');
    } catch (error) {
      expect(error).toBeInstanceOf(EngineInputError);
      expect((error as EngineInputError).issues).toEqual(['config.name：必填', 'config.threats：类型无效，应为数组']);
      expect((error as EngineInputError).message).toBe('config.name：必填');
    }
  });

  it('dataOrThrow returns the data of every parse, or the issues of all that failed, in order', () => {
    const [n, s, ...rest] = dataOrThrow([safeParse(z.number(), 1), safeParse(z.string(), 'a'), safeParse(z.boolean(), true)]);
    expect([n + 1, s.toUpperCase(), rest]).toEqual([2, 'A', [true]]);
    try {
      dataOrThrow([
        safeParse(z.number().max(1), 2, { root: 'config' }),
        safeParse(z.string(), 'ok'),
        safeParse(z.array(z.number()).min(1), [], { root: 'questions' }),
      ]);
      throw new Error('expected an EngineInputError');
    } catch (error) {
      expect(error).toBeInstanceOf(EngineInputError);
      expect((error as EngineInputError).issues).toEqual(['config：不能大于 1', 'questions：至少需要 1 项']);
    }
  });
});

describe('zodErrorMessage: the message of a refused API request, over real contracts', () => {
  const message = (schema: z.ZodType, value: unknown, part: RequestPart) => {
    const result = schema.safeParse(value, { reportInput: true });
    if (result.success) throw new Error('expected the parse to fail');
    return zodErrorMessage(result.error, part);
  };
  const ORDER_STATUSES = '待支付（created）/已支付（paid）/已关闭（closed）/退款中（refunding）/已退款（refunded）';

  it.each<[string, z.ZodType, RequestPart, unknown, string]>([
    ['wrong enum in a list filter', orderList.query!, 'query', { status: 'bogus' }, `参数错误：status 须为 ${ORDER_STATUSES}之一`],
    ['page size out of range', orderList.query!, 'query', { pageSize: '1000' }, '参数错误：pageSize 须为 1–200 的整数'],
    ['page size zero', orderList.query!, 'query', { pageSize: '0' }, '参数错误：pageSize 须为 1–200 的整数'],
    ['page size not a number', orderList.query!, 'query', { pageSize: 'abc' }, '参数错误：pageSize 须为 1–200 的整数'],
    ['page size a fraction', orderList.query!, 'query', { pageSize: '2.5' }, '参数错误：pageSize 须为 1–200 的整数'],
    ['a repeated page parameter', orderList.query!, 'query', { current: ['1', '2'] }, '参数错误：current 须为正整数'],
    [
      'wrong enum in a body',
      orderPay.body!,
      'body',
      { orderNo: 'PO1', channel: 'paypal' },
      '参数错误：channel 须为 模拟支付（sandbox）/微信支付（wechat）/支付宝（alipay）之一',
    ],
    [
      'missing enum',
      latestLicence.query!,
      'query',
      {},
      '参数错误：type 必填，须为 充值协议（rechargeBalance）/积分规则（balanceRuleDesc）/用户协议（accountRight）之一',
    ],
    [
      'wrong enum and a date that does not exist',
      billList.query!,
      'query',
      { type: 'zz', startDate: '2025-02-30' },
      '参数错误：type 须为 充值（recharge）/消费（consume）/赠送（gift）/退款（refund）/对公转账（transfer）/调整（adjustment）之一；startDate 日期不存在',
    ],
    ['missing fields', transferSave.body!, 'body', {}, '参数错误：amount 请输入转账金额；payerName 请输入付款单位名称；transferDate 请选择日期'],
    ['wrong type', aocStatus.body!, 'body', { id: 1, status: 1 }, '参数错误：status 须为 0/1之一'],
    ['too long a string', aocList.query!, 'query', { title: 'x'.repeat(300) }, '参数错误：title 不能超过 100 个字符'],
    ['wrong phone', loginByPhone.body!, 'body', { phone: '12345', password: 'x' }, '参数错误：phone 手机号格式不正确'],
  ])('%s', (_case, schema, part, value, expected) => {
    expect(message(schema, value, part)).toBe(expected);
  });

  it('never shows zod generic texts, names each problem once, at most three fields', () => {
    const schema = z.object({
      a: z.number(),
      b: z.string().refine(() => false),
      c: z.union([z.literal('x'), z.literal('y')]),
      d: z.boolean(),
      e: z.array(z.number()),
    });
    expect(message(schema, { a: 'x', b: 'q', c: 'z', d: 1, e: 'no' }, 'body')).toBe('参数错误：a 须为数字；b 取值无效；c 须为 x/y之一');
    // The same problem twice at one path (two checks with one message) is said once.
    const twice = z.object({ code: z.string().min(6, '须为 6 位数字').regex(/^\d+$/, '须为 6 位数字') });
    expect(message(twice, { code: 'ab' }, 'body')).toBe('参数错误：code 须为 6 位数字');
    // The whole part named when the problem is the part itself.
    expect(message(z.object({}), 'text', 'body')).toBe('参数错误：请求体 须为对象');
  });

  it("tells a missing value from zod's own message when the input was not reported", () => {
    const result = z.object({ n: z.number(), s: z.string() }).safeParse({ s: 1 });
    expect(zodErrorMessage(result.error!, 'query')).toBe('参数错误：n 必填；s 须为字符串');
  });
});
