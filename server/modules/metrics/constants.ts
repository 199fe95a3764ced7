/** Source codes the metrics refresh filters on, typed by their areas' enums. */
import type { ResidualStatus } from '../../../domain/engines/risk/labels';
import type { GapDisposalStatus } from '../../../domain/gapAnalysis/enums';

/** A gap disposal still being handled (open). */
export const GAP_DISPOSAL_OPEN: GapDisposalStatus = 'in-handle';
/** A risk whose residual risk is still untreated or awaiting its signed acceptance (open). */
export const RISK_OPEN_STATUSES: readonly ResidualStatus[] = ['untreated', 'pendingAcceptance'];
/** The job kind of the periodic refresh. */
export const METRICS_REFRESH_JOB = 'metrics.refresh';
/** A tenant with more marked projects than this has all its projects recomputed at once. */
export const FULL_TENANT_MARKS = 200;
/** A channel's read refreshes its own marks first when at most this many wait. */
export const READ_REFRESH_MAX_MARKS = 200;
