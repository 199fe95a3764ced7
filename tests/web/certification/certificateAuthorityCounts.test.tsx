// @vitest-environment jsdom
/**
 * 认证机构管理 (/certificateAuthority, issue 29 item 5) against the demo server: each body's
 * certification projects (open ones in brackets) next to its accreditation.
 */
import '../setup';
import { render, screen, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import CertificateAuthority from '@/pages/TenantAdmin/CertificateAuthority';
import { requestConfig } from '@/requestErrorConfig';
import { demoServerAs, withDemoServer } from '../demoServer';
import { demoUser } from '../fixtures';
import { installRequest, setHashPath, setInitialState } from '../umiFake';

vi.setConfig({ testTimeout: 180_000 });
const slow = { timeout: 30_000 };

withDemoServer();

it("shows each body's certification projects, the open ones in brackets", async () => {
  installRequest(requestConfig, demoServerAs('13800000001'));
  setHashPath('/certificateAuthority');
  setInitialState({ currentUser: demoUser('13800000001'), failed: false });
  render(<CertificateAuthority />);
  const demoRow = (await screen.findByText('CNAS C188-M', {}, slow)).closest('tr')!;
  expect(await within(demoRow).findByText('12（9）', {}, slow)).toBeTruthy();
  const huaanRow = screen.getByText('CNAS C236-M').closest('tr')!;
  expect(within(huaanRow).getByText('1（1）')).toBeTruthy();
});
