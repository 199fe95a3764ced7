/**
 * What a project delivers (deliveryAssets/list.json): the product version's delivery steps with
 * their owner role and state (from the project's progress; a customer step from its task status),
 * and the product's documents. Only what exists is listed.
 */
import { Alert, Space, Spin, Steps, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { RoleRelationStatus } from '@domain/enums';
import { Role } from '@domain/kernel/roles';
import FileDownloadLink from '@/components/FileDownloadLink';
import { type DeliveryStepItem, channelDeliveryAssets } from '@/services/projects';

type Assets = { steps: DeliveryStepItem[]; files: { kind: string; title: string; objectId: string; fileName: string }[] };

const STATUS = { done: 'finish', current: 'process', pending: 'wait' } as const;

const DeliveryAssets: React.FC<{ projectCode: string }> = ({ projectCode }) => {
  const [assets, setAssets] = useState<Assets | null>();
  useEffect(() => {
    channelDeliveryAssets({ projectCode })
      .then(setAssets)
      .catch(() => setAssets(null));
  }, [projectCode]);
  if (assets === undefined) return <Spin size="small" />;
  if (assets === null) return <Alert type="warning" showIcon message="交付内容加载失败" />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {assets.steps.length ? (
        <Steps
          size="small"
          direction="vertical"
          items={assets.steps.map((step) => ({
            status: STATUS[step.state],
            title: (
              <Space size={6}>
                {step.name}
                <Tag color={step.ownerSide === 'customer' ? 'gold' : 'blue'}>{Role.label(step.ownerRole)}</Tag>
                {step.taskStatus ? <Tag>{RoleRelationStatus.label(step.taskStatus)}</Tag> : null}
              </Space>
            ),
            description: [step.description, `工期 ${step.days} 天`, step.taskAssignee ? `负责人：${step.taskAssignee}` : '']
              .filter(Boolean)
              .join(' · '),
          }))}
        />
      ) : (
        <Typography.Text type="secondary">该产品版本未定义交付步骤</Typography.Text>
      )}
      <Space wrap>
        <Typography.Text strong>交付文件：</Typography.Text>
        {assets.files.length ? (
          assets.files.map((file) => <FileDownloadLink key={file.kind} objectId={file.objectId} fileName={file.fileName} title={file.title} />)
        ) : (
          <Typography.Text type="secondary">暂无</Typography.Text>
        )}
      </Space>
    </Space>
  );
};

export default DeliveryAssets;
