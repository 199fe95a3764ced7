/** Role codes of spec §6, their zh-CN names and the tenant type each belongs to. */
import { defineEnum } from './enums';
import type { TenantType } from './tenancyEnums';

export const Role = defineEnum({
  'platform-manager': '平台管理员',
  subPlatformManager: '子平台管理员',
  'platform-delivery': '平台交付',
  'channel-tenant-manager': '渠道管理员',
  'channel-tenant-sub-manager': '渠道子管理员',
  'channel-owner': '渠道项目负责人',
  'channel-executor': '渠道执行顾问',
  'consumer-pm': '客户项目经理',
  'consumer-owner': '客户责任人',
  'consumer-executor': '客户执行人',
  internal_auditor: '内审员',
  'cb-tenant-manager': '认证机构管理员',
  'cb-tenant-audit': '认证机构审核员',
  'cb-tenant-common-scheduler': '认证机构排期员',
});
export type RoleCode = (typeof Role.values)[number];
export const ROLE_CODES = Role.values;

/** The tenant type a role can be held in: a membership's roles must match its tenant's type. */
export const ROLE_TENANT_TYPE: Readonly<Record<RoleCode, TenantType>> = {
  'platform-manager': 'platform',
  subPlatformManager: 'platform',
  'platform-delivery': 'platform',
  'channel-tenant-manager': 'channel',
  'channel-tenant-sub-manager': 'channel',
  'channel-owner': 'channel',
  'channel-executor': 'channel',
  'consumer-pm': 'customer',
  'consumer-owner': 'customer',
  'consumer-executor': 'customer',
  internal_auditor: 'customer',
  'cb-tenant-manager': 'cb',
  'cb-tenant-audit': 'cb',
  'cb-tenant-common-scheduler': 'cb',
};
