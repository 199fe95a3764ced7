/**
 * Finishing every role's work as a background job (app.jobs, kind CONSUMER_FINISH_ALL_JOB): its
 * handler and starting it (the page follows it through the tasks module's /api/task/detail.json).
 */
import { ErrorCode } from '../../../../domain/errors';
import { TASK_MACHINE } from '../../../../domain/projects/rules';
import { Role, type RoleCode } from '../../../../domain/kernel/roles';
import type { RequestContext } from '../../../http/context';
import { BusinessError } from '../../../http/errors';
import type { JobContext } from '../../../jobs';
import type { consumerProjectContracts as c } from '../../../../domain/projects/consumerContracts';
import type { ParsedBody } from '../../../../domain/kernel/contract';
import { CONSUMER_FINISH_ALL_JOB, type ConsumerDeps, type ConsumerKit } from './kit';
import { recordProjectEvent } from '../events';

export function createConsumerFinishService({ repos, jobs, clock }: ConsumerDeps, kit: ConsumerKit) {
  const { ownProject, requireLead, toJob } = kit;

  /** The handler of CONSUMER_FINISH_ALL_JOB: finishes each unfinished task in its own transaction (resumable). */
  async function finishAllHandler({ job, progress }: JobContext) {
    const { projectCode, channelTenantCode, byAccountId } = job.payload as { projectCode: string; channelTenantCode: string; byAccountId: string };
    const found = await repos.repo.projectAnyTenant(projectCode);
    if (!found || found.project.tenantCode !== channelTenantCode || found.project.customerTenantCode !== job.tenantCode) {
      throw new Error(`project ${projectCode} is gone`);
    }
    const tasks = await repos.repo.tasks(found.project);
    let done = tasks.filter((task) => task.status === 'finished').length;
    await progress(done, tasks.length);
    let finishedNow = 0;
    for (const pending of tasks.filter((task) => task.status !== 'finished')) {
      const changed = await repos.transaction(async (repo, tx) => {
        const task = await repo.task(found.project, pending.stepNo, true);
        if (!task || task.status === 'finished') return false;
        TASK_MACHINE.assertMove(task.status, 'finish', null);
        const now = clock.now();
        await repo.updateTask(task, { status: 'finished', finishedAt: now, submittedAt: task.submittedAt ?? now, updatedAt: now });
        await recordProjectEvent(tx, found.project, {
          type: 'taskFinish',
          actorAccountId: byAccountId,
          summary: `完成全部任务：“${task.title}”（${Role.label(task.roleCode as RoleCode)}）已完成`,
          detail: { stepNo: task.stepNo, jobId: job.id },
          at: now,
        });
        return true;
      });
      done += 1;
      if (changed) finishedNow += 1;
      if (!(await progress(done, tasks.length))) return { finished: finishedNow, abandoned: true };
    }
    return { finished: finishedNow };
  }
  jobs.register(CONSUMER_FINISH_ALL_JOB, finishAllHandler);

  return {
    async finishAll(auth: RequestContext, body: ParsedBody<typeof c.consumerRoleAllFinish>) {
      requireLead(auth);
      const job = await repos.transaction(async (repo, tx) => {
        const { project } = await ownProject(auth, body.projectCode, repo, true);
        const tasks = await repo.tasks(project);
        const running = await jobs.byKey(project.customerTenantCode, CONSUMER_FINISH_ALL_JOB, project.projectCode, { tx });
        if (running && (running.status === 'queued' || running.status === 'running')) return running;
        const pending = tasks.filter((task) => task.status !== 'finished');
        if (!pending.length) throw new BusinessError(ErrorCode.CONSUMER_FINISH_NOTHING);
        const row = await jobs.enqueue(
          {
            tenantCode: project.customerTenantCode,
            kind: CONSUMER_FINISH_ALL_JOB,
            jobKey: project.projectCode,
            title: project.name,
            payload: { projectCode: project.projectCode, channelTenantCode: project.tenantCode, byAccountId: auth.account.accountId },
            createdBy: auth.account.accountId,
            total: tasks.length,
            rerunFinished: true,
          },
          { tx },
        );
        await recordProjectEvent(tx, project, {
          type: 'stateChange',
          actorAccountId: auth.account.accountId,
          summary: `发起完成全部角色任务（${pending.length} 项，后台执行）`,
          detail: { action: 'finishAll', jobId: row.id },
          at: clock.now(),
        });
        return row;
      });
      return toJob(job);
    },
  };
}
