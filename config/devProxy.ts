/**
 * The `npm run dev` proxy (API_PROXY): every path prefix the contracts use goes to the real
 * server, so a contract with a new prefix works in dev without editing .umirc.ts by hand.
 */
import { ALL_CONTRACTS, type AnyContract } from '../domain/api';

/** The first path segments of the contracts, as proxy keys: ['/api', '/consulting', '/user']. */
export function apiPathPrefixes(contracts: readonly AnyContract[] = ALL_CONTRACTS): string[] {
  const prefixes = new Set(contracts.map((contract) => `/${contract.path.split('/')[1]}`));
  return [...prefixes].sort();
}

/** Umi's `proxy` config sending every contract prefix to `target`. */
export function devProxy(target: string, contracts: readonly AnyContract[] = ALL_CONTRACTS) {
  return Object.fromEntries(apiPathPrefixes(contracts).map((prefix) => [prefix, { target, changeOrigin: true }]));
}
