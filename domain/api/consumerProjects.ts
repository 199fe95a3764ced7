/** Contracts of the projects area (issue 12), part: 客户的服务与项目（/systemManage）. See server/modules/projects/index.ts. */
import type { AnyContract } from './contract';

export const consumerProjectContracts = {} as const satisfies Record<string, AnyContract>;
