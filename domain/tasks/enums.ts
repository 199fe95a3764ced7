/** Background tasks (后台任务): a task is a row of the jobs table (server/jobs). */
import { defineEnum } from '../kernel/enums';

/** A background task's status, as the jobs table stores it and the task panel shows it. */
export const JobStatus = defineEnum({ queued: '排队中', running: '进行中', succeeded: '已完成', failed: '失败' });
export type JobStatus = (typeof JobStatus.values)[number];
