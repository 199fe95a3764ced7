/**
 * The background task `isoDocuments.generate` (domain/tasks/kinds.ts): the handler of
 * ./generation.ts registered with app.taskKinds, so the task panel and GET /api/task/detail.json
 * show it with its progress. Submitted by POST generate/file (or POST /api/task/submit.json with
 * the same checks); the job key is the project code: one generation per project at a time.
 */
import { z } from 'zod';
import { text } from '../../../../domain/kernel/text';
import { ISO_DOCUMENTS_GENERATE_TASK } from '../../../../domain/tasks/kinds';
import type { TaskKindRegistry } from '../../tasks';
import type { Generation } from './generation';

const payload = z.object({
  projectCode: text({ max: 40, required: '请指定项目（projectCode）' }),
  docCodes: z
    .array(text({ max: 40 }), { error: '文件编号（docCodes）须为数组' })
    .max(500)
    .optional(),
  overwriteReplaced: z.boolean({ error: '覆盖替换文件（overwriteReplaced）须为布尔值' }).optional(),
});

export function registerGenerateTask(
  taskKinds: TaskKindRegistry,
  generation: Generation,
  projectName: (projectCode: string) => Promise<string>,
): void {
  taskKinds.register({
    kind: ISO_DOCUMENTS_GENERATE_TASK,
    payload,
    rerunFinished: true,
    authorize: async (caller, input) => {
      await generation.authorize(caller, input);
    },
    jobKey: ({ projectCode }) => projectCode,
    title: ({ projectCode }) => projectName(projectCode),
    handler: async ({ payload: input, job, progress, actAs }) => generation.run(await actAs(), input, job, progress),
  });
}
