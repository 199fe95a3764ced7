/**
 * What a module contributes to an installation's data (its seed.ts): rows every installation
 * needs, and its part of the demo set. The parts are listed in server/modules/index.ts and run by
 * server/startup.ts; this file is only their shape.
 */
import type { DbOrTx } from './client';

export interface SeedContext {
  /** The time written into the rows (one instant for the whole seed). */
  now: Date;
  /** scrypt cost (log2 N) of seeded password hashes; undefined = the production default. */
  passwordScryptLogN?: number;
  /** Whether the demo set includes its year of history (config DEMO_HISTORY; absent = without). */
  demoHistory?: boolean;
}

export interface SeedPart {
  /** The area, as in server/modules/<area>/. */
  area: string;
  /** Rows every installation needs, demo or not; idempotent (insert … on conflict do nothing). */
  base?(db: DbOrTx, context: SeedContext): Promise<void>;
  /**
   * The area's demo rows: slow work (e.g. hashing the demo password) happens here, before the one
   * demo transaction opens; the insert it answers runs inside that transaction, in list order.
   */
  demo?(context: SeedContext): Promise<(tx: DbOrTx) => Promise<void>>;
}
