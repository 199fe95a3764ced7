/** One typed function per contract of domain/questionnaires/contracts.ts (online questionnaires); options last. */
import * as api from '@domain/questionnaires/contracts';
import type { ContractBody, ContractQuery } from '@domain/kernel/contract';
import { callContract, type CallOptions } from './contract';

export type {
  ControlJudgement,
  QuestionInstance,
  QuestionnaireInfo,
  QuestionnaireItemDetail,
  QuestionnaireItemRow,
  QuestionnaireSection,
  QuestionnaireSummary,
  QuestionRisk,
  RespondentProgress,
} from '@domain/questionnaires/contracts';

export const distributeQuestionnaire = (body: ContractBody<typeof api.qnDistribute>, options?: CallOptions) =>
  callContract(api.qnDistribute, { body }, options);

export const getQuestionnaireList = (query: ContractQuery<typeof api.qnList>, options?: CallOptions) => callContract(api.qnList, { query }, options);

export const getQuestionnaireInfo = (query: ContractQuery<typeof api.qnInfo>, options?: CallOptions) => callContract(api.qnInfo, { query }, options);

export const getQuestionnaireItems = (query: ContractQuery<typeof api.qnItemList>, options?: CallOptions) =>
  callContract(api.qnItemList, { query }, options);

export const getQuestionnaireItemDetail = (query: ContractQuery<typeof api.qnItemDetail>, options?: CallOptions) =>
  callContract(api.qnItemDetail, { query }, options);

export const getQuestionnaireItemQuestion = (query: ContractQuery<typeof api.qnItemDetailSingle>, options?: CallOptions) =>
  callContract(api.qnItemDetailSingle, { query }, options);

export const assignQuestionnaireItems = (body: ContractBody<typeof api.qnItemAssign>, options?: CallOptions) =>
  callContract(api.qnItemAssign, { body }, options);

export const revokeQuestionnaireItems = (body: ContractBody<typeof api.qnRevoke>, options?: CallOptions) =>
  callContract(api.qnRevoke, { body }, options);

export const saveAnswers = (body: ContractBody<typeof api.qnAnswersSubmit>, options?: CallOptions) =>
  callContract(api.qnAnswersSubmit, { body }, options);

export const submitQuestionnaire = (body: ContractBody<typeof api.qnSubmit>, options?: CallOptions) => callContract(api.qnSubmit, { body }, options);

export const getOwnerReview = (query: ContractQuery<typeof api.qnOwnerInfo>, options?: CallOptions) =>
  callContract(api.qnOwnerInfo, { query }, options);

export const returnQuestionnaireItems = (body: ContractBody<typeof api.qnOwnerReturn>, options?: CallOptions) =>
  callContract(api.qnOwnerReturn, { body }, options);

export const getOwnerRiskList = (query: ContractQuery<typeof api.qnOwnerRiskList>, options?: CallOptions) =>
  callContract(api.qnOwnerRiskList, { query }, options);

export const getOwnerRiskInfo = (query: ContractQuery<typeof api.qnOwnerRiskInfo>, options?: CallOptions) =>
  callContract(api.qnOwnerRiskInfo, { query }, options);

export const submitQuestionnaireToChannel = (body: ContractBody<typeof api.qnSubmitToChannel>, options?: CallOptions) =>
  callContract(api.qnSubmitToChannel, { body }, options);

export const getChannelQuestionList = (query: ContractQuery<typeof api.qnChannelQuestionList>, options?: CallOptions) =>
  callContract(api.qnChannelQuestionList, { query }, options);

export const getChannelQuestionInfo = (query: ContractQuery<typeof api.qnChannelQuestionInfo>, options?: CallOptions) =>
  callContract(api.qnChannelQuestionInfo, { query }, options);

export const getChannelItemDetail = (query: ContractQuery<typeof api.qnChannelSonQuestionInfo>, options?: CallOptions) =>
  callContract(api.qnChannelSonQuestionInfo, { query }, options);

export const openQuestionRisk = (body: ContractBody<typeof api.qnRiskOpen>, options?: CallOptions) => callContract(api.qnRiskOpen, { body }, options);

export const closeQuestionRisk = (body: ContractBody<typeof api.qnRiskClose>, options?: CallOptions) =>
  callContract(api.qnRiskClose, { body }, options);

export const submitQuestionnaireToConsumer = (body: ContractBody<typeof api.qnSubmitToConsumer>, options?: CallOptions) =>
  callContract(api.qnSubmitToConsumer, { body }, options);

export const submitControlInfo = (body: ContractBody<typeof api.qnControlInfoSubmit>, options?: CallOptions) =>
  callContract(api.qnControlInfoSubmit, { body }, options);

export const finishControlInfo = (body: ContractBody<typeof api.qnControlInfoFinish>, options?: CallOptions) =>
  callContract(api.qnControlInfoFinish, { body }, options);
