/**
 * Dev mocks of domain/auditLog/contracts.ts (`npm run dev:mock`): the entries the platform console's
 * mocks recorded (mock/lib/auditStore.ts), filtered and paged like the server.
 */
import { auditLogContracts as c } from '../domain/auditLog/contracts';
import { chinaDayRange } from '../domain/kernel/chinaTime';
import { ok } from '../domain/errors';
import { auditEntries } from './lib/auditStore';
import { contractKey, guardedSession, pageOf, parseOr, toUmiMocks, type MockHandler } from './lib/handler';

export const auditLogMockHandlers: Record<string, MockHandler> = {
  [contractKey(c.auditLogList)]: guardedSession(c.auditLogList, ({ query }) => {
    const parsed = parseOr(c.auditLogList.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const { current, pageSize, area, keyword, startDate, endDate } = parsed.value;
    const { from, to } = chinaDayRange({ startDate, endDate });
    const needle = keyword?.toLowerCase();
    const rows = auditEntries().filter((entry) => {
      const at = Date.parse(entry.at);
      if (area && entry.area !== area) return false;
      if (from && at < from.getTime()) return false;
      if (to && at >= to.getTime()) return false;
      return !needle || [entry.action, entry.targetName, entry.targetId, entry.actorName].some((field) => field.toLowerCase().includes(needle));
    });
    return { envelope: ok(pageOf(rows, { current, pageSize })) };
  }),
};

export default toUmiMocks(auditLogMockHandlers);
