/**
 * The consultant's judgement of a questionnaire item (control information, issue 13): which fields
 * an item of each kind needs before scoring may use it. Server (questionnaireService) and mocks
 * both ask here; messages are Chinese and name what is missing.
 */
import type { ControlJudgement } from './contracts';
import type { QuestionnaireItemKind } from './enums';

/** Problems of a judgement for an item of this kind; empty when it is complete. */
export function judgementProblems(kind: QuestionnaireItemKind, judgement: ControlJudgement): string[] {
  if (kind === 'template') return ['通用问题不需要顾问判定，请对等保控制点或 ISO 条款、控制措施进行判定'];
  const problems: string[] = [];
  const mlpsFields = judgement.result !== undefined || judgement.issueRisk !== undefined || judgement.importance !== undefined;
  const isoFields =
    judgement.current !== undefined || judgement.target !== undefined || judgement.applicable !== undefined || judgement.key !== undefined;
  if (kind === 'mlps') {
    if (isoFields) problems.push('等保控制点不填写成熟度或适用性，请选择符合情况');
    if (!judgement.result) problems.push('请选择该控制点的符合情况');
    if (judgement.result === 'nonconform' && !judgement.issueRisk) problems.push('判定为“不符合”时请选择问题的风险等级');
    return problems;
  }
  if (mlpsFields) problems.push('ISO 条款与控制措施不填写等保符合情况，请填写成熟度');
  if (kind === 'isoClause' && judgement.applicable === false) problems.push('ISO/IEC 27001 第 4–10 章的条款均为必须满足的要求，不能判定为不适用');
  if (judgement.applicable !== false && judgement.current === undefined) problems.push('请填写当前成熟度');
  if (judgement.current !== undefined && judgement.target !== undefined && judgement.target < judgement.current)
    problems.push('目标成熟度不能低于当前成熟度');
  return problems;
}
