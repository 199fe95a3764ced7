/**
 * STUB (personnel branch only). The real ChannelApplicationForm (company data, licence file,
 * POST /consulting/tenant/channel/addChannelInfo) is built by the partners area and replaces this
 * file at merge; the personnel area only mounts it from the login page's admission panel
 * (src/pages/Login/components/AdmissionPanel.tsx) with this signature.
 */
import type React from 'react';

export interface ChannelApplicationFormProps {
  /** The invite code the applicant entered (the inviting channel becomes the parent channel). */
  inviteCode?: string;
  /** Called once the application has been submitted. */
  onSubmitted: () => void;
}

export const ChannelApplicationForm: React.FC<ChannelApplicationFormProps> = () => <div data-testid="channel-application-form-stub" />;

export default ChannelApplicationForm;
