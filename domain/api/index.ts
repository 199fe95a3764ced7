/** Every contract, by area. The server registers, the mocks answer and the OpenAPI document lists exactly these. */
import type { AnyContract } from './contract';
import { userContracts } from './user';

export * from './contract';
export const CONTRACTS = { ...userContracts } as const satisfies Record<string, AnyContract>;
export const ALL_CONTRACTS: readonly AnyContract[] = Object.values(CONTRACTS);
