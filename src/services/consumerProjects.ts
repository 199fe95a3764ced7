/** One typed function per contract of domain/projects/consumerContracts.ts (the customer's services, /systemManage); options last. */
import * as api from '@domain/projects/consumerContracts';
import type { ContractBody, ContractQuery } from '@domain/kernel/contract';
import { callContract, type CallOptions } from './contract';

export type {
  ConsumerContentNode,
  ConsumerJob,
  ConsumerMember,
  ConsumerProjectDetail,
  ConsumerProjectItem,
  ConsumerTask,
  ConsumerUrge,
} from '@domain/projects/consumerContracts';

export const getConsumerProjectList = (query: ContractQuery<typeof api.consumerProjectList>, options?: CallOptions) =>
  callContract(api.consumerProjectList, { query }, options);

export const getConsumerProjectDetail = (query: ContractQuery<typeof api.consumerProjectDetail>, options?: CallOptions) =>
  callContract(api.consumerProjectDetail, { query }, options);

export const getConsumerRoleList = (query: ContractQuery<typeof api.consumerRoleList>, options?: CallOptions) =>
  callContract(api.consumerRoleList, { query }, options);

export const getConsumerContentList = (query: ContractQuery<typeof api.consumerContentList>, options?: CallOptions) =>
  callContract(api.consumerContentList, { query }, options);

export const submitConsumerSvip = (body: ContractBody<typeof api.consumerSvipSubmit>, options?: CallOptions) =>
  callContract(api.consumerSvipSubmit, { body }, options);

export const assignConsumerTask = (body: ContractBody<typeof api.consumerTaskAssign>, options?: CallOptions) =>
  callContract(api.consumerTaskAssign, { body }, options);

export const moveConsumerTask = (body: ContractBody<typeof api.consumerTaskMove>, options?: CallOptions) =>
  callContract(api.consumerTaskMove, { body }, options);

export const updateCustomerOwner = (body: ContractBody<typeof api.consumerUpdateCustomerOwner>, options?: CallOptions) =>
  callContract(api.consumerUpdateCustomerOwner, { body }, options);

export const urgeConsumer = (body: ContractBody<typeof api.consumerUrge>, options?: CallOptions) => callContract(api.consumerUrge, { body }, options);

export const getLastUrgeTime = (query: ContractQuery<typeof api.consumerLastUrgeTime>, options?: CallOptions) =>
  callContract(api.consumerLastUrgeTime, { query }, options);

export const getMyUrges = (query: ContractQuery<typeof api.consumerMyUrges> = {}, options?: CallOptions) =>
  callContract(api.consumerMyUrges, { query }, options);

export const finishAllConsumerRoles = (body: ContractBody<typeof api.consumerRoleAllFinish>, options?: CallOptions) =>
  callContract(api.consumerRoleAllFinish, { body }, options);

export const getTaskDetail = (query: ContractQuery<typeof api.consumerTaskDetail>, options?: CallOptions) =>
  callContract(api.consumerTaskDetail, { query }, options);
