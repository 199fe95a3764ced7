/** One typed function per contract of domain/projects/contracts.ts (the channel's and the platform's project delivery); options last. */
import * as api from '@domain/projects/contracts';
import type { ContractBody, ContractQuery } from '@domain/kernel/contract';
import { callContract, type CallOptions } from './contract';
import { downloadContract } from './download';

export type {
  AssignmentItem,
  ChannelGroupDetail,
  ChannelGroupItem,
  ChannelProjectDetail,
  ChannelProjectItem,
  ConsultantItem,
  DeliveryStepItem,
  TimelineItem,
} from '@domain/projects/contracts';

export const getGroupList = (query: ContractQuery<typeof api.channelListGroup>, options?: CallOptions) =>
  callContract(api.channelListGroup, { query }, options);

export const getGroupDetail = (projectGroupCode: string, options?: CallOptions) =>
  callContract(api.channelProjectGroupDetailInfo, { query: { projectGroupCode } }, options);

export const getProjectDetail = (projectCode: string, options?: CallOptions) =>
  callContract(api.channelDetailInfo, { query: { projectCode } }, options);

export const getDeliveryAssets = (projectCode: string, options?: CallOptions) =>
  callContract(api.channelDeliveryAssets, { query: { projectCode } }, options);

export const initSvipData = (projectCode: string, options?: CallOptions) => callContract(api.channelInitSvipData, { body: { projectCode } }, options);

export const moveProject = (body: ContractBody<typeof api.channelProjectMove>, options?: CallOptions) =>
  callContract(api.channelProjectMove, { body }, options);

export const getResourcePool = (query: ContractQuery<typeof api.channelResourcePool>, options?: CallOptions) =>
  callContract(api.channelResourcePool, { query }, options);

export const getConsultants = (options?: CallOptions) => callContract(api.channelConsultantList, {}, options);

export const dispatchProject = (body: ContractBody<typeof api.channelDispatch>, options?: CallOptions) =>
  callContract(api.channelDispatch, { body }, options);

export const updateChannelTeacher = (body: ContractBody<typeof api.channelUpdateTeacher>, options?: CallOptions) =>
  callContract(api.channelUpdateTeacher, { body }, options);

export const recallProject = (body: ContractBody<typeof api.channelRecall>, options?: CallOptions) =>
  callContract(api.channelRecall, { body }, options);

export const getProjectList = (query: ContractQuery<typeof api.channelProjectList>, options?: CallOptions) =>
  callContract(api.channelProjectList, { query }, options);

export const exportProjects = (query: ContractQuery<typeof api.channelProjectExport>) =>
  downloadContract(api.channelProjectExport, { query }, { fallbackFileName: '项目列表.xlsx' });

export const getAssignments = (projectCode: string, options?: CallOptions) =>
  callContract(api.channelAssignmentList, { query: { projectCode } }, options);
