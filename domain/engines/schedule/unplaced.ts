/**
 * Why an audit stayed unplaced, in the scheduler's words: for each rule that blocked every team,
 * which assessors it kept out (at most three named).
 */
import { personLabel } from './check';
import { HardConstraint, type Violation } from './model';
import { type Blocker, type Candidate, MAX_AUDIT_WORKDAYS, type Planner, type Search } from './planner';

const BLOCKER_PHRASES: Record<Blocker, string> = {
  qualification: '注册资格在审核结束日前到期',
  impartiality: '与受审核方存在利益冲突',
  availability: '休假或不可用',
  overlap: '已有其他审核（时间冲突）',
  monthlyLimit: '将超过每月审核天数上限',
};

export function unplacedReasons(planner: Planner, candidate: Candidate, search: Search): Violation[] {
  const { audit } = candidate;
  const out: Violation[] = [];
  const names = (codes: Set<string>) => {
    const list = [...codes].slice(0, 3).map((code) => personLabel(planner.byCode.get(code), code));
    return `${list.join('、')}${codes.size > 3 ? `等 ${codes.size} 人` : ''}`;
  };
  const sorted = (map: Map<Blocker, Set<string>>) => [...map.entries()].sort((a, b) => b[1].size - a[1].size);
  const detail = (map: Map<Blocker, Set<string>>) =>
    sorted(map)
      .map(([blocker, codes]) => `${codes.size} 人${BLOCKER_PHRASES[blocker]}`)
      .join('，') || '无候选人';
  if (search.noLeader > 0)
    out.push({
      constraint: 'teamLeader',
      auditCode: audit.code,
      message: `审核时间窗口内没有可用的审核组长（具备组长能力的 ${candidate.pools.leaders.length} 人中：${detail(search.blockers.leader)}）`,
    });
  if (search.fewAuditors > 0)
    out.push({
      constraint: 'manDays',
      auditCode: audit.code,
      message: `审核时间窗口内可用的审核员不足以完成 ${audit.requiredDays} 人日（${detail(search.blockers.auditor)}）`,
    });
  if (search.uncovered.size > 0)
    out.push({
      constraint: 'competence',
      auditCode: audit.code,
      message: `无满足专业代码 ${[...search.uncovered].join('、')} 的审核员且无技术专家可用`,
    });
  const all = new Map<Blocker, Set<string>>();
  for (const map of Object.values(search.blockers))
    for (const [blocker, codes] of map) all.set(blocker, new Set([...(all.get(blocker) ?? []), ...codes]));
  for (const [blocker, codes] of sorted(all))
    out.push({ constraint: blocker, auditCode: audit.code, message: `${HardConstraint.label(blocker)}：${names(codes)}${BLOCKER_PHRASES[blocker]}` });
  if (out.length === 0 && search.attempts === 0) {
    // No team size fits: too few auditors for the required days within the window.
    const longest = Math.min(MAX_AUDIT_WORKDAYS, candidate.workdays.length);
    out.push({
      constraint: 'manDays',
      auditCode: audit.code,
      message: `可担任审核组长或审核员的仅 ${candidate.pools.auditors.length} 人，每人至多 ${longest} 个工作日，无法完成 ${audit.requiredDays} 人日`,
    });
  }
  if (out.length === 0)
    out.push({
      constraint: 'window',
      auditCode: audit.code,
      message: `审核时间窗口 ${audit.windowFrom} 至 ${audit.windowTo} 内找不到满足全部硬约束的日期与审核组`,
    });
  return out;
}
