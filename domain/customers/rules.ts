/**
 * Rules of the customers area (issue 11 item 1, /customerManagement): who sees which channel's
 * customers, who may create and edit them, the limits of a customer's fields and of a
 * consultation, and the filters of the customer list. Pure functions with Chinese messages; the
 * server, the web app and the mocks all call them.
 *
 * Visibility (spec §6):
 * - a channel's members with canReadConsult (tenant manager, sub-manager, owner, executor) see
 *   their own channel's customers; the channel tenant manager — the one role holding the
 *   permission point showChannelSubPartenterConsumeDetail (flag channelSubPartenerPermssion) —
 *   also sees the customers of the channel's direct sub-channels, read-only;
 * - the platform (platform manager, platform delivery: the route rule consultOrDelivery of
 *   /customerManagement) sees every customer, read-only;
 * - creating and editing customers and recording consultations: the channel tenant manager and
 *   sub-manager (clientDigitalCenterPermission), for their own channel's customers only.
 */
import { computeAccess, isTenantAdmitted, permissionPoints } from '../kernel/access';
import { ConsultationWay } from './enums';
import { CustomerSize } from '../kernel/tenancyEnums';
import type { AccessSubject } from '../kernel/userInfo';

export { ConsultationWay, CustomerSize };

// ---- Limits ------------------------------------------------------------------------------------
export const COMPANY_NAME_MAX = 100;
export const CONTACT_NAME_MAX = 50;
export const PERSON_NAME_MAX = 50;
export const ADDRESS_MAX = 200;
export const REMARK_MAX = 500;
export const CONSULTATION_CONTENT_MAX = 2000;
export const CONSULTATION_NEXT_STEP_MAX = 500;
export const SEARCH_KEYWORD_MAX = 100;

// ---- Messages (the refusals every side shows) ---------------------------------------------------
export const CUSTOMER_MESSAGES = {
  companyName: '请输入企业名称',
  industry: '请选择所属行业',
  region: '请选择所在地区',
  size: '请选择企业规模',
  contactName: '请输入联系人',
  pmName: '请输入客户项目经理姓名',
  consultationDate: '请选择咨询日期',
  consultationFuture: '咨询日期不能晚于今天',
  consultationWay: '请选择咨询方式',
  consultationContent: '请输入咨询内容',
} as const;

// ---- Who sees what ------------------------------------------------------------------------------
/** What a caller may do with customers. */
export type CustomerVisibility =
  /** Neither a channel nor the platform reading customers. */
  | { kind: 'none' }
  /** The platform: every customer, read-only. */
  | { kind: 'all' }
  /** A channel's member: its own customers (writable when `canWrite`), and its direct sub-channels' when `includeSubChannels`. */
  | { kind: 'channel'; includeSubChannels: boolean; canWrite: boolean };

export function customerVisibility(subject: AccessSubject | null | undefined): CustomerVisibility {
  if (!subject || !isTenantAdmitted(subject)) return { kind: 'none' };
  const access = computeAccess(subject);
  const tenantType = subject.tenantDTO?.type;
  if (tenantType === 'channel' && access.canReadConsult) {
    return {
      kind: 'channel',
      includeSubChannels: access.channelSubPartenerPermssion && permissionPoints(subject).has('showChannelSubPartenterConsumeDetail'),
      canWrite: access.clientDigitalCenterPermission,
    };
  }
  if (tenantType === 'platform' && access.consultOrDelivery) return { kind: 'all' };
  return { kind: 'none' };
}

/** Whether the caller (of channel `ownTenantCode`) may edit a customer served by `customerChannel`. */
export function mayEditCustomer(visibility: CustomerVisibility, ownTenantCode: string | null | undefined, customerChannel: string): boolean {
  return visibility.kind === 'channel' && visibility.canWrite && !!ownTenantCode && ownTenantCode === customerChannel;
}

/** Why a caller may not create a customer (null: it may). */
export function createCustomerRefusal(visibility: CustomerVisibility): string | null {
  if (visibility.kind !== 'channel') return '只有渠道机构可以创建和维护客户';
  if (!visibility.canWrite) return '只有渠道管理员或渠道子管理员可以创建和维护客户';
  return null;
}

// ---- Filters of the customer list ---------------------------------------------------------------
/**
 * The code prefix a region filter matches (GB/T 2260): a province "330000" matches every code
 * starting "33", a city "330100" every code starting "3301", a county only itself.
 */
export function regionPrefix(code: string): string {
  if (!/^\d{6}$/.test(code)) return code;
  if (code.endsWith('0000')) return code.slice(0, 2);
  if (code.endsWith('00')) return code.slice(0, 4);
  return code;
}

/** Whether a stored region code lies inside the filter's region. */
export const inRegion = (stored: string, filter: string): boolean => stored.startsWith(regionPrefix(filter));

// ---- Consultations ------------------------------------------------------------------------------
/** Why a consultation date is refused, given today's date in China ("YYYY-MM-DD"); null when fine. */
export function consultationDateProblem(day: string, today: string): string | null {
  return day > today ? CUSTOMER_MESSAGES.consultationFuture : null;
}

// ---- Display ------------------------------------------------------------------------------------
/** "浙江省 / 杭州市 / 西湖区" from the names of a region's path. */
export const joinPathNames = (names: readonly string[]): string => names.filter(Boolean).join(' / ');
