/** Contracts of the projects area (issue 12), part: 服务市场与购买（/project）. See server/modules/projects/index.ts. */
import type { AnyContract } from './contract';

export const marketplaceContracts = {} as const satisfies Record<string, AnyContract>;
