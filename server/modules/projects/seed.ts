/**
 * Demo rows of the projects area (domain/projects/demo.ts, flattened by demoProjectRows):
 * 安衡咨询's purchases for its customers, their projects in different states, the assignment
 * history, the customer's tasks and the timeline. The wallet debits of these demo purchases are
 * not replayed (the demo balances are the wallet area's own demo data).
 */
import { demoProjectRows } from '../../../domain/demo';
import { projectAssignments, projectEvents, projectGroups, projects, projectTasks } from '../../db/schema';
import type { SeedPart } from '../../db/seed';

export const projectsSeed: SeedPart = {
  area: 'projects',
  async demo({ now }) {
    const rows = demoProjectRows(now);
    return async (tx) => {
      const inserted = await tx.insert(projectGroups).values(rows.groups).onConflictDoNothing().returning({ groupCode: projectGroups.groupCode });
      // Seeded once: a second demo seed (the groups exist) adds nothing.
      if (inserted.length === 0) return;
      await tx.insert(projects).values(rows.projects);
      if (rows.tasks.length) await tx.insert(projectTasks).values(rows.tasks);
      if (rows.assignments.length) await tx.insert(projectAssignments).values(rows.assignments);
      await tx.insert(projectEvents).values(rows.events.map((event) => ({ ...event, detail: {} })));
    };
  },
};
