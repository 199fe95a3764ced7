/**
 * Word document settings through the real app on both drivers: the defaults (GB/T 9704-2012) for
 * a user without their own, the demo consultant's own (seeded), saving with the Chinese refusals
 * (ranges, lengths, margins leaving no text block, a logo of another tenant or not an image),
 * resetting to the defaults, and the generated gap and risk reports carrying the settings of the
 * user who downloads them: fonts with the eastAsia font and sizes in styles.xml, paper and margins
 * in the section, the header part with its text and logo, the footer's page number field.
 */
import PizZip from 'pizzip';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WordConfig, WordSettings } from '../../../domain/wordSettings/contracts';
import { DEMO_WORD_SETTINGS } from '../../../domain/wordSettings/demo';
import { mmToTwips, WORD_DEFAULT_SETTINGS } from '../../../domain/wordSettings/rules';
import { wordSettings } from '../../../server/db/schema';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';
import { postMultipart, SAMPLES } from '../multipart';

const PM = '13800000021';
const CONSULTANT = '13800000013';
const NINGBO_PM = '13800000026';
const GAP_PROJECT = 'PJ20260901GI0003';
const RISK_PROJECT = 'PJ20261015RA0001';
type Answer<T> = { success: boolean; data: T; errorCode: string; errorMsg: string };

/** A 60 × 20 PNG (the logo). */
function logoPng(): Buffer {
  const png = new PNG({ width: 60, height: 20 });
  png.data.fill(200);
  return PNG.sync.write(png);
}

describe.each(DRIVERS)('Word settings (%s)', (driver) => {
  let t: TestApp;
  const clients = new Map<string, TestClient>();
  const as = (phone: string) => clients.get(phone)!;
  const config = async (who: string) => (await as(who).get<WordConfig>('/api/doc/word/config.json')).body as Answer<WordConfig>;
  const save = async (who: string, body: unknown) =>
    (await as(who).post<WordConfig>('/api/doc/word/user/save.json', body)).body as Answer<WordConfig>;
  const reset = async (who: string) => (await as(who).post<WordConfig>('/api/doc/word/user/reset.json', {})).body as Answer<WordConfig>;
  const upload = async (who: string, fileName: string, content: Buffer, contentType: string) =>
    ((await postMultipart(as(who), '/api/file/upload/save.json', {}, [{ fileName, content, contentType }])).body as Answer<{ objectId: string }>).data
      .objectId;
  const download = (who: string, url: string, query: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, query, headers: { cookie: `sid=${as(who).token}`, 'x-requested-with': 'XMLHttpRequest' } });
  const rows = () => t.database.db.select().from(wordSettings);

  beforeAll(async () => {
    t = await startTestApp(driver);
    for (const phone of [PM, CONSULTANT, NINGBO_PM]) {
      const client = t.client();
      const login = await client.loginWithPassword(phone);
      expect(login.body.success, `${phone}: ${login.body.errorMsg}`).toBe(true);
      clients.set(phone, client);
    }
  });
  afterAll(() => t?.close());

  it('answers the defaults (A4, 仿宋 三号, 37/35/28/26 mm) to a user without their own, and the demo consultant their own', async () => {
    const pm = await config(PM);
    expect(pm.success).toBe(true);
    expect(pm.data).toMatchObject({ customized: false, updatedAt: null, logoFileName: null });
    expect(pm.data.settings).toEqual(pm.data.defaults);
    expect(pm.data.defaults).toMatchObject({
      paper: 'A4',
      orientation: 'portrait',
      bodyFont: '仿宋',
      bodySize: '三号',
      titleSize: '二号',
      marginTopMm: 37,
      marginBottomMm: 35,
      marginLeftMm: 28,
      marginRightMm: 26,
      pageNumbers: true,
    });
    const consultant = await config(CONSULTANT);
    expect(consultant.data.customized).toBe(true);
    expect(consultant.data.settings).toMatchObject({ headerText: '安衡咨询 · 信息安全合规服务', bodyFont: '宋体', bodySize: '小四' });
    expect(consultant.data.settings).toEqual({ ...DEMO_WORD_SETTINGS[0].settings });
  });

  it('refuses settings out of range with Chinese messages, and writes nothing', async () => {
    const before = await rows();
    const refused = async (change: Partial<WordSettings>, message: string) => {
      const answer = await save(PM, { ...WORD_DEFAULT_SETTINGS, ...change });
      expect(answer.success, JSON.stringify(change)).toBe(false);
      expect(answer.errorMsg).toContain(message);
    };
    await refused({ marginTopMm: 2 }, '上边距不能小于 5 毫米');
    await refused({ marginLeftMm: 81 }, '左边距不能大于 80 毫米');
    await refused({ marginLeftMm: 70, marginRightMm: 70 }, '版心宽度不能小于 80 毫米');
    await refused({ headerText: '页'.repeat(61) }, '不能超过 60 个字符');
    await refused({ lineSpacingMode: 'multiple', lineSpacing: 4 }, '多倍行距须在 1 至 3 倍之间');
    await refused({ lineSpacingMode: 'exact', lineSpacing: 5 }, '固定行距须在 10 至 72 磅之间');
    await refused({ bodySize: '七号' as WordSettings['bodySize'] }, '正文字号');
    await refused({ paper: 'B5' as WordSettings['paper'] }, '纸张大小');
    expect(await rows()).toEqual(before);
  });

  it('refuses a logo of another tenant and a file that is not an image', async () => {
    const ningboLogo = await upload(NINGBO_PM, 'logo.png', logoPng(), 'image/png');
    const pdf = await upload(PM, '资料.pdf', SAMPLES.pdf, 'application/pdf');
    expect(await save(PM, { ...WORD_DEFAULT_SETTINGS, logoObjectId: ningboLogo })).toMatchObject({
      success: false,
      errorCode: '14801',
      errorMsg: '页眉标志须为本机构上传的图片文件',
    });
    expect(await save(PM, { ...WORD_DEFAULT_SETTINGS, logoObjectId: pdf })).toMatchObject({ success: false, errorCode: '14802' });
    expect((await config(PM)).data.customized).toBe(false);
  });

  it('saves the user own settings, lays the gap and risk reports out with them, and resets to the defaults', async () => {
    const logo = await upload(PM, '公司标志.png', logoPng(), 'image/png');
    const mine: WordSettings = {
      ...WORD_DEFAULT_SETTINGS,
      headingFont: '微软雅黑',
      bodyFont: '楷体',
      titleSize: '一号',
      headingSize: '四号',
      bodySize: '小四',
      lineSpacingMode: 'multiple',
      lineSpacing: 1.5,
      headerText: '示例科技 · 合规文档',
      footerText: '仅供内部使用',
      pageNumberFormat: 'pageOfTotal',
      logoObjectId: logo,
      paper: 'A3',
      orientation: 'landscape',
      marginTopMm: 20,
      marginBottomMm: 22,
      marginLeftMm: 25,
      marginRightMm: 24,
    };
    const saved = await save(PM, mine);
    expect(saved.success, saved.errorMsg).toBe(true);
    expect(saved.data).toMatchObject({ customized: true, logoFileName: '公司标志.png', settings: mine });
    expect((await config(PM)).data.settings).toEqual(mine);
    // Another user of the tenant keeps theirs: the consultant's settings are untouched.
    expect((await config(CONSULTANT)).data.settings.headerText).toBe('安衡咨询 · 信息安全合规服务');

    for (const [url, projectCode] of [
      ['/consulting/gapAnalysis/report/docx', GAP_PROJECT],
      ['/consulting/assets/report/docx', RISK_PROJECT],
    ]) {
      const response = await download(PM, url, { projectCode });
      expect(response.statusCode, url).toBe(200);
      const zip = new PizZip(response.rawPayload);
      const styles = zip.file('word/styles.xml')!.asText();
      expect(styles).toContain('w:eastAsia="楷体"');
      expect(styles).toContain('w:eastAsia="微软雅黑"');
      expect(styles).toMatch(/<w:rPrDefault>.*<w:sz w:val="24"\/>/s); // 小四 = 12 pt
      expect(styles).toMatch(/w:styleId="Heading1".*?<w:sz w:val="28"\/>/s); // 四号 = 14 pt
      expect(styles).toMatch(/w:styleId="WordTitle".*?<w:sz w:val="52"\/>/s); // 一号 = 26 pt
      expect(styles).toContain('w:line="360" w:lineRule="auto"');
      const document = zip.file('word/document.xml')!.asText();
      // A3 landscape: 420 × 297 mm.
      expect(document).toContain(`<w:pgSz w:w="${mmToTwips(420)}" w:h="${mmToTwips(297)}" w:orient="landscape"/>`);
      expect(document).toContain(`w:top="${mmToTwips(20)}" w:right="${mmToTwips(24)}" w:bottom="${mmToTwips(22)}" w:left="${mmToTwips(25)}"`);
      expect(document).toContain('<w:headerReference w:type="default"');
      const header = zip.file('word/header1.xml')!.asText();
      expect(header).toContain('示例科技 · 合规文档');
      expect(header).toContain('r:embed="rIdWordLogo"');
      expect(zip.file('word/_rels/header1.xml.rels')!.asText()).toContain('media/word-logo.png');
      expect(zip.file('word/media/word-logo.png')).toBeTruthy();
      expect(zip.file('[Content_Types].xml')!.asText()).toContain('/word/header1.xml');
      const footer = zip.file('word/footer1.xml')!.asText();
      expect(footer).toContain('仅供内部使用');
      expect(footer).toContain('<w:instrText xml:space="preserve"> PAGE </w:instrText>');
      expect(footer).toContain('<w:instrText xml:space="preserve"> NUMPAGES </w:instrText>');
    }

    // The consultant downloading the same gap report gets their own layout.
    const theirs = new PizZip((await download(CONSULTANT, '/consulting/gapAnalysis/report/docx', { projectCode: GAP_PROJECT })).rawPayload);
    expect(theirs.file('word/header1.xml')!.asText()).toContain('安衡咨询 · 信息安全合规服务');
    expect(theirs.file('word/document.xml')!.asText()).toContain(`<w:pgSz w:w="${mmToTwips(210)}" w:h="${mmToTwips(297)}"/>`);

    const back = await reset(PM);
    expect(back.data).toMatchObject({ customized: false, settings: back.data.defaults });
    const plain = new PizZip((await download(PM, '/consulting/gapAnalysis/report/docx', { projectCode: GAP_PROJECT })).rawPayload);
    expect(plain.file('word/header1.xml')).toBeNull();
    expect(plain.file('word/styles.xml')!.asText()).toContain('w:eastAsia="仿宋"');
    expect(plain.file('word/document.xml')!.asText()).toContain(
      `w:top="${mmToTwips(37)}" w:right="${mmToTwips(26)}" w:bottom="${mmToTwips(35)}" w:left="${mmToTwips(28)}"`,
    );
    expect(plain.file('word/footer1.xml')!.asText()).toContain('— ');
  });
});
