import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files run one after another on one server and database, in name order: a later file may change
 * what an earlier one relies on (tenantAdmin.e2e.ts approves the pending channel that
 * roles.e2e.ts expects to be refused), so the order must not depend on past durations.
 */
class ByName extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}

export default defineConfig({
  test: {
    root: `${import.meta.dirname}/../..`,
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    // Each test logs in through the UI (a full reload) and walks several pages on a shared 2-core machine.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    sequence: { sequencer: ByName },
  },
});
