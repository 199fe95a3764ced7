/** The questionnaire part's calls (see index.ts): builds its service from app and registers one contract per call. */
import type { FastifyInstance } from 'fastify';
import { questionnaireContracts as c } from '../../../domain/questionnaires/contracts';
import { repositories } from '../../db/repositories';
import { registerContract } from '../../http/registerContract';
import { createQuestionnaireRepository } from './repository';
import { createQuestionnaireService } from './service';

export function registerQuestionnaireRoutes(app: FastifyInstance): void {
  const service = createQuestionnaireService({
    repos: repositories(app.db, createQuestionnaireRepository),
    projectRegistry: app.projectRegistry,
    products: app.products,
    accountDirectory: app.accountDirectory,
    personnelAdmin: app.personnelAdmin,
    fileService: app.fileService,
    jobs: app.jobs,
    clock: app.clock,
  });

  registerContract(app, c.qnDistribute, async ({ body, requireAuth }) => service.distribute(requireAuth(), body));
  registerContract(app, c.qnList, async ({ query, requireAuth }) => service.list(requireAuth(), query));
  registerContract(app, c.qnInfo, async ({ query, requireAuth }) => service.info(requireAuth(), query));
  registerContract(app, c.qnItemList, async ({ query, requireAuth }) => service.itemList(requireAuth(), query));
  registerContract(app, c.qnItemDetail, async ({ query, requireAuth }) => service.itemDetail(requireAuth(), query));
  registerContract(app, c.qnItemDetailSingle, async ({ query, requireAuth }) => service.itemDetailSingle(requireAuth(), query));
  registerContract(app, c.qnItemAssign, async ({ body, requireAuth }) => service.assign(requireAuth(), body));
  registerContract(app, c.qnRevoke, async ({ body, requireAuth }) => service.revoke(requireAuth(), body));
  registerContract(app, c.qnAnswersSubmit, async ({ body, requireAuth }) => service.answers(requireAuth(), body));
  registerContract(app, c.qnSubmit, async ({ body, requireAuth }) => service.submit(requireAuth(), body));
  registerContract(app, c.qnOwnerInfo, async ({ query, requireAuth }) => service.ownerInfo(requireAuth(), query));
  registerContract(app, c.qnOwnerReturn, async ({ body, requireAuth }) => service.ownerReturn(requireAuth(), body));
  registerContract(app, c.qnOwnerRiskList, async ({ query, requireAuth }) => service.ownerRiskList(requireAuth(), query));
  registerContract(app, c.qnOwnerRiskInfo, async ({ query, requireAuth }) => service.ownerRiskInfo(requireAuth(), query));
  registerContract(app, c.qnSubmitToChannel, async ({ body, requireAuth }) => service.submitToChannel(requireAuth(), body));
  registerContract(app, c.qnChannelQuestionList, async ({ query, requireAuth }) => service.channelItemList(requireAuth(), query));
  registerContract(app, c.qnChannelQuestionInfo, async ({ query, requireAuth }) => service.channelQuestionInfo(requireAuth(), query));
  registerContract(app, c.qnChannelSonQuestionInfo, async ({ query, requireAuth }) => service.channelItemDetail(requireAuth(), query));
  registerContract(app, c.qnRiskOpen, async ({ body, requireAuth }) => service.riskOpen(requireAuth(), body));
  registerContract(app, c.qnRiskClose, async ({ body, requireAuth }) => service.riskClose(requireAuth(), body));
  registerContract(app, c.qnSubmitToConsumer, async ({ body, requireAuth }) => service.submitToConsumer(requireAuth(), body));
  registerContract(app, c.qnControlInfoSubmit, async ({ body, requireAuth }) => service.controlInfoSubmit(requireAuth(), body));
  registerContract(app, c.qnControlInfoFinish, async ({ body, requireAuth }) => service.controlInfoFinish(requireAuth(), body));
}
