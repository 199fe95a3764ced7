import type React from 'react';
import { COPYRIGHT_YEAR } from '@domain/constants';

export const PLATFORM_NAME = '信息安全合规服务平台';

/** The copyright line of spec §2: "© 2025" and the tenant's name. */
export const copyrightText = (tenantZhName: string | undefined): string => `© ${COPYRIGHT_YEAR} ${tenantZhName?.trim() || PLATFORM_NAME}`;

const Footer: React.FC<{ tenantZhName?: string }> = ({ tenantZhName }) => (
  <footer style={{ padding: '16px 0', textAlign: 'center', color: 'rgba(0, 0, 0, 0.45)', fontSize: 13 }}>{copyrightText(tenantZhName)}</footer>
);

export default Footer;
