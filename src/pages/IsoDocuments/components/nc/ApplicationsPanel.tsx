/**
 * 认证申请书 of the documentation workspace (issue 31 item 5, delivery side): the certification
 * bodies admitted on the platform, each with its application form's title; the organisation
 * variables the form still lacks as a warning (to fill in 组织信息 first); 下载申请书 stores the
 * form pre-filled from the variables as a project file (isoApplicationDownload) and downloads it.
 */
import { Alert, Button, Card, Empty, List, message, Result, Space, Spin, Tag, Typography } from 'antd';
import type React from 'react';
import { useCallback, useEffect, useState } from 'react';
import { QUIET_CALL } from '@/components/ListKit';
import { fileDownload } from '@/services/files';
import { type ApplicationBody, isoApplicationDownload, isoApplicationList } from '@/services/nc';
import type { IsoPartProps } from '../../types';

export const MISSING_HINT = '请先在“组织信息”页签补充以下信息，申请书中这些位置将显示“（待补充）”：';

const ApplicationsPanel: React.FC<IsoPartProps> = ({ projectCode, side }) => {
  const [bodies, setBodies] = useState<ApplicationBody[]>();
  const [failed, setFailed] = useState<string>();
  const [busy, setBusy] = useState<string>();

  const load = useCallback(async () => {
    setFailed(undefined);
    try {
      setBodies((await isoApplicationList({ projectCode }, QUIET_CALL)).list);
    } catch (error) {
      setFailed(error instanceof Error ? error.message : '加载失败');
    }
  }, [projectCode]);
  useEffect(() => {
    if (side === 'delivery') void load();
  }, [load, side]);

  if (side !== 'delivery') return <Alert type="info" showIcon message="认证申请书由咨询顾问根据组织信息生成" />;
  if (failed && !bodies)
    return (
      <Result
        status="warning"
        title="无法加载认证机构"
        subTitle={failed}
        extra={
          <Button type="primary" onClick={() => void load()}>
            重试
          </Button>
        }
      />
    );
  if (!bodies)
    return (
      <Card>
        <Spin tip="加载中…">
          <div style={{ minHeight: 120 }} />
        </Spin>
      </Card>
    );

  const download = async (body: ApplicationBody) => {
    setBusy(body.cbTenantCode);
    try {
      const file = await isoApplicationDownload({ projectCode, cbTenantCode: body.cbTenantCode });
      await fileDownload({ objectId: file.objectId }, { fallbackFileName: file.fileName });
      message.success(`已生成${body.title}`);
    } catch {
      // the request layer shows the server's message
    } finally {
      setBusy(undefined);
    }
  };

  const missing = bodies[0]?.missing ?? [];
  return (
    <Card>
      {missing.length ? (
        <Alert
          style={{ marginBottom: 16 }}
          type="warning"
          showIcon
          message="组织信息尚不完整"
          description={
            <Space direction="vertical" size={4}>
              {MISSING_HINT}
              <Space wrap size={[4, 4]}>
                {missing.map((field) => (
                  <Tag key={field.key}>{field.label}</Tag>
                ))}
              </Space>
            </Space>
          }
        />
      ) : null}
      {bodies.length === 0 ? (
        <Empty description="平台暂无已入驻的认证机构" />
      ) : (
        <List
          dataSource={bodies}
          renderItem={(body) => (
            <List.Item
              key={body.cbTenantCode}
              actions={[
                <Button key="download" type="primary" loading={busy === body.cbTenantCode} onClick={() => void download(body)}>
                  下载申请书
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={body.bodyName}
                description={
                  <Typography.Text type="secondary">
                    {body.title}（按组织信息预填：公司、统一社会信用代码、地址与场所、人数、认证范围、认证标准、期望审核日期）
                  </Typography.Text>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
};

export default ApplicationsPanel;
