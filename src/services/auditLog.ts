/** The operator audit log (read-only for the platform manager). */
import * as api from '@domain/auditLog/contracts';
import type { ContractQuery } from '@domain/kernel/contract';
import { callContract, type CallOptions } from './contract';

export type { AuditEntry } from '@domain/auditLog/contracts';

export const getAuditLogList = (query: ContractQuery<typeof api.auditLogList>, options?: CallOptions) =>
  callContract(api.auditLogList, { query }, options);
