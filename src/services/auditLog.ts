/** The operator audit log (read-only for the platform manager). */
import * as api from '@domain/api/auditLog';
import type { ContractQuery } from '@domain/api/contract';
import { callContract, type CallOptions } from './contract';

export type { AuditEntry } from '@domain/api/auditLog';

export const getAuditLogList = (query: ContractQuery<typeof api.auditLogList>, options?: CallOptions) =>
  callContract(api.auditLogList, { query }, options);
