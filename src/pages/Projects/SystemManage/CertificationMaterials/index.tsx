/**
 * 认证材料 (/systemManage/certificationMaterials/:projectCode; issue 12): the project's
 * certification materials to view and download. Files are not yet linked to projects
 * (app.fileService stores files by tenant; the channel's delivery documents arrive with the
 * document-generation issues), so this page says honestly what will appear here instead of
 * showing made-up documents.
 */
import { PageContainer } from '@ant-design/pro-components';
import { history, useParams } from '@umijs/max';
import { Button, Card, Descriptions, Empty, Result } from 'antd';
import type React from 'react';
import { useEffect, useState } from 'react';
import { type ConsumerProjectDetail, consumerProjectDetail } from '@/services/consumerProjects';
import { detailPath } from '../components/paths';
import { MATERIALS_EMPTY_TEXT } from '../components/labels';

const CertificationMaterials: React.FC = () => {
  const { projectCode = '' } = useParams<{ projectCode: string }>();
  const [detail, setDetail] = useState<ConsumerProjectDetail>();
  const [failed, setFailed] = useState<string>();
  useEffect(() => {
    consumerProjectDetail({ projectCode }, { skipErrorHandler: true })
      .then(setDetail)
      .catch((error) => setFailed(error instanceof Error ? error.message : '加载失败'));
  }, [projectCode]);

  if (failed) {
    return (
      <PageContainer>
        <Result
          status="warning"
          title="无法打开该项目"
          subTitle={failed}
          extra={<Button onClick={() => history.push('/systemManage')}>返回服务列表</Button>}
        />
      </PageContainer>
    );
  }
  return (
    <PageContainer
      loading={!detail}
      title={detail ? `认证材料：${detail.name}` : '认证材料'}
      onBack={() => history.push(detail ? detailPath(detail.projectCode) : '/systemManage')}
    >
      {detail ? (
        <Card>
          <Descriptions size="small" column={3} style={{ marginBottom: 24 }}>
            <Descriptions.Item label="服务产品">{detail.productName}</Descriptions.Item>
            <Descriptions.Item label="服务渠道">{detail.channelName}</Descriptions.Item>
            <Descriptions.Item label="咨询顾问">{detail.consultantName || '待分派'}</Descriptions.Item>
          </Descriptions>
          <Empty description={MATERIALS_EMPTY_TEXT} />
        </Card>
      ) : null}
    </PageContainer>
  );
};

export default CertificationMaterials;
