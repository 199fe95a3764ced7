/** A link to the latest licence of a type (e.g. 积分规则, 充值协议), opened in a new tab; nothing until it is known. */
import { useRequest } from 'ahooks';
import type React from 'react';
import type { LicenceType } from '@domain/enums';
import { latestLicence } from '@/services/identity';
import { shownByComponent } from './format';

interface Props {
  type: LicenceType;
  children: React.ReactNode;
}

const LicenceLink: React.FC<Props> = ({ type, children }) => {
  // A missing rule text is not worth an error message: the link just stays away.
  const { data } = useRequest(() => latestLicence({ type }, { skipErrorHandler: true }), {
    refreshDeps: [type],
    onError: shownByComponent,
  });
  if (!data?.url) return null;
  return (
    <a href={data.url} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
};

export default LicenceLink;
