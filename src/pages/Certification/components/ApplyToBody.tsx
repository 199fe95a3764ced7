/**
 * 认证申请 on the channel's group detail (a project of service kind certification): choose a body
 * registered on the platform and send the application; once sent, the certification progress.
 */
import { useRequest } from 'ahooks';
import { Button, Modal, message } from 'antd';
import type React from 'react';
import { useState } from 'react';
import { certApply as contract } from '@domain/certification/contracts';
import { ManagementSystem } from '@domain/engines/auditTime/model';
import { RegionCascader } from '@/components/DictionaryInputs';
import { ModalForm, ProFormItem, ProFormSelect, ProFormText, ProFormTextArea } from '@/components/FormKit';
import { zodRule } from '@/components/FormKit/zodRule';
import { certApply, certBodyOptions, certProgressOfProject } from '@/services/certification';
import { CertProgressView } from '../ProgressTab';

const fields = contract.body!.shape;

type Values = { bodyTenantCode: string; standards: string[]; scopeText: string; contactName: string; contactPhone: string; regionCode: string };

const ApplyToBody: React.FC<{ project: { projectCode: string; name: string } }> = ({ project }) => {
  const [open, setOpen] = useState(false);
  const progress = useRequest(() => certProgressOfProject({ projectCode: project.projectCode }, { skipErrorHandler: true }), { manual: true });
  const bodies = useRequest(() => certBodyOptions({ skipErrorHandler: true }), { manual: true });
  const applied = !!progress.data?.progress;

  const show = async () => {
    await progress.runAsync().catch(() => undefined);
    setOpen(true);
    bodies.run();
  };

  return (
    <>
      <Button size="small" onClick={show} loading={progress.loading}>
        认证申请
      </Button>
      {open && applied ? (
        <Modal open title={`认证进度：${project.name}`} width={900} footer={null} onCancel={() => setOpen(false)}>
          <CertProgressView projectCode={project.projectCode} />
        </Modal>
      ) : null}
      {open && !applied ? (
        <ModalForm<Values>
          open
          title={`向认证机构提交认证申请：${project.name}`}
          width={600}
          modalProps={{ destroyOnHidden: true, maskClosable: false, onCancel: () => setOpen(false) }}
          onFinish={async (values) => {
            try {
              await certApply({ ...values, projectCode: project.projectCode, standards: values.standards as never });
            } catch {
              return false;
            }
            message.success('认证申请已提交，等待认证机构受理');
            setOpen(false);
            return true;
          }}
        >
          <ProFormSelect
            name="bodyTenantCode"
            label="认证机构"
            options={(bodies.data?.list ?? []).map((body) => ({ value: body.tenantCode, label: body.tenantZhName }))}
            fieldProps={{ loading: bodies.loading, notFoundContent: bodies.loading ? '加载中…' : '暂无已入驻的认证机构' }}
            rules={[zodRule(fields.bodyTenantCode)]}
          />
          <ProFormSelect name="standards" label="认证标准" mode="multiple" options={ManagementSystem.options()} rules={[zodRule(fields.standards)]} />
          <ProFormTextArea name="scopeText" label="申请认证范围" rules={[zodRule(fields.scopeText)]} fieldProps={{ maxLength: 1000 }} />
          <ProFormText name="contactName" label="客户联系人" rules={[zodRule(fields.contactName)]} />
          <ProFormText name="contactPhone" label="联系电话" rules={[zodRule(fields.contactPhone)]} />
          <ProFormItem name="regionCode" label="客户所在地区" rules={[zodRule(fields.regionCode)]}>
            <RegionCascader />
          </ProFormItem>
        </ModalForm>
      ) : null}
    </>
  );
};

export default ApplyToBody;
