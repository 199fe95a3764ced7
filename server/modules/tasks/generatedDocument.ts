/**
 * The handler of a task that generates a project's document (a Word report, later an ISO
 * document): the document built as the submitter, with their rights at that moment, then stored
 * as the project's file with source 'ai' (seen by whoever may see the project); the task's result
 * is that file, downloaded from the task panel. Two steps: built, stored.
 */
import type { FileResponse } from '../../http/registerContract';
import type { RequestContext } from '../../http/context';
import type { FileService } from '../files';
import type { TaskHandlerContext, TaskResult } from './registry';

export function generatedDocumentHandler<P extends { projectCode: string }>(
  fileService: Pick<FileService, 'storeProjectFile'>,
  build: (caller: RequestContext, payload: P) => Promise<FileResponse>,
): (context: TaskHandlerContext<P>) => Promise<TaskResult> {
  return async ({ payload, caller, actAs, progress }) => {
    const file = await build(await actAs(), payload);
    await progress(1, 2);
    const stored = await fileService.storeProjectFile({
      projectCode: payload.projectCode,
      source: 'ai',
      fileName: file.fileName,
      // Documents are built in memory (a Buffer, never a stream).
      data: file.body as Buffer,
      accountId: caller.accountId,
    });
    await progress(2, 2);
    return { objectId: stored.objectId, fileName: stored.fileName };
  };
}
