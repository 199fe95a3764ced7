/**
 * 智能数据中心 (/clientDigitalCenter/smartDataHub): the channel's customers at a glance over the
 * chosen months — the headline counts, customers by industry and province, projects by service and
 * state, the open findings, and the customers to look at first, each linking to its project.
 */
import { Col, Row } from 'antd';
import type React from 'react';
import { metricsDataHub } from '@/services/metrics';
import { DashboardPage } from '../components/DashboardPage';
import { KpiCards } from '../components/KpiCards';
import { useDashboard } from '../components/useDashboard';
import { AttentionList } from './components/AttentionList';
import { Distribution } from './components/Distribution';
import { Findings } from './components/Findings';
import { ServiceStates } from './components/ServiceStates';

const SmartDataHub: React.FC = () => {
  const board = useDashboard(metricsDataHub);
  const data = board.data;
  const first = board.loading && !data;
  const totals = data?.totals;
  return (
    <DashboardPage board={board} content="所选月份内购买的项目及其客户；未关闭的发现为当前状态。">
      <KpiCards
        loading={first}
        items={[
          { title: '客户', value: totals?.customers ?? 0, suffix: '家' },
          { title: '项目', value: totals?.projects ?? 0, suffix: '个' },
          { title: '进行中', value: totals?.inProgress ?? 0, suffix: '个' },
          { title: '已完成', value: totals?.finished ?? 0, suffix: '个' },
          { title: '延期', value: totals?.delayed ?? 0, suffix: '个', alert: true },
          { title: '需关注客户', value: totals?.attentionCustomers ?? 0, suffix: '家', alert: true },
        ]}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Distribution title="客户行业分布" label="行业" rows={data?.byIndustry} loading={first} />
        </Col>
        <Col xs={24} xl={12}>
          <Distribution title="客户地区分布" label="省级行政区" rows={data?.byRegion} loading={first} />
        </Col>
      </Row>
      <ServiceStates pairs={data?.byServiceState} loading={first} />
      <Findings data={data} loading={board.loading} />
      <AttentionList data={data} loading={board.loading} />
    </DashboardPage>
  );
};

export default SmartDataHub;
