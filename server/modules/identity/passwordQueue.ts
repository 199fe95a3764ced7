/**
 * Bounded password hashing. scrypt runs on libuv's small thread pool (4 threads by default) and
 * costs ~0.4 s and 128 MiB per check on purpose, so a few anonymous logins at once (unknown phones
 * cost the same, no enumeration) starved every other request: 16 parallel logins took
 * getUserInfo's median from 79 to 542 ms. Here at most `concurrency` checks run at once and at
 * most `maxWaiting` more wait (first come, first served); a password login beyond that is refused
 * at admission, before it costs anything (HTTP 429, domain/identity/login.ts LOGIN_BUSY_MESSAGE).
 *
 * Per process on purpose: what it protects is this process's CPU, memory and thread pool; it
 * decides nothing about an account (the limits that do live in the database).
 */
import { hashPassword, verifyPassword } from './passwords';

/** The two costly operations; the app's `passwordHashing` option can swap them (tests hold them). */
export interface PasswordHashing {
  verify(password: string, stored: string): Promise<boolean>;
  hash: typeof hashPassword;
}

/** Resolved at call time, so a test that wraps the passwords module (vi.mock) is seen. */
export const scryptHashing: PasswordHashing = {
  verify: (password, stored) => verifyPassword(password, stored),
  hash: (password, params) => hashPassword(password, params),
};

/** A place in the queue for one login: its hashing waits for a free slot; `leave` when the login is over. */
export interface HashingTicket extends PasswordHashing {
  leave(): void;
}

export interface PasswordQueue {
  /** A ticket, or undefined when `concurrency` checks run and `maxWaiting` logins wait already. */
  admit(): HashingTicket | undefined;
}

export function createPasswordQueue(
  hashing: PasswordHashing,
  { concurrency, maxWaiting }: { concurrency: number; maxWaiting: number },
): PasswordQueue {
  let admitted = 0;
  let running = 0;
  const waiting: (() => void)[] = [];

  async function inSlot<T>(work: () => Promise<T>): Promise<T> {
    if (running < concurrency) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      // The slot passes straight to the next waiter, so a newcomer cannot overtake it.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  }

  return {
    admit() {
      if (admitted >= concurrency + maxWaiting) return undefined;
      admitted++;
      let left = false;
      return {
        verify: (password, stored) => inSlot(() => hashing.verify(password, stored)),
        hash: (password, params) => inSlot(() => hashing.hash(password, params)),
        leave() {
          if (left) return;
          left = true;
          admitted--;
        },
      };
    },
  };
}
