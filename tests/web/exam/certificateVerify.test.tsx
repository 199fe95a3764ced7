// @vitest-environment jsdom
/**
 * 证书验证 (/certificateVerify, public) past what tests/web/exam/candidate.test.tsx covers (a valid
 * code from the link, an unknown code): a code typed as people type it (lower case, no dashes)
 * verifies against the demo server and shows only name, exam, date and result; a malformed code is
 * refused before any call; and nobody is sent to the login page from here, neither by the start-up
 * user fetch nor by an answer that says "not logged in". The call itself answering logged out is
 * tested on the server (tests/api) and in the browser (tests/e2e/exam.e2e.ts).
 */
import '../setup';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { examCertificateVerify } from '@domain/exam/attemptContracts';
import { DEMO_CERTIFICATE_CODE } from '@domain/exam/demo';
import { loadInitialState } from '@/initialState';
import CertificateVerify from '@/pages/Exam/Candidate/CertificateVerify';
import { requestConfig } from '@/requestErrorConfig';
import { demoServerAs, withDemoServer } from '../demoServer';
import { failure } from '../fixtures';
import { answerContracts, assignedUrls, historyCalls, installRequest, requests, requestsTo, setHashPath } from '../umiFake';

vi.setConfig({ testTimeout: 180_000 });
const slow = { timeout: 30_000 };
/** Any demo account: the call is public, the session plays no part. */
const SOMEONE = '13800000024';

withDemoServer();

const query = (code: string) => {
  fireEvent.change(screen.getByLabelText('证书验证码'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: /查\s?询/ }));
};

describe('证书验证', () => {
  it('verifies a code typed in lower case without dashes, showing only name, exam, date and result', async () => {
    installRequest(requestConfig, demoServerAs(SOMEONE));
    setHashPath('/certificateVerify');
    render(<CertificateVerify />);
    expect(requestsTo(examCertificateVerify)).toHaveLength(0);
    query(DEMO_CERTIFICATE_CODE.replace(/-/g, '').toLowerCase());
    await screen.findByText('证书有效', {}, slow);
    const labels = [...document.querySelectorAll('.ant-descriptions-item-label')].map((cell) => cell.textContent);
    expect(labels).toEqual(['姓名', '考试', '发证日期', '结果']);
    expect(screen.getByText('周晓敏')).toBeTruthy();
    expect(screen.getByText('ISO/IEC 27001:2022 内审员认证考试')).toBeTruthy();
    expect(screen.getByText(/^\d{4}-\d{2}-\d{2}$/)).toBeTruthy();
    expect(screen.getByText('合格')).toBeTruthy();
    expect(screen.queryByText(/示例科技|IA20261011DE0001|\d+ 分/)).toBeNull();
  });

  it('refuses a malformed code without asking the server, and says so for a well-formed unknown one', async () => {
    installRequest(requestConfig, demoServerAs(SOMEONE));
    setHashPath('/certificateVerify');
    render(<CertificateVerify />);
    query('K7QM-3XPD');
    expect(await screen.findByText(/验证码为 12 位字母和数字/, {}, slow)).toBeTruthy();
    expect(requestsTo(examCertificateVerify)).toHaveLength(0);
    query('AAAA-BBBB-CCCC');
    await screen.findByText('未找到该证书', {}, slow);
    expect(screen.queryByText('证书有效')).toBeNull();
    expect(requestsTo(examCertificateVerify)[0]?.params).toEqual({ code: 'AAAA-BBBB-CCCC' });
  });

  it('sends nobody to the login page: not the start-up user fetch, not a "not logged in" answer', async () => {
    setHashPath(`/certificateVerify?code=${DEMO_CERTIFICATE_CODE}`);
    installRequest(requestConfig, () => failure('10000', '未登录'));
    expect(await loadInitialState()).toMatchObject({ failed: true, failure: { reason: 'unauthenticated' } });
    expect(historyCalls).toEqual([]);

    installRequest(requestConfig, answerContracts(new Map([[examCertificateVerify, failure('10000', '未登录')]])));
    render(<CertificateVerify />);
    await waitFor(() => expect(requestsTo(examCertificateVerify)).toHaveLength(1), slow);
    await screen.findByText('未登录', {}, slow);
    expect(historyCalls).toEqual([]);
    expect(assignedUrls()).toEqual([]);
    expect(requests.map((request) => request.url)).toEqual(['/user/getUserInfo', examCertificateVerify.path]);
  });
});
