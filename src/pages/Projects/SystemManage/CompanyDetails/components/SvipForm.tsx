/**
 * 企业资料填报: the company-information form the consultant asked for (initSvipData), built from
 * the SVIP page modules and components of the dictionaries area (/api/metaConfig/svipPage/*) for
 * the project's standard. Submitting moves the project to 客户已提交资料.
 */
import { ProForm, ProFormDigit, ProFormText, ProFormTextArea } from '@/components/FormKit';
import { Alert, Card, Descriptions, Skeleton, message } from 'antd';
import type React from 'react';
import { useEffect, useState } from 'react';
import type { SvipComponent } from '@domain/dictionaries/contracts';
import type { Standard } from '@domain/enums';
import { svipComponentList, svipModuleList } from '@/services/dictionaries';
import { type ConsumerProjectDetail, consumerSvipSubmit } from '@/services/consumerProjects';
import { SVIP_PENDING_TEXT, SVIP_TITLE } from '../../components/labels';

type Module = { code: string; name: string; description: string; components: SvipComponent[] };

function field(component: SvipComponent) {
  const rules = component.required ? [{ required: true, message: `请填写${component.name}` }] : [];
  if (component.type === 'number') return <ProFormDigit key={component.code} name={component.code} label={component.name} rules={rules} min={0} />;
  if (component.type === 'textarea' || component.type === 'table') {
    return (
      <ProFormTextArea
        key={component.code}
        name={component.code}
        label={component.name}
        rules={rules}
        placeholder={component.type === 'table' ? '每行一项' : undefined}
        fieldProps={{ maxLength: 2000, autoSize: { minRows: 2, maxRows: 6 } }}
      />
    );
  }
  return <ProFormText key={component.code} name={component.code} label={component.name} rules={rules} fieldProps={{ maxLength: 200 }} />;
}

const SvipForm: React.FC<{ detail: ConsumerProjectDetail; onDone: () => void }> = ({ detail, onDone }) => {
  const [modules, setModules] = useState<Module[]>();
  const editable = detail.svipPending && detail.permissions.manage;
  useEffect(() => {
    const standard = ['iso', 'gov'].includes(detail.standard) ? (detail.standard as Standard) : undefined;
    (async () => {
      const list = await svipModuleList({ standard });
      setModules(await Promise.all(list.map(async (m) => ({ ...m, components: await svipComponentList({ moduleCode: m.code }) }))));
    })().catch(() => setModules([]));
  }, [detail.standard]);

  if (!detail.svipRequestedAt) return <Alert type="info" showIcon message="咨询顾问尚未发起企业资料填报；发起后请在这里填写本单位的企业资料" />;
  if (!modules) return <Skeleton active />;
  if (!editable) {
    const data = detail.svipData ?? {};
    return (
      <>
        <Alert
          type={detail.svipPending ? 'warning' : 'success'}
          showIcon
          style={{ marginBottom: 16 }}
          message={detail.svipPending ? `${SVIP_PENDING_TEXT}（只有客户项目经理或责任人可以填写）` : '企业资料已提交'}
        />
        {modules.map((m) => (
          <Descriptions key={m.code} title={m.name} column={2} size="small" style={{ marginBottom: 16 }}>
            {m.components.map((c) => (
              <Descriptions.Item key={c.code} label={c.name}>
                {String(data[c.code] ?? '—')}
              </Descriptions.Item>
            ))}
          </Descriptions>
        ))}
      </>
    );
  }
  return (
    <ProForm<Record<string, string | number>>
      initialValues={detail.svipData ?? {}}
      submitter={{ searchConfig: { submitText: '提交企业资料' }, resetButtonProps: false }}
      onFinish={async (values) => {
        const data = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Record<
          string,
          string | number
        >;
        try {
          await consumerSvipSubmit({ projectCode: detail.projectCode, data });
          message.success('企业资料已提交，项目状态已更新为“客户已提交资料”');
          onDone();
        } catch {
          // shown by the request error handler
        }
      }}
    >
      <Alert type="warning" showIcon style={{ marginBottom: 16, width: '100%' }} message={SVIP_TITLE} description={SVIP_PENDING_TEXT} />
      {modules.map((m) => (
        <Card key={m.code} title={m.name} size="small" style={{ marginBottom: 16, width: '100%' }} extra={m.description}>
          {m.components.map(field)}
        </Card>
      ))}
    </ProForm>
  );
};

export default SvipForm;
