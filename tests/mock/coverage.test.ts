/**
 * `npm run dev:mock` answers every call the web app can make: each contract of domain/api has a
 * mock handler (or a mock download) in exactly one mock module.
 */
import { describe, expect, it } from 'vitest';
import { ALL_CONTRACTS } from '../../domain/api';
import { contractKey } from '../../mock/lib/handler';
import { announcementMockHandlers } from '../../mock/announcement';
import { userMockHandlers } from '../../mock/user';
import { walletMockDownloads, walletMockHandlers } from '../../mock/wallet';

describe('the mocks', () => {
  it('cover every contract exactly once', () => {
    const modules = [userMockHandlers, announcementMockHandlers, walletMockHandlers, walletMockDownloads];
    const keys = modules.flatMap((handlers) => Object.keys(handlers));
    const duplicates = keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(duplicates).toEqual([]);
    const missing = ALL_CONTRACTS.map(contractKey).filter((key) => !keys.includes(key));
    expect(missing).toEqual([]);
  });
});
