/**
 * Raised by the calculation engines when inputs or configurations are out of range or
 * inconsistent. `message` is Chinese and names the offending field; `issues` lists every problem
 * found (the first one is the message), so a form can show them all at once.
 */
export class EngineInputError extends Error {
  readonly issues: readonly string[];
  constructor(issues: string | readonly string[]) {
    const list = typeof issues === 'string' ? [issues] : issues;
    super(list[0] ?? '输入无效');
    this.name = 'EngineInputError';
    this.issues = list;
  }
}

/** Throws an EngineInputError when `issues` is not empty. */
export function assertNoIssues(issues: readonly string[]): void {
  if (issues.length > 0) throw new EngineInputError(issues);
}
