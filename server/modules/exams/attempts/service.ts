/**
 * The exam attempts' service (issue 30 items 3–6): the candidate's calls (candidate.ts) and the
 * channel's review and the certificates (review.ts) over one shared core (core.ts: the moves,
 * closing at the deadline, the drawn-paper cache, who may see an attempt).
 */
import { createCandidateService } from './candidate';
import { type AttemptDeps, createAttemptCore } from './core';
import { createReviewService } from './review';

export type { AttemptDeps } from './core';

export function createAttemptService(deps: AttemptDeps) {
  const core = createAttemptCore(deps);
  return { ...createCandidateService(core), ...createReviewService(core) };
}

export type AttemptService = ReturnType<typeof createAttemptService>;
