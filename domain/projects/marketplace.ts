/**
 * Rules of the service marketplace and purchases (issue 12, /project; part of the projects area,
 * domain/projects/rules.ts holds the shared core): what a purchase must name, how much quota is left,
 * what it costs, and when platform finance may withdraw a group with a refund. Pure functions
 * with Chinese messages; the server, the web app and the mocks all call them.
 */
import { PROJECT_NAME_MAX, PROJECTS_PER_GROUP_MAX, type ProjectLevel, purchasePoints } from './rules';

export { purchasePoints };

/** One assessed object of a purchase: a name, and its MLPS level for gov-standard products (null for iso). */
export interface PurchaseObject {
  name: string;
  level: ProjectLevel | null;
}

export const MARKET_MESSAGES = {
  objectsRequired: '请至少添加一个评估对象',
  objectsTooMany: `一次最多购买 ${PROJECTS_PER_GROUP_MAX} 个项目`,
  objectName: '请填写评估对象名称',
  objectNameTooLong: `评估对象名称不能超过 ${PROJECT_NAME_MAX} 个字符`,
  objectDuplicate: '评估对象名称不能重复',
  levelRequired: '等级保护类服务须为每个评估对象选择等级（第一级至第四级）',
  levelNotAllowed: 'ISO/IEC 27001 类服务的评估对象不选择等级',
  customerRequired: '请选择客户',
  productRequired: '请选择服务',
  requestKey: '购买请求标识无效，请关闭对话框后重试',
  withdrawReason: '请填写撤销原因',
} as const;

/** What is wrong with the objects of a purchase for a product of this standard (null: nothing). */
export function purchaseObjectsProblem(standard: string, objects: readonly PurchaseObject[]): string | null {
  if (objects.length === 0) return MARKET_MESSAGES.objectsRequired;
  if (objects.length > PROJECTS_PER_GROUP_MAX) return MARKET_MESSAGES.objectsTooMany;
  const names = new Set<string>();
  for (const object of objects) {
    const name = object.name.trim();
    if (!name) return MARKET_MESSAGES.objectName;
    if (name.length > PROJECT_NAME_MAX) return MARKET_MESSAGES.objectNameTooLong;
    if (names.has(name)) return MARKET_MESSAGES.objectDuplicate;
    names.add(name);
    if (standard === 'gov' && !object.level) return MARKET_MESSAGES.levelRequired;
    if (standard !== 'gov' && object.level) return MARKET_MESSAGES.levelNotAllowed;
  }
  return null;
}

/** Projects that may still be bought under an authorization: its quota minus the projects of its active groups. */
export const remainingQuota = (quota: number, projectsBought: number): number => Math.max(0, quota - projectsBought);

/** The price shown next to the authorized one: "9.5 折" for 95 (null: no discount). */
export const discountText = (percent: number | null): string | null =>
  percent === null || percent >= 100 ? null : `${(percent / 10).toFixed(percent % 10 === 0 ? 0 : 1)} 折`;

/** The idempotency key of a purchase's debit and the one of its refund (the wallet's keys). */
export const purchaseDebitKey = (channelTenantCode: string, requestKey: string) => `project-group:${channelTenantCode}:${requestKey}`;
export const refundCreditKey = (groupCode: string) => `project-group-refund:${groupCode}`;
export const REFUND_REASON = '项目组撤销退款';
export const purchaseReason = (productName: string, count: number) => `购买服务“${productName}”（${count} 个项目）`.slice(0, 200);

/** The group detail of the channel's project list (the projects part's page). */
export const groupDetailPath = (groupCode: string) => `/projectList/myProject/detail/${groupCode}`;
