/**
 * The audit execution's forms (modal forms of FormKit, rules from the contracts): the audit plan,
 * a finding, completing an audit, a corrective action, returning one, the technical review, the
 * decision and a certificate's status.
 */
import { message } from 'antd';
import type React from 'react';
import { ReportConclusions } from '@domain/certification/audits';
import {
  certAuditComplete,
  certAuditSavePlan,
  certCertificateStatus,
  certDecision,
  certFindingSave,
  certFindingSubmit,
  certFindingVerify,
  certTechnicalReview,
} from '@domain/certification/auditContracts';
import { CertDecision, FindingGrade } from '@domain/certification/enums';
import { ModalForm, ProFormList, ProFormRadio, ProFormSelect, ProFormText, ProFormTextArea } from '@/components/FormKit';
import { zodRule } from '@/components/FormKit/zodRule';
import * as api from '@/services/audit';
import type { AuditView, FindingItem } from '@/services/audit';

/** Runs a call; on failure (already shown by the request layer) keeps the form open. */
async function run(call: () => Promise<unknown>, done: string, onDone: () => void): Promise<boolean> {
  try {
    await call();
  } catch {
    return false;
  }
  message.success(done);
  onDone();
  return true;
}

interface FormProps {
  trigger: React.ReactElement;
  onDone: () => void;
}

export const PlanForm: React.FC<FormProps & { audit: AuditView }> = ({ audit, trigger, onDone }) => (
  <ModalForm
    title="审核计划"
    width={860}
    trigger={trigger}
    layout="vertical"
    initialValues={{
      objectives: audit.plan?.objectives ?? '',
      sessions: audit.plan?.sessions ?? [{ date: audit.startDate, time: '09:00–09:30', process: '首次会议', auditee: '管理层', auditor: '' }],
    }}
    onFinish={(values) => run(() => api.certAuditSavePlan({ auditCode: audit.auditCode, ...values } as never), '审核计划已保存', onDone)}
  >
    <ProFormTextArea name="objectives" label="审核目的" rules={[zodRule(certAuditSavePlan.body!.shape.objectives)]} />
    <ProFormList name="sessions" label={`审核场次（${audit.startDate} 至 ${audit.endDate}）`} creatorButtonProps={{ creatorButtonText: '添加场次' }}>
      <ProFormText name="date" label="日期" placeholder="YYYY-MM-DD" rules={[{ required: true, message: '请填写日期（sessions.date）' }]} />
      <ProFormText name="time" label="时间" rules={[{ required: true, message: '请填写时间（sessions.time）' }]} />
      <ProFormText name="process" label="条款/过程" rules={[{ required: true, message: '请填写条款/过程（sessions.process）' }]} />
      <ProFormText name="auditee" label="受审核部门/人员" rules={[{ required: true, message: '请填写受审核部门/人员（sessions.auditee）' }]} />
      <ProFormSelect
        name="auditor"
        label="审核员"
        options={audit.team.map((member) => ({ label: member.name, value: member.name }))}
        rules={[{ required: true, message: '请选择审核员（sessions.auditor）' }]}
      />
    </ProFormList>
  </ModalForm>
);

export const FindingForm: React.FC<FormProps & { auditCode: string; finding?: FindingItem }> = ({ auditCode, finding, trigger, onDone }) => (
  <ModalForm
    title={finding ? '修改不符合项' : '记录不符合项'}
    width={640}
    trigger={trigger}
    layout="vertical"
    initialValues={
      finding ? { grade: finding.grade, clause: finding.clause, description: finding.description, evidence: finding.evidence } : { grade: 'minor' }
    }
    onFinish={(values) =>
      run(
        () => api.certFindingSave({ auditCode, findingCode: finding?.findingCode ?? '', ...values } as never),
        finding ? '不符合项已修改' : '不符合项已记录',
        onDone,
      )
    }
  >
    <ProFormRadio.Group name="grade" label="等级" options={FindingGrade.options()} rules={[{ required: true, message: '请选择等级（grade）' }]} />
    <ProFormText
      name="clause"
      label="条款"
      placeholder="ISO/IEC 27001 条款（如 6.1.2）或附录 A 控制（如 A.5.15）"
      rules={[zodRule(certFindingSave.body!.shape.clause)]}
    />
    <ProFormTextArea name="description" label="不符合描述" rules={[zodRule(certFindingSave.body!.shape.description)]} />
    <ProFormTextArea name="evidence" label="客观证据" rules={[zodRule(certFindingSave.body!.shape.evidence)]} />
  </ModalForm>
);

export const CompleteForm: React.FC<FormProps & { auditCode: string }> = ({ auditCode, trigger, onDone }) => (
  <ModalForm
    title="完成审核"
    width={640}
    trigger={trigger}
    layout="vertical"
    onFinish={(values) => run(() => api.certAuditComplete({ auditCode, ...values } as never), '审核已完成', onDone)}
  >
    <ProFormRadio.Group
      name="conclusion"
      label="审核结论"
      options={Object.entries(ReportConclusions).map(([value, label]) => ({ value, label }))}
      rules={[{ required: true, message: '请选择审核结论（conclusion）' }]}
    />
    <ProFormTextArea name="summary" label="审核报告摘要" rules={[zodRule(certAuditComplete.body!.shape.summary)]} />
  </ModalForm>
);

export const CorrectiveForm: React.FC<FormProps & { finding: FindingItem }> = ({ finding, trigger, onDone }) => (
  <ModalForm
    title={`提交纠正措施：${finding.clause}`}
    width={640}
    trigger={trigger}
    layout="vertical"
    initialValues={{ correctiveAction: finding.correctiveAction ?? '' }}
    onFinish={(values) => run(() => api.certFindingSubmit({ findingCode: finding.findingCode, ...values } as never), '纠正措施已提交', onDone)}
  >
    {finding.verificationNote ? <p>退回原因：{finding.verificationNote}</p> : null}
    <ProFormTextArea name="correctiveAction" label="原因分析、纠正和纠正措施" rules={[zodRule(certFindingSubmit.body!.shape.correctiveAction)]} />
  </ModalForm>
);

export const ReturnForm: React.FC<FormProps & { finding: FindingItem }> = ({ finding, trigger, onDone }) => (
  <ModalForm
    title="退回纠正措施"
    trigger={trigger}
    layout="vertical"
    onFinish={(values) =>
      run(() => api.certFindingVerify({ findingCode: finding.findingCode, verdict: 'returned', note: values.note }), '已退回', onDone)
    }
  >
    <ProFormTextArea
      name="note"
      label="退回原因"
      rules={[{ required: true, message: '请填写退回原因（note）' }, zodRule(certFindingVerify.body!.shape.note)]}
    />
  </ModalForm>
);

export const ReviewForm: React.FC<FormProps & { certProjectCode: string }> = ({ certProjectCode, trigger, onDone }) => (
  <ModalForm
    title="技术评审"
    trigger={trigger}
    layout="vertical"
    onFinish={(values) => run(() => api.certTechnicalReview({ certProjectCode, conclusion: values.conclusion }), '技术评审已记录', onDone)}
  >
    <p>评审人员不能是该次审核的审核组成员。</p>
    <ProFormTextArea name="conclusion" label="评审结论" rules={[zodRule(certTechnicalReview.body!.shape.conclusion)]} />
  </ModalForm>
);

export const DecisionForm: React.FC<FormProps & { certProjectCode: string; today: string }> = ({ certProjectCode, today, trigger, onDone }) => (
  <ModalForm
    title="认证决定"
    trigger={trigger}
    layout="vertical"
    initialValues={{ decision: 'grant', decidedOn: today }}
    onFinish={(values) => run(() => api.certDecision({ certProjectCode, ...values } as never), '认证决定已记录', onDone)}
  >
    <ProFormRadio.Group name="decision" label="决定" options={CertDecision.options()} />
    <ProFormText name="decidedOn" label="决定日期" placeholder="YYYY-MM-DD" rules={[zodRule(certDecision.body!.shape.decidedOn)]} />
    <ProFormTextArea name="note" label="说明（不予认证时必填）" rules={[zodRule(certDecision.body!.shape.note)]} />
  </ModalForm>
);

const ACTIONS = [
  { value: 'suspend', label: '暂停' },
  { value: 'withdraw', label: '撤销' },
  { value: 'restore', label: '恢复' },
];

export const StatusForm: React.FC<FormProps & { certificateNo: string }> = ({ certificateNo, trigger, onDone }) => (
  <ModalForm
    title={`变更证书状态：${certificateNo}`}
    trigger={trigger}
    layout="vertical"
    onFinish={(values) => run(() => api.certCertificateStatus({ certificateNo, ...values } as never), '证书状态已变更', onDone)}
  >
    <ProFormRadio.Group name="action" label="操作" options={ACTIONS} rules={[{ required: true, message: '请选择操作（action）' }]} />
    <ProFormTextArea name="reason" label="原因" rules={[zodRule(certCertificateStatus.body!.shape.reason)]} />
  </ModalForm>
);
