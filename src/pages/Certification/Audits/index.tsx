/**
 * PLACEHOLDER created by B1 so the project drawer compiles: helper B2 owns src/pages/Certification/Audits/
 * and replaces this file with the audit execution tab (plans, findings, corrective actions,
 * technical review, decision, certificates), keeping the export `AuditsTab` and its props.
 */
import { Empty } from 'antd';
import type React from 'react';

export interface AuditsTabProps {
  certProjectCode: string;
  canManage: boolean;
}

export const AuditsTab: React.FC<AuditsTabProps> = () => <Empty description="审核实施（审核计划、不符合项、技术评审、认证决定、证书）尚未开放" />;

export default AuditsTab;
