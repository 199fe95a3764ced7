/**
 * The project timeline (project_events), append-only: every part records what it changed in the
 * same transaction as the change, as one Chinese sentence the group detail shows.
 */
import type { DbOrTx } from '../../db/client';
import { projectEvents } from '../../db/schema';
import type { ProjectTimelineEventType } from '../../db/schema';

export interface ProjectEventInput {
  tenantCode: string;
  groupCode: string;
  projectCode?: string | null;
  type: ProjectTimelineEventType;
  actorAccountId: string | null;
  summary: string;
  detail?: Record<string, unknown>;
  at: Date;
}

export async function recordProjectEvents(db: DbOrTx, events: readonly ProjectEventInput[]): Promise<void> {
  if (!events.length) return;
  await db.insert(projectEvents).values(events.map((event) => ({ ...event, projectCode: event.projectCode ?? null, detail: event.detail ?? {} })));
}

/** Records one event about one project: its tenant, group and code are the project's. */
export async function recordProjectEvent(
  db: DbOrTx,
  project: { tenantCode: string; groupCode: string; projectCode: string },
  event: Omit<ProjectEventInput, 'tenantCode' | 'groupCode' | 'projectCode'>,
): Promise<void> {
  await recordProjectEvents(db, [{ tenantCode: project.tenantCode, groupCode: project.groupCode, projectCode: project.projectCode, ...event }]);
}
