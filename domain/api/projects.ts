/** Contracts of the projects area (issue 12), part: 渠道与平台的项目交付（/projectList, /platformDelivery）. See server/modules/projects/index.ts. */
import type { AnyContract } from './contract';

export const channelProjectContracts = {} as const satisfies Record<string, AnyContract>;
