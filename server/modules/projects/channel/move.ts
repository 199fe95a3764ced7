/**
 * One project: its detail and delivery assets, the SVIP form request and the project state moves
 * through PROJECT_MACHINE.
 */
import type { ChannelProjectDetail, channelProjectContracts as c } from '../../../../domain/projects/contracts';
import type { ParsedBody, ParsedQuery } from '../../../../domain/kernel/contract';
import { ErrorCode } from '../../../../domain/errors';
import { type DeliveryAction, deliveryMoveRefusal, deliveryStepItems, EVENT_OF_ACTION } from '../../../../domain/projects/delivery';
import { PROJECT_MACHINE } from '../../../../domain/projects/rules';
import type { RequestContext } from '../../../http/context';
import { BusinessError } from '../../../http/errors';
import type { Caller, ChannelKit } from './kit';
import type { ChannelProjectDeps } from './kit';
import { recordProjectEvent } from '../events';

export function createChannelMoveService({ repos, accountDirectory, clock }: ChannelProjectDeps, kit: ChannelKit) {
  const { callerOf, visibleProject, projectDetail, filesOf } = kit;

  /** A project state move through PROJECT_MACHINE with the delivery rules; the project, its timestamps and the event together. */
  async function move(caller: Caller, projectCode: string, action: DeliveryAction, reason: string): Promise<ChannelProjectDetail> {
    const now = clock.now();
    const row = await repos.transaction(async (repo, tx) => {
      const current = await visibleProject(caller, repo, projectCode, true);
      const { project } = current;
      const refusal = deliveryMoveRefusal({ ...project, groupActive: current.group.status === 'active' }, action, caller.viewer);
      if (refusal) {
        const code = {
          notDelivery: ErrorCode.CHANNEL_PROJECT_NOT_DELIVERY,
          notYours: ErrorCode.CHANNEL_PROJECT_NOT_YOURS,
          withdrawn: ErrorCode.CHANNEL_GROUP_WITHDRAWN,
          state: ErrorCode.PROJECT_MOVE_REFUSED,
        }[refusal.kind];
        throw new BusinessError(code, refusal.message);
      }
      const state = PROJECT_MACHINE.assertMove(project.state, action, caller.viewer.subject);
      const updated = await repo.updateProject(project.tenantCode, project.projectCode, {
        state,
        updatedAt: now,
        ...(action === 'initSvip' ? { svipRequestedAt: now } : {}),
        ...(action === 'finish' ? { finishedAt: now, progress: 100 } : {}),
      });
      const label = PROJECT_MACHINE.moves.find((candidate) => candidate.action === action)?.label ?? action;
      const summary = `“${project.name}”${label}${action === 'finish' ? '，项目完成' : ''}`;
      await recordProjectEvent(tx, project, {
        type: EVENT_OF_ACTION[action],
        actorAccountId: caller.viewer.accountId,
        summary: reason ? `${summary}：${reason}` : summary,
        detail: { action, from: project.state, to: state },
        at: now,
      });
      return { project: updated, group: current.group };
    });
    return projectDetail(caller, row);
  }

  return {
    async detail(auth: RequestContext, query: ParsedQuery<typeof c.channelDetailInfo>): Promise<ChannelProjectDetail> {
      const caller = callerOf(auth);
      return projectDetail(caller, await visibleProject(caller, repos.repo, query.projectCode));
    },

    async deliveryAssets(auth: RequestContext, query: ParsedQuery<typeof c.channelDeliveryAssets>) {
      const caller = callerOf(auth);
      const { project, group } = await visibleProject(caller, repos.repo, query.projectCode);
      const [{ definition, files }, tasks] = await Promise.all([
        filesOf(group.productCode, group.productVersion),
        repos.repo.tasksOf(project.tenantCode, project.projectCode),
      ]);
      const steps = definition?.steps ?? [];
      const assignees = await accountDirectory.accountNames(tasks.map((task) => task.accountId).filter((id): id is string => !!id));
      const items = deliveryStepItems(steps, project, tasks, (id) => assignees.get(id)?.showName ?? id);
      return { projectCode: project.projectCode, productVersion: group.productVersion, steps: items, files };
    },

    initSvip: (auth: RequestContext, body: ParsedBody<typeof c.channelInitSvipData>) => move(callerOf(auth), body.projectCode, 'initSvip', ''),

    move: (auth: RequestContext, body: ParsedBody<typeof c.channelProjectMove>) => move(callerOf(auth), body.projectCode, body.action, body.reason),
  };
}
