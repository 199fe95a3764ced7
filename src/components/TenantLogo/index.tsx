/** The tenant's logo in the layout header; the platform icon when there is none or it fails to load. */
import { SafetyCertificateFilled } from '@ant-design/icons';
import type React from 'react';
import { useState } from 'react';
import { PRIMARY_COLOR } from '@domain/constants';

const DefaultLogo: React.FC = () => <SafetyCertificateFilled data-testid="default-logo" style={{ color: PRIMARY_COLOR, fontSize: 26 }} />;

const TenantLogo: React.FC<{ url?: string | null }> = ({ url }) => {
  // Which URL failed: a new URL (tenant switch) gets its own chance.
  const [failedUrl, setFailedUrl] = useState<string>();
  if (!url || failedUrl === url) return <DefaultLogo />;
  return <img src={url} alt="" onError={() => setFailedUrl(url)} />;
};

export default TenantLogo;
