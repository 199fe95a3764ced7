/**
 * The planners' board (and platform delivery's read-only view): the period's audits per audit and
 * per assessor, 智能排期 (proposal → accept or discard), hand edits in a dialog, publishing the
 * drafts (selected or all) after a confirmation.
 */
import { Alert, Button, Card, Select, Space, Tabs, message } from 'antd';
import type React from 'react';
import { useCallback, useEffect, useState } from 'react';
import ConfirmAction from '@/components/ListKit/ConfirmAction';
import {
  type ScheduleAuditRow,
  type ScheduleBoard,
  type ScheduleProposal,
  scheduleAccept,
  scheduleBoard,
  schedulePropose,
  schedulePublish,
} from '@/services/schedule';
import AssessorCalendar from './AssessorCalendar';
import AuditTable from './AuditTable';
import { PROPOSE_TEXT, PUBLISH_TEXT } from './labels';
import PlanDialog from './PlanDialog';
import ProposalModal from './ProposalModal';

interface Props {
  from: string;
  to: string;
}

const monthsOf = (from: string, to: string): string[] => {
  const out: string[] = [];
  let [y, m] = from.split('-').map(Number) as [number, number];
  while (`${y}-${String(m).padStart(2, '0')}` <= to.slice(0, 7)) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
};

const Board: React.FC<Props> = ({ from, to }) => {
  const [body, setBody] = useState<string>();
  const [data, setData] = useState<ScheduleBoard>();
  const [failed, setFailed] = useState<string>();
  const [loading, setLoading] = useState(false);
  const [proposal, setProposal] = useState<ScheduleProposal | null>(null);
  const [proposing, setProposing] = useState(false);
  const [accepting, setAccepting] = useState(false);
  const [editing, setEditing] = useState<ScheduleAuditRow | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [month, setMonth] = useState(from.slice(0, 7));

  const load = useCallback(() => {
    setLoading(true);
    scheduleBoard({ from, to, bodyTenantCode: body }, { skipErrorHandler: true })
      .then((board) => {
        setData(board);
        setFailed(undefined);
        setSelected((codes) => codes.filter((code) => board.audits.some((a) => a.auditCode === code && a.scheduleState === 'draft')));
      })
      .catch((error) => setFailed(error instanceof Error ? error.message : '加载失败'))
      .finally(() => setLoading(false));
  }, [from, to, body]);
  useEffect(load, [load]);
  useEffect(() => setMonth(from.slice(0, 7)), [from]);

  const propose = async () => {
    setProposing(true);
    try {
      setProposal(await schedulePropose({ from, to }));
    } catch {
      // shown by the request layer
    } finally {
      setProposing(false);
    }
  };
  const accept = async () => {
    if (!proposal) return;
    setAccepting(true);
    try {
      const plans = proposal.plans.map(({ auditCode, startDate, endDate, members }) => ({
        auditCode,
        startDate,
        endDate,
        members: members.map(({ assessorCode, role, days }) => ({ assessorCode, role, days })),
      }));
      const { saved } = await scheduleAccept({ plans });
      message.success(`已保存 ${saved} 项排期草稿`);
      setProposal(null);
      load();
    } catch {
      // shown by the request layer; the proposal stays open
    } finally {
      setAccepting(false);
    }
  };

  if (failed) return <Alert type="warning" showIcon message={failed} />;
  const editable = !!data?.editable;
  const drafts = data?.audits.filter((a) => a.scheduleState === 'draft') ?? [];
  const toPublish = selected.length > 0 ? selected : drafts.map((a) => a.auditCode);
  return (
    <>
      <Card style={{ marginBottom: 16 }}>
        <Space wrap>
          {data && data.bodies.length > 0 && (
            <Select
              aria-label="认证机构"
              style={{ width: 220 }}
              value={data.bodyTenantCode}
              options={data.bodies.map((b) => ({ value: b.tenantCode, label: b.tenantZhName }))}
              onChange={setBody}
            />
          )}
          {data && !editable && <span>{data.bodyName}（只读）</span>}
          {editable && (
            <Button type="primary" loading={proposing} onClick={propose}>
              {PROPOSE_TEXT}
            </Button>
          )}
          {editable && (
            <ConfirmAction
              title={selected.length > 0 ? `发布所选的 ${selected.length} 项排期？` : `发布周期内全部 ${drafts.length} 项排期草稿？`}
              description="发布后审核变为已排期，审核组成员和客户可以看到日期"
              successMessage="排期已发布"
              action={() => schedulePublish({ from, to, auditCodes: toPublish })}
              onDone={() => {
                setSelected([]);
                load();
              }}
            >
              <Button disabled={drafts.length === 0}>{PUBLISH_TEXT}</Button>
            </ConfirmAction>
          )}
          {data && (
            <span>
              待排期 {data.audits.filter((a) => a.scheduleState === 'unscheduled').length} 项，草稿 {drafts.length} 项，已发布{' '}
              {data.audits.filter((a) => a.scheduleState === 'published').length} 项
            </span>
          )}
        </Space>
      </Card>
      <Tabs
        items={[
          {
            key: 'audits',
            label: '按审核',
            children: (
              <AuditTable
                audits={data?.audits ?? []}
                editable={editable}
                loading={loading || !data}
                selected={selected}
                onSelect={setSelected}
                onAdjust={setEditing}
                onChanged={load}
              />
            ),
          },
          {
            key: 'assessors',
            label: '按审核员',
            children: (
              <>
                <Select
                  aria-label="月份"
                  style={{ width: 140, marginBottom: 12 }}
                  value={month}
                  options={monthsOf(from, to).map((value) => ({ value, label: value }))}
                  onChange={setMonth}
                />
                <AssessorCalendar
                  month={month}
                  audits={data?.audits ?? []}
                  assessors={data?.assessors ?? []}
                  onOpen={editable ? setEditing : undefined}
                />
              </>
            ),
          },
        ]}
      />
      <ProposalModal proposal={proposal} accepting={accepting} onAccept={accept} onDiscard={() => setProposal(null)} />
      <PlanDialog
        audit={editing}
        assessors={data?.assessors ?? []}
        onClose={() => setEditing(null)}
        onSaved={() => {
          message.success('排期已保存为草稿');
          setEditing(null);
          load();
        }}
      />
    </>
  );
};

export default Board;
