/**
 * The actions on one attempt for the channel (the results list and a seat's drawer): 阅卷 while
 * written answers wait and the caller may grade (ATTEMPT_MACHINE), 查看结果 once submitted, 证书
 * (Word) once issued. The drawers load on first open.
 */
import { useModel } from '@umijs/max';
import { Space, Typography } from 'antd';
import type React from 'react';
import { lazy, Suspense, useState } from 'react';
import { ATTEMPT_MACHINE } from '@domain/exam/attempt';
import type { AttemptSummary } from '@/services/attempt';
import CertificateLink from './CertificateLink';
import { GRADE_TEXT, RESULT_TEXT } from './labels';

const GradeDrawer = lazy(() => import('./GradeDrawer'));
const ResultDrawer = lazy(() => import('./ResultDrawer'));

/** Whether the attempt waits for the caller's review. */
export function canGrade(row: Pick<AttemptSummary, 'state' | 'pendingCount'>, user: Parameters<typeof ATTEMPT_MACHINE.allowedActions>[1]): boolean {
  return row.pendingCount > 0 && ATTEMPT_MACHINE.allowedActions(row.state, user).some((move) => move.action === 'grade');
}

const AttemptActions: React.FC<{ row: AttemptSummary; onChanged: () => void }> = ({ row, onChanged }) => {
  const { initialState } = useModel('@@initialState');
  const [open, setOpen] = useState<'grade' | 'result' | null>(null);
  return (
    <Space size="middle" wrap>
      {canGrade(row, initialState?.currentUser) ? <Typography.Link onClick={() => setOpen('grade')}>{GRADE_TEXT}</Typography.Link> : null}
      {row.state !== 'inProgress' ? <Typography.Link onClick={() => setOpen('result')}>{RESULT_TEXT}</Typography.Link> : null}
      {row.certificateNo ? <CertificateLink attemptCode={row.attemptCode} certificateNo={row.certificateNo} /> : null}
      <Suspense fallback={null}>
        {open === 'grade' ? <GradeDrawer attemptCode={row.attemptCode} onClose={() => setOpen(null)} onGraded={onChanged} /> : null}
        {open === 'result' ? <ResultDrawer attemptCode={row.attemptCode} onClose={() => setOpen(null)} /> : null}
      </Suspense>
    </Space>
  );
};

export default AttemptActions;
