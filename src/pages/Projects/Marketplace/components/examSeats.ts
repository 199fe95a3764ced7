/**
 * An internal-auditor exam bought in the marketplace (serviceKind exam): each project is one seat,
 * one attempt of one of the customer's candidates (名额 = 考试次数). The dialog asks only how many;
 * the seats are named after the customer and numbered.
 */
import { PROJECT_NAME_MAX, PROJECTS_PER_GROUP_MAX } from '@domain/projects/rules';

export const SEATS_LABEL = '名额数量';
export const SEATS_HELP = '每个名额可供客户的一名内审员参加一次考试（名额 = 考试次数），考生开始考试时占用一个名额。';

/** How many seats one purchase may buy: the group's limit and the quota left. */
export const maxSeats = (remainingQuota: number) => Math.max(1, Math.min(PROJECTS_PER_GROUP_MAX, remainingQuota));

/** "示例科技有限公司内审员考试名额1" … ; a long customer name is shortened to keep each name within PROJECT_NAME_MAX. */
export function examSeatObjects(customerName: string, seats: number): { name: string; level: null }[] {
  return Array.from({ length: seats }, (_, index) => {
    const suffix = `内审员考试名额${index + 1}`;
    return { name: `${customerName.trim().slice(0, PROJECT_NAME_MAX - suffix.length)}${suffix}`, level: null };
  });
}
