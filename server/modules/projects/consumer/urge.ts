/**
 * Urges: in-app notice + SMS, one per person and project per PROJECT_URGE_INTERVAL_MINUTES, by the
 * customer's PM or owner or by the consultant delivering the project; the last urge's time and the
 * session account's own urges.
 */
import { isCustomerRoleHolder, urgeNoticeText, urgeTooSoonMessage } from '../../../../domain/projects/consumer';
import { ErrorCode } from '../../../../domain/errors';
import { nextUrgeAt, UrgeType } from '../../../../domain/projects/rules';
import type { RequestContext } from '../../../http/context';
import { BusinessError } from '../../../http/errors';
import type { consumerProjectContracts as c } from '../../../../domain/projects/consumerContracts';
import type { ParsedBody, ParsedQuery } from '../../../../domain/kernel/contract';
import { type ConsumerDeps, type ConsumerKit, iso } from './kit';
import { recordProjectEvent } from '../events';

export function createConsumerUrgeService({ repos, accountDirectory, smsSender, clock, config, log }: ConsumerDeps, kit: ConsumerKit) {
  const intervalMinutes = config.PROJECT_URGE_INTERVAL_MINUTES;
  const { urgeableProject, membersOf, toUrges } = kit;

  return {
    async urge(auth: RequestContext, body: ParsedBody<typeof c.consumerUrge>) {
      const people = await accountDirectory.accountNames([body.accountId, auth.account.accountId]);
      const { urge, phone, text } = await repos.transaction(async (repo, tx) => {
        // The project row lock serialises urges of one project, so two at once cannot both pass the interval.
        const { project } = await urgeableProject(auth, body.projectCode, repo, true);
        const members = await membersOf(project.customerTenantCode, { tx });
        if (!isCustomerRoleHolder(members.get(body.accountId) ?? []) || body.accountId === auth.account.accountId) {
          throw new BusinessError(ErrorCode.CONSUMER_URGE_TARGET_INVALID);
        }
        const now = clock.now();
        const targetName = people.get(body.accountId)?.showName ?? body.accountId;
        const last = await repo.lastUrge(project.projectCode, body.accountId);
        const next = nextUrgeAt(last?.at ?? null, now, intervalMinutes);
        if (last && next) throw new BusinessError(ErrorCode.CONSUMER_URGE_TOO_SOON, urgeTooSoonMessage(targetName, last.at, next));
        const byName = people.get(auth.account.accountId)?.showName ?? auth.account.accountId;
        const row = await repo.insertUrge({
          tenantCode: project.tenantCode,
          projectCode: project.projectCode,
          urgeType: body.urgeType,
          targetAccountId: body.accountId,
          byAccountId: auth.account.accountId,
          byTenantCode: auth.tenant?.tenantCode ?? '',
          message: body.message,
          at: now,
        });
        await recordProjectEvent(tx, project, {
          type: 'urge',
          actorAccountId: auth.account.accountId,
          summary: `催办 ${targetName}（${UrgeType.label(body.urgeType)}）`,
          detail: { urgeId: row.id, target: body.accountId, urgeType: body.urgeType },
          at: now,
        });
        return {
          urge: row,
          phone: people.get(body.accountId)?.phone ?? null,
          text: urgeNoticeText(project.name, UrgeType.label(body.urgeType), byName, body.message),
        };
      });
      // The SMS goes after the commit; the urge stands (and says so) when no SMS could go out.
      let sent = urge;
      if (phone && smsSender.sendNotice) {
        try {
          await smsSender.sendNotice({ phone, text, purpose: 'urge' });
          await repos.repo.markUrgeSent(urge.id);
          sent = { ...urge, smsSent: true };
        } catch (error) {
          log.warn({ urgeId: urge.id, err: error instanceof Error ? error.message : String(error) }, 'urge SMS not sent');
        }
      }
      const [item] = await toUrges([sent]);
      return { ...item, nextAllowedAt: new Date(urge.at.getTime() + intervalMinutes * 60_000).toISOString() };
    },

    async lastUrgeTime(auth: RequestContext, query: ParsedQuery<typeof c.consumerLastUrgeTime>) {
      const { project } = await urgeableProject(auth, query.projectCode);
      const last = await repos.repo.lastUrge(project.projectCode, query.accountId);
      const next = nextUrgeAt(last?.at ?? null, clock.now(), intervalMinutes);
      return { lastUrgeAt: iso(last?.at ?? null), nextAllowedAt: iso(next), intervalMinutes };
    },

    async myUrges(auth: RequestContext, query: ParsedQuery<typeof c.consumerMyUrges>) {
      if (auth.tenant?.type !== 'customer') return { list: [], total: 0, current: query.current, pageSize: query.pageSize };
      const { rows, total } = await repos.repo.forCustomer(auth.tenant.tenantCode).myUrges(auth.account.accountId, query);
      const urges = await toUrges(rows.map((row) => row.urge));
      return {
        list: urges.map((urge, index) => ({ ...urge, projectCode: rows[index].urge.projectCode, projectName: rows[index].projectName })),
        total,
        current: query.current,
        pageSize: query.pageSize,
      };
    },
  };
}
