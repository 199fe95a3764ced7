/**
 * The file store's failures (unreachable, credentials refused, bucket missing: StorageUnavailableError
 * from a driver) as the Chinese FILE_STORAGE_UNAVAILABLE answer instead of a 500; the driver's
 * error goes to the log for the operator. Used by every module that reads or writes stored bytes.
 */
import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode } from '../../../domain/errors';
import { BusinessError } from '../../http/errors';
import { StorageUnavailableError } from '../../storage';

export async function withStore<T>(log: Pick<FastifyBaseLogger, 'error'>, what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof StorageUnavailableError)) throw error;
    log.error({ err: error, driver: error.driver }, `file storage unavailable (${what})`);
    throw new BusinessError(ErrorCode.FILE_STORAGE_UNAVAILABLE);
  }
}
