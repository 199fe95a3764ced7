/**
 * Evidence a customer uploads is the project's (issue 35 item 2), on both drivers: the executor's
 * upload named in a questionnaire answer (the MLPS gap analysis PJ20261020GM0002) or in a gap
 * disposal (the ISO gap analysis PJ20260901GI0003) downloads for the project's consultant, and stays
 * "文件不存在" for a manager of another channel and a customer of another tenant. A file of another
 * tenant or a colleague's private upload cannot be named.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../domain/errors';
import type { GapDisposalItem } from '../../../domain/gapAnalysis/contracts';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';
import { postMultipart, SAMPLES } from '../multipart';

const PM = '13800000021';
const EXECUTOR = '13800000023';
const NINGBO_PM = '13800000026';
/** 林志远, the ISO project's consultant (not the MLPS project's). */
const CONSULTANT = '13800000013';
/** The MLPS project's consultant. */
const GM_CONSULTANT = '13800000014';
const HENGXIN_MANAGER = '13800000016';
const ISO = 'PJ20260901GI0003';
const PE02 = 'QN20261020GM0002-002';

type Answer<T> = { success: boolean; data: T; errorCode: string; errorMsg: string };

describe.each(DRIVERS)('project evidence files (%s)', (driver) => {
  let t: TestApp;
  let filesDir: string;
  const clients = new Map<string, TestClient>();
  const as = (phone: string) => clients.get(phone)!;
  const post = async <T>(who: string, url: string, body: unknown) => (await as(who).post<T>(url, body)).body as Answer<T>;
  const upload = async (who: string, fileName: string) => {
    const answer = await postMultipart<{ objectId: string }>(as(who), '/api/file/upload/save.json', {}, [
      { fileName, content: SAMPLES.png, contentType: 'image/png' },
    ]);
    expect(answer.body.success, answer.body.errorMsg).toBe(true);
    return { objectId: answer.body.data.objectId, fileName };
  };
  const download = async (who: string, objectId: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/consulting/file/download?objectId=${objectId}`,
      headers: { cookie: `sid=${as(who).token}` },
    });
    return { status: response.statusCode, body: response.rawPayload, message: response.statusCode === 200 ? '' : response.body };
  };

  beforeAll(async () => {
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scp-evidence-'));
    t = await startTestApp(driver, { env: { JOBS_RUNNER: 'false', FILES_DIR: filesDir } });
    for (const phone of [PM, EXECUTOR, NINGBO_PM, CONSULTANT, GM_CONSULTANT, HENGXIN_MANAGER]) {
      const client = t.client();
      const login = await client.loginWithPassword(phone);
      expect(login.body.success, `${phone}: ${login.body.errorMsg}`).toBe(true);
      clients.set(phone, client);
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  it('a questionnaire answer’s image opens for the project’s consultant, not for another channel or another customer', async () => {
    const image = await upload(EXECUTOR, '机房门禁记录.png');
    const saved = await post(EXECUTOR, '/consulting/question/consumer/answers/submit', {
      questionnairItemCode: PE02,
      answers: { Q4: { images: [image] } },
    });
    expect(saved.success, saved.errorMsg).toBe(true);
    const consultant = await download(GM_CONSULTANT, image.objectId);
    expect(consultant.status, consultant.message).toBe(200);
    expect(Buffer.compare(consultant.body, SAMPLES.png)).toBe(0);
    expect((await download(EXECUTOR, image.objectId)).status).toBe(200);
    expect((await download(PM, image.objectId)).status).toBe(200);
    // Another consultant of the same channel does not hold the project either.
    for (const stranger of [HENGXIN_MANAGER, NINGBO_PM, CONSULTANT]) {
      const refused = await download(stranger, image.objectId);
      expect(refused.status).toBe(404);
      expect(refused.message).toContain('文件不存在');
    }
  });

  it('a gap disposal’s evidence opens for the project’s consultant, not for another channel or another customer', async () => {
    // 林志远 holds the ISO project.
    const list = await as(PM).get<{ list: GapDisposalItem[] }>('/consulting/gapAnalysis/disposal/list', { projectCode: ISO, pageSize: '100' });
    const open = (list.body as Answer<{ list: GapDisposalItem[] }>).data.list.find((d) => d.status === 'in-handle')!;
    const evidence = await upload(EXECUTOR, '整改记录.png');
    const saved = await post(EXECUTOR, '/consulting/gapAnalysis/disposal/save', {
      projectCode: ISO,
      gapKey: open.gapKey,
      ownerAccountId: 'A-23',
      plan: '补齐门禁记录并复核',
      dueDate: '2099-12-31',
      evidence: [evidence],
    });
    expect(saved.success, saved.errorMsg).toBe(true);
    expect((await download(CONSULTANT, evidence.objectId)).status).toBe(200);
    expect((await download(HENGXIN_MANAGER, evidence.objectId)).status).toBe(404);
    expect((await download(NINGBO_PM, evidence.objectId)).status).toBe(404);
  });

  it('refuses another tenant’s file and a colleague’s private upload as evidence; the colleague’s file stays private', async () => {
    const foreign = await upload(NINGBO_PM, '宁波文件.png');
    const colleague = await upload(PM, '项目经理私人文件.png');
    for (const file of [foreign, colleague]) {
      const refused = await post(EXECUTOR, '/consulting/question/consumer/answers/submit', {
        questionnairItemCode: PE02,
        answers: { Q2: { text: '证据', images: [file] } },
      });
      expect(refused.errorCode, refused.errorMsg).toBe(ErrorCode.QN_ANSWER_FILE_NOT_FOUND);
    }
    expect((await download(CONSULTANT, colleague.objectId)).status).toBe(404);
    expect((await download(PM, colleague.objectId)).status).toBe(200);
  });
});
