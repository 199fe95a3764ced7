/**
 * The rows of the demo history (./demo.ts generates them, server/modules/metrics/seed.ts inserts
 * them): one list per table, in the tables' own shapes.
 */
import type { RoleCode } from '../kernel/roles';
import type { CustomerSizeCode } from '../customers/enums';
import type { ProjectEventType } from '../projects/enums';
import type { ProjectLevel, ProjectState, RoleRelationStatus } from '../projects/rules';
import type { PayChannel } from '../wallet/enums';
import type { DemoHistoryAuthorization, DemoHistoryCustomer } from './demoHistoryData';

export interface DemoHistoryRows {
  customers: readonly DemoHistoryCustomer[];
  tenants: { tenantCode: string; type: 'customer'; approvalState: 'success'; tenantZhName: string; createdAt: Date }[];
  accounts: { accountId: string; phone: string; showName: string; inviteCode: string; createdAt: Date; updatedAt: Date }[];
  memberships: { tenantCode: string; accountId: string; roles: RoleCode[]; createdAt: Date }[];
  relations: { parentTenantCode: string; childTenantCode: string; kind: 'customer'; createdBy: string; createdAt: Date }[];
  profiles: {
    tenantCode: string;
    customerTenantCode: string;
    companyName: string;
    creditCode: string;
    industryCode: string;
    regionCode: string;
    size: CustomerSizeCode;
    contactName: string;
    contactPhone: string;
    address: string;
    remark: string;
    pmAccountId: string;
    createdBy: string;
    createdAt: Date;
    updatedBy: string;
    updatedAt: Date;
  }[];
  authorizations: (DemoHistoryAuthorization & { status: 'active'; createdAt: Date; updatedAt: Date })[];
  groups: {
    tenantCode: string;
    groupCode: string;
    customerTenantCode: string;
    deliveryTenantCode: string;
    productCode: string;
    productVersion: number;
    productName: string;
    serviceKind: string;
    standard: string;
    authorizationCode: string;
    unitPricePoints: number;
    pricePoints: number;
    requestKey: string;
    remark: string;
    status: 'active';
    purchasedBy: string;
    purchasedAt: Date;
  }[];
  projects: {
    tenantCode: string;
    projectCode: string;
    groupCode: string;
    customerTenantCode: string;
    deliveryTenantCode: string;
    name: string;
    level: ProjectLevel | null;
    state: ProjectState;
    distributeStatus: 'dispatched';
    consultantAccountId: string;
    transferred: boolean;
    customerOwnerAccountId: string;
    progress: number;
    dispatchedAt: Date;
    finishedAt: Date | null;
    createdAt: Date;
    updatedAt: Date;
  }[];
  tasks: {
    tenantCode: string;
    projectCode: string;
    customerTenantCode: string;
    stepNo: number;
    title: string;
    roleCode: RoleCode;
    accountId: string | null;
    status: RoleRelationStatus;
    submittedAt: Date | null;
    finishedAt: Date | null;
    updatedAt: Date;
  }[];
  assignments: {
    tenantCode: string;
    projectCode: string;
    kind: 'dispatch';
    fromAccountId: null;
    toAccountId: string;
    reason: string;
    byAccountId: string;
    at: Date;
  }[];
  events: {
    tenantCode: string;
    groupCode: string;
    projectCode: string | null;
    type: ProjectEventType;
    actorAccountId: string | null;
    summary: string;
    at: Date;
  }[];
  orders: {
    orderNo: string;
    accountId: string;
    tenantCode: string;
    points: number;
    amountFen: number;
    packageCode: null;
    status: 'paid';
    channel: PayChannel;
    providerTradeNo: string;
    createdAt: Date;
    expiresAt: Date;
    paidAt: Date;
  }[];
  entries: {
    entryId: string;
    accountId: string;
    type: 'recharge' | 'consume';
    amount: number;
    balanceAfter: number;
    idempotencyKey: string;
    reason: string;
    orderNo: string | null;
    tenantCode: string;
    operatorAccountId: string | null;
    createdAt: Date;
  }[];
  /** Per account: the points the history recharged and spent (equal: the balance is unchanged). */
  walletTotals: { accountId: string; totalIn: number; totalOut: number }[];
}
