/** The channel's current equity level, and the levels side by side (discount, requirements, benefits). */
import { Card, Col, Descriptions, Row, Space, Tag, Typography } from 'antd';
import type React from 'react';
import { discountLabel } from '@domain/equity/rules';
import { EquityLevel } from '@domain/enums';
import type { EquityLevelInfo, MyEquity } from '@/services/equity';
import { chinaTimeText } from '@/utils/chinaTime';

export const CurrentLevelCard: React.FC<{ mine: MyEquity }> = ({ mine }) => (
  <Card title="当前权益等级">
    <Descriptions column={{ xs: 1, sm: 2, md: 4 }}>
      <Descriptions.Item label="渠道">{mine.tenantZhName}</Descriptions.Item>
      <Descriptions.Item label="等级">
        <Tag color="gold" data-testid="current-level">
          {EquityLevel.label(mine.levelCode)}
        </Tag>
      </Descriptions.Item>
      <Descriptions.Item label="产品采购价">{discountLabel(mine.discountPercent)}</Descriptions.Item>
      <Descriptions.Item label="生效时间">{mine.effectiveFrom ? chinaTimeText(mine.effectiveFrom) : '入驻起'}</Descriptions.Item>
    </Descriptions>
    <Typography.Text type="secondary">审核通过的等级自通过之时起生效：此后采购服务产品按新等级的折扣计价，此前的价格不变。</Typography.Text>
  </Card>
);

export const LevelComparison: React.FC<{ levels: EquityLevelInfo[]; current: MyEquity['levelCode'] }> = ({ levels, current }) => (
  <Card title="等级权益对比">
    <Row gutter={[16, 16]}>
      {levels.map((level) => (
        <Col key={level.levelCode} xs={24} sm={12} lg={6}>
          <Card
            size="small"
            title={level.name}
            extra={level.levelCode === current ? <Tag color="gold">当前等级</Tag> : null}
            style={level.levelCode === current ? { borderColor: '#faad14' } : undefined}
          >
            <Descriptions column={1} size="small">
              <Descriptions.Item label="采购价">{discountLabel(level.discountPercent)}</Descriptions.Item>
              <Descriptions.Item label="申请要求">{level.requirements}</Descriptions.Item>
            </Descriptions>
            <Space direction="vertical" size={2}>
              {level.benefits.map((benefit) => (
                <Typography.Text key={benefit}>· {benefit}</Typography.Text>
              ))}
            </Space>
          </Card>
        </Col>
      ))}
    </Row>
  </Card>
);
