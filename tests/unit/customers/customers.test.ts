/** The customers area's rules as tables: who sees and changes which channel's customers, the list filters, consultation dates. */
import { describe, expect, it } from 'vitest';
import { customerContracts as c } from '../../../domain/customers/contracts';
import {
  consultationDateProblem,
  createCustomerRefusal,
  customerVisibility,
  inRegion,
  joinPathNames,
  mayEditCustomer,
  regionPrefix,
} from '../../../domain/customers/rules';
import { CustomerSize } from '../../../domain/enums';
import { ROLE_CODES, type RoleCode } from '../../../domain/kernel/roles';
import { subjectOf } from '../fixtures';

const VISIBILITY: Record<RoleCode, string> = {
  'platform-manager': 'all',
  subPlatformManager: 'none',
  'platform-delivery': 'all',
  'channel-tenant-manager': 'channel+sub, write',
  'channel-tenant-sub-manager': 'channel, write',
  'channel-owner': 'channel, read',
  'channel-executor': 'channel, read',
  'consumer-pm': 'none',
  'consumer-owner': 'none',
  'consumer-executor': 'none',
  internal_auditor: 'none',
  'cb-tenant-manager': 'none',
  'cb-tenant-audit': 'none',
  'cb-tenant-common-scheduler': 'none',
};

const describeVisibility = (role: RoleCode) => {
  const v = customerVisibility(subjectOf([role]));
  if (v.kind !== 'channel') return v.kind;
  return `channel${v.includeSubChannels ? '+sub' : ''}, ${v.canWrite ? 'write' : 'read'}`;
};

describe('customer visibility by role', () => {
  it.each(ROLE_CODES.map((role) => [role, VISIBILITY[role]] as const))('%s → %s', (role, expected) => {
    expect(describeVisibility(role)).toBe(expected);
  });

  it('a channel under review sees nothing', () => {
    expect(customerVisibility(subjectOf(['channel-tenant-manager'], { tenantDTO: { type: 'channel', approvalState: 'submitted' } }))).toEqual({
      kind: 'none',
    });
    expect(customerVisibility(null)).toEqual({ kind: 'none' });
  });

  it('only the own channel’s customers are editable, only by manager and sub-manager', () => {
    const manager = customerVisibility(subjectOf(['channel-tenant-manager']));
    const executor = customerVisibility(subjectOf(['channel-executor']));
    const platform = customerVisibility(subjectOf(['platform-manager']));
    expect(mayEditCustomer(manager, 'T-CH-A', 'T-CH-A')).toBe(true);
    expect(mayEditCustomer(manager, 'T-CH-A', 'T-CH-SUB')).toBe(false);
    expect(mayEditCustomer(executor, 'T-CH-A', 'T-CH-A')).toBe(false);
    expect(mayEditCustomer(platform, 'T-PLATFORM', 'T-CH-A')).toBe(false);
    expect(createCustomerRefusal(manager)).toBeNull();
    expect(createCustomerRefusal(executor)).toBe('只有渠道管理员或渠道子管理员可以创建和维护客户');
    expect(createCustomerRefusal(platform)).toBe('只有渠道机构可以创建和维护客户');
  });
});

describe('list filters', () => {
  it.each([
    ['330000', '33'],
    ['330100', '3301'],
    ['330106', '330106'],
    ['110000', '11'],
  ])('region %s matches the prefix %s', (code, prefix) => {
    expect(regionPrefix(code)).toBe(prefix);
  });

  it.each([
    ['330106', '330000', true],
    ['330106', '330100', true],
    ['330203', '330100', false],
    ['330106', '330106', true],
    ['320106', '330000', false],
  ])('%s lies in %s: %s', (stored, filter, expected) => {
    expect(inRegion(stored, filter)).toBe(expected);
  });

  it('joins path names', () => {
    expect(joinPathNames(['浙江省', '杭州市', '西湖区'])).toBe('浙江省 / 杭州市 / 西湖区');
  });
});

describe('consultation dates', () => {
  it.each([
    ['2025-06-01', '2025-06-02', null],
    ['2025-06-02', '2025-06-02', null],
    ['2025-06-03', '2025-06-02', '咨询日期不能晚于今天'],
  ])('%s on %s → %s', (day, today, expected) => {
    expect(consultationDateProblem(day, today)).toBe(expected);
  });
});

describe('contract inputs', () => {
  const valid = {
    companyName: ' 示例 ',
    creditCode: '９１３３０１０６ma2dema011',
    industryCode: '65',
    regionCode: '330106',
    size: 'micro',
    contactName: '张三',
    contactPhone: '13900000000',
    pmName: '李四',
    pmPhone: '13900000001',
  };

  it('trims names and normalises the credit code (full-width, lower case)', () => {
    const parsed = c.customerNew.body!.parse(valid);
    expect(parsed).toMatchObject({ companyName: '示例', creditCode: '91330106MA2DEMA011', address: '', remark: '' });
  });

  it.each([
    [{ creditCode: '91330106MA2DEMA012' }, '校验位'],
    [{ pmPhone: '23900000001' }, '客户项目经理手机号格式不正确'],
    [{ regionCode: '3301' }, '请选择所在地区'],
    [{ industryCode: 'ZZ' }, '请选择所属行业'],
    [{ contactName: 'x'.repeat(51) }, '不能超过 50 个字符'],
  ])('refuses %j', (change, message) => {
    const result = c.customerNew.body!.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message).join(' ')).toContain(message);
  });

  it('has the four sizes of spec §3 with Chinese labels', () => {
    expect(CustomerSize.labels).toEqual({ large: '大型', medium: '中型', small: '小型', micro: '微型' });
  });
});
