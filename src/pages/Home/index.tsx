/** Home (no layout): what the platform does, and the way in — login, or the user's workbench. */
import { AuditOutlined, FileSearchOutlined, SafetyOutlined, TeamOutlined } from '@ant-design/icons';
import { history, useModel } from '@umijs/max';
import { Button, Card, Col, Row, Space, Typography } from 'antd';
import type React from 'react';
import { lazy, Suspense } from 'react';
import { PRIMARY_COLOR } from '@domain/constants';
import { PLATFORM_NAME } from '@/components/Footer';
import UrgeNotices from '@/pages/Projects/SystemManage/components/UrgeNotices';
import { logoutAndLeave } from '@/services/session';
import { workbenchPathOf } from '@/utils/workbench';

/**
 * The executor's work (no workbench, spec §2): 我的问卷, 我的差距处置 and 我的风险评估, each its own
 * chunk with its contracts, loaded only on this branch.
 */
const MyQuestionnaires = lazy(() => import('@/pages/Questionnaires/ReportOnline/components/MyQuestionnaires'));
const MyDisposals = lazy(() => import('@/pages/GapAnalysis/Disposal/components/MyDisposals'));
const MyAssessments = lazy(() => import('@/pages/RiskAssessment/AssetAssess/components/MyAssessments'));

const FEATURES = [
  { icon: <SafetyOutlined />, title: '风险评估', text: '梳理业务、系统与单元资产，在线完成信息安全风险评估与评估问卷。' },
  { icon: <FileSearchOutlined />, title: '差距分析', text: '对照 ISO/IEC 27001 与等级保护要求定位差距，跟踪处置直至闭环。' },
  { icon: <AuditOutlined />, title: '认证服务', text: '内审员认证考试、认证项目管理与审核员智能排期。' },
  { icon: <TeamOutlined />, title: '渠道协作', text: '服务市场、项目与客户管理，渠道伙伴与平台协同交付。' },
];

const Home: React.FC = () => {
  const { initialState } = useModel('@@initialState');
  const user = initialState?.currentUser;
  const workbench = user ? workbenchPathOf(user) : undefined;

  let action: React.ReactNode;
  if (!user) {
    action = (
      <Button size="large" onClick={() => history.push('/login')}>
        登录
      </Button>
    );
  } else if (workbench) {
    action = (
      <Button size="large" onClick={() => history.push(workbench)}>
        进入工作台
      </Button>
    );
  } else {
    action = (
      <Space direction="vertical">
        <Typography.Text>你好，{user.showName}。你的问卷、差距处置与风险评估任务列在下方，也会以项目链接的形式发送给你。</Typography.Text>
        <UrgeNotices />
        <Suspense fallback={null}>
          <MyQuestionnaires />
          <MyDisposals />
          <MyAssessments />
        </Suspense>
        <Button onClick={() => void logoutAndLeave()}>退出登录</Button>
      </Space>
    );
  }

  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: '#f5f7fb' }}>
      <div style={{ padding: '96px 24px 72px', textAlign: 'center', background: `linear-gradient(135deg, ${PRIMARY_COLOR}, #2f4fa8)` }}>
        <Typography.Title style={{ color: '#fff', marginBottom: 12 }}>{PLATFORM_NAME}</Typography.Title>
        <Typography.Paragraph style={{ color: 'rgba(255,255,255,0.85)', fontSize: 16, marginBottom: 32 }}>
          面向企业客户、渠道伙伴与认证机构的一站式信息安全合规与认证服务
        </Typography.Paragraph>
        {/* Buttons sit on the banner; the executor's note needs a light card to stay readable. */}
        {user && !workbench ? <div style={{ display: 'inline-block', background: '#fff', padding: 16, borderRadius: 8 }}>{action}</div> : action}
      </div>
      <Row gutter={[24, 24]} style={{ maxWidth: 1100, margin: '-32px auto 0', padding: '0 24px', width: '100%' }}>
        {FEATURES.map((feature) => (
          <Col key={feature.title} xs={24} sm={12} lg={6}>
            <Card style={{ height: '100%' }}>
              <Space direction="vertical">
                <span style={{ fontSize: 28, color: PRIMARY_COLOR }}>{feature.icon}</span>
                <Typography.Title level={5} style={{ margin: 0 }}>
                  {feature.title}
                </Typography.Title>
                <Typography.Text type="secondary">{feature.text}</Typography.Text>
              </Space>
            </Card>
          </Col>
        ))}
      </Row>
      {/* Spec §2: no menu, header or footer on home. */}
      <div style={{ flex: 1, minHeight: 48 }} />
    </div>
  );
};

export default Home;
