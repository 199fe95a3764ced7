/**
 * 新增 / 编辑审核员 (/api/assessor/save.json): the assessor with its nested lists — CCAA
 * registrations, conflicts of interest and leave. Field rules are the contract's (zodRule); the
 * register's rules (domain/assessors/rules.ts: a registration unless an expert, a team leader's
 * grade, leave dates) are checked before sending with the same Chinese messages the server gives.
 */
import { Button, Col, Divider, Form, message } from 'antd';
import type React from 'react';
import { useState } from 'react';
import { assessorSave as contract, ConflictBody, LeaveBody, RegistrationBody } from '@domain/assessors/contracts';
import { AssessorGrade, RegistrationField } from '@domain/assessors/enums';
import { assessorProblems, IAF_CODES } from '@domain/assessors/rules';
import { DrawerForm, ProFormDependency, ProFormDigit, ProFormList, ProFormSelect, ProFormSwitch, ProFormText } from '@/components/FormKit';
import { zodRule } from '@/components/FormKit/zodRule';
import { QUIET_CALL } from '@/components/ListKit';
import { RegionCascader } from '@/components/DictionaryInputs';
import { type AssessorItem, assessorAccounts, assessorSave } from '@/services/assessors';

const fields = contract.body!.shape;
const reg = RegistrationBody.shape;
const conflict = ConflictBody.shape;
const leave = LeaveBody.shape;

type Values = Parameters<typeof assessorSave>[0];

interface Props {
  /** Absent: a new assessor. */
  assessor?: AssessorItem;
  onDone: () => void;
}

export const NEW_ASSESSOR_TEXT = '新增审核员';

const AssessorForm: React.FC<Props> = ({ assessor, onDone }) => {
  const [accounts, setAccounts] = useState<Awaited<ReturnType<typeof assessorAccounts>>['list']>([]);
  const onFinish = async (values: Values) => {
    const draft = {
      ...values,
      accountId: values.accountId ?? '',
      teamLeader: !!values.teamLeader,
      expert: !!values.expert,
      registrations: values.registrations ?? [],
      technicalAreas: values.technicalAreas ?? [],
      conflicts: (values.conflicts ?? []).map((c) => ({ ...c, clientTenantCode: c.clientTenantCode ?? '' })),
      leaves: (values.leaves ?? []).map((l) => ({ ...l, reason: l.reason ?? '' })),
    };
    const [problem] = assessorProblems({ ...draft, conflicts: draft.conflicts.map((c) => ({ clientName: c.clientName ?? '', until: c.until })) });
    if (problem) {
      message.error(problem.message);
      return false;
    }
    try {
      await assessorSave(assessor ? { ...draft, assessorCode: assessor.assessorCode, version: assessor.version } : draft);
    } catch {
      // Shown by the request error handler; the form stays open with what was typed.
      return false;
    }
    message.success(assessor ? '审核员档案已保存' : '审核员已添加');
    onDone();
    return true;
  };

  return (
    <DrawerForm<Values>
      title={assessor ? `编辑审核员：${assessor.name}` : NEW_ASSESSOR_TEXT}
      width={820}
      trigger={assessor ? <a>编辑</a> : <Button type="primary">{NEW_ASSESSOR_TEXT}</Button>}
      drawerProps={{ destroyOnHidden: true, maskClosable: false }}
      initialValues={
        assessor
          ? {
              ...assessor,
              accountId: assessor.accountId ?? undefined,
              conflicts: assessor.conflicts.map((c) => ({ ...c, clientTenantCode: c.clientKey.startsWith('name:') ? '' : c.clientKey })),
            }
          : { maxDaysPerMonth: 15, teamLeader: false, expert: false, registrations: [], conflicts: [], leaves: [] }
      }
      onOpenChange={(open) => {
        if (open)
          assessorAccounts(QUIET_CALL).then(
            ({ list }) => setAccounts(list),
            () => setAccounts([]),
          );
      }}
      onFinish={onFinish}
      grid
      rowProps={{ gutter: 16 }}
    >
      <ProFormText name="name" label="姓名" colProps={{ span: 8 }} rules={[zodRule(fields.name)]} fieldProps={{ maxLength: 32 }} />
      <ProFormText name="phone" label="手机号" colProps={{ span: 8 }} rules={[zodRule(fields.phone)]} fieldProps={{ maxLength: 11 }} />
      <ProFormSelect
        name="accountId"
        label="关联账号"
        colProps={{ span: 8 }}
        tooltip="本机构具有“审核员”角色的成员；外部审核员不关联账号"
        placeholder="外部审核员（不关联）"
        options={accounts.map((a) => ({
          value: a.accountId,
          label: `${a.showName}${a.phone ? `（${a.phone}）` : ''}`,
          disabled: !!a.linkedAssessorCode && a.linkedAssessorCode !== assessor?.assessorCode,
        }))}
      />
      <Col span={12}>
        <Form.Item name="regionCode" label="所在地区" rules={[zodRule(fields.regionCode)]}>
          <RegionCascader changeOnSelect />
        </Form.Item>
      </Col>
      <ProFormDigit
        name="maxDaysPerMonth"
        label="每月最多审核天数"
        colProps={{ span: 6 }}
        min={1}
        max={31}
        rules={[zodRule(fields.maxDaysPerMonth)]}
      />
      <ProFormSwitch name="teamLeader" label="组长能力" colProps={{ span: 3 }} />
      <ProFormSwitch name="expert" label="技术专家" colProps={{ span: 3 }} />
      <ProFormSelect
        name="technicalAreas"
        label="专业代码（IAF）"
        colProps={{ span: 24 }}
        mode="multiple"
        options={IAF_CODES.map((code) => ({ value: code, label: code }))}
        placeholder="如 33 信息技术、32 金融"
      />
      <ProFormDependency name={['expert']}>
        {({ expert }) =>
          expert ? null : (
            <>
              <Divider orientation="left" plain>
                CCAA 注册资格
              </Divider>
              <ProFormList name="registrations" creatorButtonProps={{ creatorButtonText: '添加注册资格' }}>
                <ProFormSelect
                  name="field"
                  label="注册领域"
                  colProps={{ span: 6 }}
                  options={RegistrationField.options()}
                  rules={[{ required: true, message: '请选择注册领域（field）' }]}
                />
                <ProFormSelect
                  name="grade"
                  label="级别"
                  colProps={{ span: 5 }}
                  options={AssessorGrade.options()}
                  rules={[{ required: true, message: '请选择级别（grade）' }]}
                />
                <ProFormText name="regNo" label="注册证书号" colProps={{ span: 7 }} placeholder="2021-N1ISMS-1234567" rules={[zodRule(reg.regNo)]} />
                <ProFormText name="validUntil" label="有效期至" colProps={{ span: 6 }} placeholder="YYYY-MM-DD" rules={[zodRule(reg.validUntil)]} />
              </ProFormList>
            </>
          )
        }
      </ProFormDependency>
      <Divider orientation="left" plain>
        利益冲突（ISO/IEC 17021-1 §5.2：两年内咨询或任职）
      </Divider>
      <ProFormList name="conflicts" creatorButtonProps={{ creatorButtonText: '添加利益冲突' }}>
        <ProFormText name="clientName" label="客户名称" colProps={{ span: 6 }} rules={[zodRule(conflict.clientName)]} />
        <ProFormText name="clientTenantCode" label="客户机构代码" colProps={{ span: 5 }} placeholder="平台客户（选填）" />
        <ProFormText name="reason" label="原因" colProps={{ span: 8 }} rules={[zodRule(conflict.reason)]} />
        <ProFormText name="until" label="截止日期" colProps={{ span: 5 }} placeholder="YYYY-MM-DD" rules={[zodRule(conflict.until)]} />
      </ProFormList>
      <Divider orientation="left" plain>
        不可用日期（休假、培训等）
      </Divider>
      <ProFormList name="leaves" creatorButtonProps={{ creatorButtonText: '添加不可用日期' }}>
        <ProFormText name="from" label="开始日期" colProps={{ span: 6 }} placeholder="YYYY-MM-DD" rules={[zodRule(leave.from)]} />
        <ProFormText name="to" label="结束日期" colProps={{ span: 6 }} placeholder="YYYY-MM-DD" rules={[zodRule(leave.to)]} />
        <ProFormText name="reason" label="原因" colProps={{ span: 12 }} />
      </ProFormList>
    </DrawerForm>
  );
};

export default AssessorForm;
