/**
 * The customer's changes to a project and its tasks: submitting the company information the
 * consultant asked for, assigning and moving tasks, changing the customer's owner.
 */
import { checkSvipData, mayOwnProject, svipMissingMessage } from '../../../../domain/projects/consumer';
import { ErrorCode } from '../../../../domain/errors';
import { PROJECT_MACHINE, TASK_MACHINE } from '../../../../domain/projects/rules';
import type { RoleCode } from '../../../../domain/kernel/roles';
import type { RequestContext } from '../../../http/context';
import { BusinessError } from '../../../http/errors';
import type { consumerProjectContracts as c } from '../../../../domain/projects/consumerContracts';
import type { ParsedBody } from '../../../../domain/kernel/contract';
import type { ConsumerDeps, ConsumerKit } from './kit';
import { recordProjectEvent } from '../events';

export function createConsumerTaskService({ repos, clock }: ConsumerDeps, kit: ConsumerKit) {
  const { ownProject, requireLead, membersOf, names, oneItem, toTask, move } = kit;

  return {
    async submitSvip(auth: RequestContext, body: ParsedBody<typeof c.consumerSvipSubmit>) {
      const updated = await repos.transaction(async (repo, tx) => {
        const { project, group } = await ownProject(auth, body.projectCode, repo, true);
        if (!project.svipRequestedAt || project.state !== 'inhand') throw new BusinessError(ErrorCode.CONSUMER_SVIP_NOT_REQUESTED);
        const state = move(ErrorCode.CONSUMER_LEAD_ONLY, () => PROJECT_MACHINE.assertMove(project.state, 'submitSvip', auth.userInfo));
        const { clean, missing } = checkSvipData(group.standard, body.data);
        if (missing.length) throw new BusinessError(ErrorCode.CONSUMER_SVIP_INVALID, svipMissingMessage(missing));
        const now = clock.now();
        const row = await repo.updateProject(project, { state, svipData: clean, svipSubmittedAt: now, updatedAt: now });
        await recordProjectEvent(tx, project, {
          type: 'svipSubmit',
          actorAccountId: auth.account.accountId,
          summary: `客户提交企业资料（${Object.keys(clean).length} 项）`,
          at: now,
        });
        return { project: row, group };
      });
      return oneItem(updated);
    },

    async assignTask(auth: RequestContext, body: ParsedBody<typeof c.consumerTaskAssign>) {
      requireLead(auth);
      // Names are read before the transaction: on PGlite a read outside it would wait for it.
      const people = await names([body.accountId]);
      const row = await repos.transaction(async (repo, tx) => {
        const { project } = await ownProject(auth, body.projectCode, repo, true);
        if (project.state === 'finished') throw new BusinessError(ErrorCode.CONSUMER_PROJECT_CLOSED);
        const task = await repo.task(project, body.stepNo, true);
        if (!task) throw new BusinessError(ErrorCode.CONSUMER_TASK_NOT_FOUND);
        if (task.status === 'finished') throw new BusinessError(ErrorCode.CONSUMER_TASK_MOVE_REFUSED, '任务已完成，不能再指派');
        const members = await membersOf(project.customerTenantCode, { tx });
        if (!(members.get(body.accountId) ?? []).includes(task.roleCode as RoleCode))
          throw new BusinessError(ErrorCode.CONSUMER_TASK_ASSIGNEE_NOT_ELIGIBLE);
        const now = clock.now();
        const updated = await repo.updateTask(task, { accountId: body.accountId, updatedAt: now });
        await recordProjectEvent(tx, project, {
          // The timeline has no "assign" type (domain/projects/enums.ts): recorded as a state change with detail.action.
          type: 'stateChange',
          actorAccountId: auth.account.accountId,
          summary: `将任务“${task.title}”指派给 ${people.get(body.accountId)}`,
          detail: { action: 'assignTask', stepNo: task.stepNo, from: task.accountId, to: body.accountId },
          at: now,
        });
        return updated;
      });
      return toTask(row, people, auth);
    },

    async moveTask(auth: RequestContext, body: ParsedBody<typeof c.consumerTaskMove>) {
      const row = await repos.transaction(async (repo, tx) => {
        const { project } = await ownProject(auth, body.projectCode, repo, true);
        const task = await repo.task(project, body.stepNo, true);
        if (!task) throw new BusinessError(ErrorCode.CONSUMER_TASK_NOT_FOUND);
        if (body.action === 'submit' && task.accountId !== auth.account.accountId) throw new BusinessError(ErrorCode.CONSUMER_TASK_NOT_ASSIGNEE);
        const status = move(ErrorCode.CONSUMER_TASK_MOVE_REFUSED, () => TASK_MACHINE.assertMove(task.status, body.action, auth.userInfo));
        const now = clock.now();
        const updated = await repo.updateTask(task, {
          status,
          updatedAt: now,
          ...(body.action === 'submit' ? { submittedAt: now } : {}),
          ...(body.action === 'finish' ? { finishedAt: now } : {}),
          ...(body.action === 'return' ? { submittedAt: null } : {}),
        });
        const verb = { submit: '提交', return: '退回', finish: '确认完成' }[body.action];
        await recordProjectEvent(tx, project, {
          type: body.action === 'submit' ? 'taskSubmit' : body.action === 'finish' ? 'taskFinish' : 'stateChange',
          actorAccountId: auth.account.accountId,
          summary: `${verb}任务“${task.title}”`,
          detail: { action: `${body.action}Task`, stepNo: task.stepNo },
          at: now,
        });
        return updated;
      });
      return toTask(row, await names([row.accountId]), auth);
    },

    async updateOwner(auth: RequestContext, body: ParsedBody<typeof c.consumerUpdateCustomerOwner>) {
      requireLead(auth);
      const before = await ownProject(auth, body.projectCode);
      const people = await names([before.project.customerOwnerAccountId, body.accountId]);
      const updated = await repos.transaction(async (repo, tx) => {
        const { project, group } = await ownProject(auth, body.projectCode, repo, true);
        if (project.state === 'finished') throw new BusinessError(ErrorCode.CONSUMER_PROJECT_CLOSED);
        if (project.customerOwnerAccountId === body.accountId) throw new BusinessError(ErrorCode.CONSUMER_OWNER_UNCHANGED);
        const members = await membersOf(project.customerTenantCode, { tx });
        if (!mayOwnProject(members.get(body.accountId) ?? [])) throw new BusinessError(ErrorCode.CONSUMER_OWNER_NOT_ELIGIBLE);
        const now = clock.now();
        const row = await repo.updateProject(project, { customerOwnerAccountId: body.accountId, updatedAt: now });
        await recordProjectEvent(tx, project, {
          type: 'ownerChange',
          actorAccountId: auth.account.accountId,
          summary: `客户负责人由 ${project.customerOwnerAccountId ? (people.get(project.customerOwnerAccountId) ?? project.customerOwnerAccountId) : '（未指定）'} 变更为 ${people.get(body.accountId)}`,
          detail: { from: project.customerOwnerAccountId, to: body.accountId },
          at: now,
        });
        return { project: row, group };
      });
      return oneItem(updated);
    },
  };
}
