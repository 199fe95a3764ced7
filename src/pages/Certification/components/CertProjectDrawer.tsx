/**
 * One certification project in a drawer: its state and the moves the caller may make (accept,
 * decline, end — CERT_PROJECT_MACHINE.allowedActions as the server answers them), and the tabs
 * 申请信息, 合同评审, 审核方案, 审核实施 (B2's AuditsTab) and 认证材料 (certMaterials' MaterialsReview).
 */
import { useRequest } from 'ahooks';
import { Alert, Button, Descriptions, Drawer, Result, Skeleton, Space, Tabs, Tag, message } from 'antd';
import type React from 'react';
import { ManagementSystem } from '@domain/engines/auditTime/model';
import { CertProjectOrigin, CertProjectState } from '@domain/enums';
import { ModalForm, ProFormTextArea } from '@/components/FormKit';
import ConfirmAction from '@/components/ListKit/ConfirmAction';
import { certProjectAccept, certProjectDecline, certProjectDetail, certProjectEnd, type CertProjectDetail } from '@/services/certification';
import MaterialsReview from '@/pages/CertMaterials/components/MaterialsReview';
import { AuditsTab } from '../Audits';
import ApplicationTab from './ApplicationTab';
import { CERT_STATE_COLORS } from './labels';
import ProgrammeTab from './ProgrammeTab';
import ReviewTab from './ReviewTab';

interface Props {
  certProjectCode?: string;
  onClose: () => void;
  onChanged: () => void;
}

const ReasonForm: React.FC<{ title: string; trigger: React.ReactElement; onSubmit: (reason: string) => Promise<unknown>; done: string }> = ({
  title,
  trigger,
  onSubmit,
  done,
}) => (
  <ModalForm<{ reason: string }>
    title={title}
    width={480}
    trigger={trigger}
    modalProps={{ destroyOnHidden: true, maskClosable: false }}
    onFinish={async ({ reason }) => {
      try {
        await onSubmit(reason);
      } catch {
        return false;
      }
      message.success(done);
      return true;
    }}
  >
    <ProFormTextArea
      name="reason"
      label="原因"
      rules={[{ required: true, whitespace: true, message: '请填写原因（reason）' }]}
      fieldProps={{ maxLength: 500, showCount: true }}
    />
  </ModalForm>
);

const Header: React.FC<{ project: CertProjectDetail; onUpdated: (next: CertProjectDetail) => void }> = ({ project, onUpdated }) => {
  const key = { certProjectCode: project.certProjectCode, version: project.version };
  const can = (action: string) => project.actions.includes(action);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label="状态">
          <Tag color={CERT_STATE_COLORS[project.state]}>{CertProjectState.label(project.state)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="来源">
          {project.channelName ? `${CertProjectOrigin.label(project.origin)}（${project.channelName}）` : CertProjectOrigin.label(project.origin)}
        </Descriptions.Item>
        <Descriptions.Item label="认证机构">{project.bodyName}</Descriptions.Item>
        <Descriptions.Item label="认证标准">{project.standards.map((s) => ManagementSystem.label(s)).join('、')}</Descriptions.Item>
        <Descriptions.Item label="联系人">{`${project.contact.name} ${project.contact.phone}`}</Descriptions.Item>
        <Descriptions.Item label="地区">{project.regionName || '—'}</Descriptions.Item>
      </Descriptions>
      {project.declineReason ? <Alert type="warning" showIcon message={`已拒绝受理：${project.declineReason}`} /> : null}
      {project.endReason ? <Alert type="warning" showIcon message={`已终止：${project.endReason}`} /> : null}
      <Space wrap>
        {can('accept') ? (
          <ConfirmAction title="受理该认证申请？" successMessage="已受理" action={async () => onUpdated(await certProjectAccept(key))}>
            <Button type="primary">受理</Button>
          </ConfirmAction>
        ) : null}
        {can('decline') ? (
          <ReasonForm
            title="拒绝受理"
            trigger={<Button danger>拒绝受理</Button>}
            done="已拒绝受理"
            onSubmit={async (reason) => onUpdated(await certProjectDecline({ ...key, reason }))}
          />
        ) : null}
        {can('withdraw') ? (
          <ReasonForm
            title="终止认证项目（未开始的审核将取消）"
            trigger={<Button danger>终止项目</Button>}
            done="认证项目已终止"
            onSubmit={async (reason) => onUpdated(await certProjectEnd({ ...key, reason }))}
          />
        ) : null}
      </Space>
    </Space>
  );
};

const CertProjectDrawer: React.FC<Props> = ({ certProjectCode, onClose, onChanged }) => {
  const { data, loading, error, mutate, refresh } = useRequest(
    () => certProjectDetail({ certProjectCode: certProjectCode! }, { skipErrorHandler: true }),
    {
      ready: !!certProjectCode,
      refreshDeps: [certProjectCode],
    },
  );
  const project = data?.certProjectCode === certProjectCode ? data : undefined;
  const updated = (next: CertProjectDetail) => {
    mutate(next);
    onChanged();
  };

  return (
    <Drawer
      open={!!certProjectCode}
      onClose={onClose}
      width={1000}
      destroyOnHidden
      title={project ? `${project.clientName}（${project.certProjectCode}）` : '认证项目'}
    >
      {error ? (
        <Result status="warning" title="认证项目加载失败" subTitle={error.message} extra={<Button onClick={refresh}>重试</Button>} />
      ) : !project || loading ? (
        <Skeleton active />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          <Header project={project} onUpdated={updated} />
          <Tabs
            items={[
              { key: 'application', label: '申请信息', children: <ApplicationTab project={project} onSaved={updated} /> },
              { key: 'review', label: '合同评审', children: <ReviewTab project={project} onReviewed={updated} /> },
              { key: 'programme', label: '审核方案', children: <ProgrammeTab project={project} onGenerated={updated} /> },
              { key: 'audits', label: '审核实施', children: <AuditsTab certProjectCode={project.certProjectCode} canManage={project.canManage} /> },
              { key: 'materials', label: '认证材料', children: <MaterialsReview certProjectCode={project.certProjectCode} /> },
            ]}
          />
        </Space>
      )}
    </Drawer>
  );
};

export default CertProjectDrawer;
