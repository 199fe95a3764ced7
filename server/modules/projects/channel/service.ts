/**
 * The channel's and the platform's project delivery (issue 12 items 2–4): group lists by scope,
 * the group and project detail, delivery assets, the SVIP form request and the project state moves,
 * the resource pool, dispatch / reassignment / recall, the administration list and its export.
 *
 * Who sees and changes what is decided by domain/projects/rules.ts (allowedScopes, managesDelivery, the
 * machines) and domain/projects/delivery.ts (the caller's relation to a project); every query is
 * scoped by the session's tenant (channelRepository.ts). A project the caller may not see answers
 * "not found" (17001/17002), never whether it exists. Every change writes the project,
 * project_assignments (dispatch, reassign, recall) and a timeline event (events.ts) in ONE
 * transaction, the project row locked first so two managers cannot both dispatch it.
 *
 * This is the one entry point of ./channelRoutes.ts; the parts:
 *
 *   channelKit.ts              the caller, guards, names, project rows, visibility, delivery files
 *   channelGroupService.ts     group lists by scope and the group detail
 *   channelMoveService.ts      project detail, delivery assets, SVIP request and state moves
 *   channelDispatchService.ts  resource pool, consultants, dispatch / reassign / recall, assignments
 *   channelAdminService.ts     the administration list and its export
 */
import { createChannelAdminService } from './admin';
import { createChannelDispatchService } from './dispatch';
import { createChannelGroupService } from './group';
import { type ChannelProjectDeps, createChannelKit } from './kit';
import { createChannelMoveService } from './move';

export { TIMELINE_CAP } from './group';
export type { ChannelProjectDeps } from './kit';

export function createChannelProjectService(deps: ChannelProjectDeps) {
  const kit = createChannelKit(deps);
  return {
    ...createChannelGroupService(deps, kit),
    ...createChannelMoveService(deps, kit),
    ...createChannelDispatchService(deps, kit),
    ...createChannelAdminService(deps, kit),
  };
}

export type ChannelProjectService = ReturnType<typeof createChannelProjectService>;
