/**
 * 体系文件 on the customer's project detail: the organisation information the customer's PM fills
 * (the fields they know; the consultant finalises), and the documents delivered to the customer,
 * with one zip of them all.
 */
import { Card, Space } from 'antd';
import type React from 'react';
import type { CustomerTabProps } from '@/utils/projectKinds';
import DeliveredDocuments from './components/documents/DeliveredDocuments';
import VariablesPanel from './components/variables/VariablesPanel';

const CustomerTab: React.FC<CustomerTabProps> = ({ detail }) => (
  <Space direction="vertical" size="middle" style={{ width: '100%' }}>
    <DeliveredDocuments projectCode={detail.projectCode} side="customer" />
    <Card title="组织信息">
      <VariablesPanel projectCode={detail.projectCode} side="customer" />
    </Card>
  </Space>
);

export default CustomerTab;
