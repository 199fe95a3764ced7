/** src/access.ts returns exactly the domain's flags for the current user. */
import { describe, expect, it } from 'vitest';
import { computeAccess } from '@domain/kernel/access';
import { DEMO_ACCOUNTS } from '@domain/demo';
import { access } from './accessOf';
import { demoUser } from './fixtures';

describe('src/access.ts', () => {
  it.each(DEMO_ACCOUNTS.map((a) => a.phone))('%s: the same flags as computeAccess', (phone) => {
    const user = demoUser(phone);
    expect(access({ currentUser: user, failed: false })).toEqual(computeAccess(user));
  });

  it('without a user every flag is false', () => {
    expect(Object.values(access(undefined)).every((flag) => flag === false)).toBe(true);
    expect(Object.values(access({ failed: true })).every((flag) => flag === false)).toBe(true);
  });
});
