/** The operator audit log, read by the platform manager (issue 10 "Rules"). Entries are written by the modules, never by a call. */
import { z } from 'zod';
import { TIMEOUTS } from '../kernel/constants';
import { AuditArea } from './enums';
import { text } from '../kernel/text';
import { checkDateRange, DATE_RANGE_SHAPE, defineContract, filterOf, PageQuery, pageOf, Timestamp } from '../kernel/contract';

export const AuditEntry = z.object({
  id: z.number().int(),
  at: Timestamp,
  actorAccountId: z.string(),
  actorName: z.string(),
  actorTenantCode: z.string(),
  area: AuditArea.schema,
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  targetName: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  /** Top-level fields that differ between before and after. */
  changed: z.array(z.string()),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const auditLogList = defineContract({
  method: 'GET',
  path: '/api/platform/auditLog/list.json',
  tag: '操作日志',
  summary: '平台操作日志（只读，按时间倒序）',
  query: checkDateRange(
    PageQuery.extend({
      area: filterOf(AuditArea.schema),
      /** Matches the action, the target's name or identifier, or the operator's name. */
      keyword: filterOf(text({ max: 100 })),
      ...DATE_RANGE_SHAPE,
    }),
  ),
  response: pageOf(AuditEntry),
  access: 'canRoot',
  timeout: TIMEOUTS.default,
});

export const auditLogContracts = { auditLogList } as const;
