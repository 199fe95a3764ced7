/** Dev mocks of domain/api/marketplace.ts (issue 12), answering from the shared in-memory projects (mock/lib/projectStore.ts). */
import { type MockHandler, toUmiMocks } from './lib/handler';

export const marketplaceMockHandlers: Record<string, MockHandler> = {};

export default toUmiMocks(marketplaceMockHandlers);
