/** Every contract, by area. The server registers, the mocks answer and the OpenAPI document lists exactly these. */
import type { AnyContract } from './contract';
import { toolKitContracts } from './toolKit';
import { userContracts } from './user';

export * from './contract';
export const CONTRACTS = { ...userContracts, ...toolKitContracts } as const satisfies Record<string, AnyContract>;
export const ALL_CONTRACTS: readonly AnyContract[] = Object.values(CONTRACTS);
