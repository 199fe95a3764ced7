import { expect } from 'vitest';
import { EngineInputError } from '../../../domain/engines/errors';

/** The EngineInputError `run` throws; fails the test when it throws anything else or nothing. */
export function thrown(run: () => unknown): EngineInputError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(EngineInputError);
    return error as EngineInputError;
  }
  throw new Error('expected an EngineInputError');
}

/** The Chinese issue list of the EngineInputError `run` throws. */
export const issuesOf = (run: () => unknown): string[] => [...thrown(run).issues];
