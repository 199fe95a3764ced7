/** One typed function per contract of domain/gapAnalysis/contracts.ts (gap reports and disposal); options last. */
import * as api from '@domain/gapAnalysis/contracts';
import type { ContractBody, ContractQuery } from '@domain/kernel/contract';
import { callContract, type CallOptions } from './contract';
import { downloadContract } from './download';

export type {
  GapDisposalItem,
  GapReport,
  GapReportCover,
  GapRow,
} from '@domain/gapAnalysis/contracts';

export const getGapReports = (query: ContractQuery<typeof api.gapListReports>, options?: CallOptions) =>
  callContract(api.gapListReports, { query }, options);

export const downloadGapReportDocx = (query: ContractQuery<typeof api.gapReportDocx>) =>
  downloadContract(api.gapReportDocx, { query }, { fallbackFileName: '差距分析报告.docx' });

export const getGapDisposals = (query: ContractQuery<typeof api.gapDisposalList>, options?: CallOptions) =>
  callContract(api.gapDisposalList, { query }, options);

export const saveGapDisposal = (body: ContractBody<typeof api.gapDisposalSave>, options?: CallOptions) =>
  callContract(api.gapDisposalSave, { body }, options);

export const moveGapDisposal = (body: ContractBody<typeof api.gapDisposalMove>, options?: CallOptions) =>
  callContract(api.gapDisposalMove, { body }, options);
