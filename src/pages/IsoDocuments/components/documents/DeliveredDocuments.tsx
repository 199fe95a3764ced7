/** Placeholder until built: says plainly that the part is not available yet. */
import { Alert } from 'antd';
import type React from 'react';
import type { IsoPartProps } from '../../types';

const DeliveredDocuments: React.FC<IsoPartProps> = () => <Alert type="info" showIcon message="该功能暂未开放" />;

export default DeliveredDocuments;
