/**
 * Builds the docxtemplater templates of the Word reports from the table TEMPLATES below:
 *   gap   server/modules/gapAnalysis/templates/gapReport.docx, filled by server/modules/gapAnalysis/docx.ts
 *   risk  server/modules/riskAssessment/report/templates/riskReport.docx, filled by server/modules/riskAssessment/report/docx.ts
 *   certificate  server/modules/exams/templates/certificate.docx, filled by server/modules/exams/certificateDocx.ts
 *   ncReport, application  server/modules/isoDocuments/nc/templates/{ncReport,application}.docx, filled by server/modules/isoDocuments/nc/{report,application}Docx.ts
 *   isoManual, isoProcedure, isoPolicy, isoRecord, isoEnvReport  server/modules/isoDocuments/documents/templates/{manual,procedure,policy,record,envReport}.docx,
 *     the layouts of the ISO document sets, filled by server/modules/isoDocuments/documents/docx.ts
 * All fill through server/reports/docx.ts. Run after a change here: `npm run build:templates`
 * (every template) or `node scripts/buildReportTemplates.mjs gap` (the ones named); the .docx
 * files are committed.
 *
 * Tags: {name} values, {#list}…{/list} loops (a table row repeats when the loop opens in its first
 * cell and closes in its last; a paragraph repeats with paragraphLoop), {@…Xml} raw XML (the chart
 * images' drawing paragraphs, added at render time: {@chartResultXml} and {@chartCategoryXml} in
 * the gap report, {@distributionChartXml} and {@heatmapChartXml} in the risk report).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PizZip from 'pizzip';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// ---- Building blocks ---------------------------------------------------------------------------

const run = (text, { bold = false, size } = {}) =>
  `<w:r><w:rPr>${bold ? '<w:b/>' : ''}${size ? `<w:sz w:val="${size}"/><w:szCs w:val="${size}"/>` : ''}</w:rPr><w:t xml:space="preserve">${esc(text)}</w:t></w:r>`;
const p = (text, options = {}) =>
  `<w:p><w:pPr>${options.style ? `<w:pStyle w:val="${options.style}"/>` : ''}${options.center ? '<w:jc w:val="center"/>' : ''}</w:pPr>${run(text, options)}</w:p>`;
const cell = (text, width, { bold = false, shade = false } = {}) =>
  `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/>${shade ? '<w:shd w:val="clear" w:color="auto" w:fill="D9E2F3"/>' : ''}</w:tcPr>${p(text, { bold })}</w:tc>`;
const row = (cells, widths, options) => `<w:tr>${cells.map((c, i) => cell(c, widths[i], options)).join('')}</w:tr>`;
// Fixed layout: the columns keep their widths whatever the cells hold (nothing pushed past the margin).
const table = (header, loopRow, widths) =>
  `<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="${widths.reduce((a, b) => a + b, 0)}" w:type="dxa"/><w:tblBorders>${[
    'top',
    'left',
    'bottom',
    'right',
    'insideH',
    'insideV',
  ]
    .map((side) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="808080"/>`)
    .join('')}</w:tblBorders><w:tblLayout w:type="fixed"/></w:tblPr><w:tblGrid>${widths.map((w) => `<w:gridCol w:w="${w}"/>`).join('')}</w:tblGrid>${
    header ? row(header, widths, { bold: true, shade: true }) : ''
  }${loopRow.map((r) => row(r, widths)).join('')}</w:tbl>`;

const h1 = (text) => p(text, { style: 'Heading1', bold: true, size: 32 });
const h2 = (text) => p(text, { style: 'Heading2', bold: true, size: 26 });
/** One paragraph per item of `list` (each item's {text}): the loop's tags in paragraphs of their own. */
const lines = (list) => [p(`{#${list}}`), p('{text}'), p(`{/${list}}`)].join('');
/** Paragraphs shown only when `flag` is true (the tags in paragraphs of their own). */
const when = (flag, ...body) => [p(`{#${flag}}`), ...body, p(`{/${flag}}`)].join('');

// ---- The templates -----------------------------------------------------------------------------

/** Each template: its file, its title (cover and document properties), its footer line and body after the cover. */
const TEMPLATES = {
  gap: {
    out: 'server/modules/gapAnalysis/templates/gapReport.docx',
    title: '差距分析报告',
    footer: '评分配置：{configLabel}　生成于 {generatedAt}',
    body: [
      p('报告编号：{projectCode}-{reportNo}', { center: true }),
      table(
        null,
        [
          ['检查日期', '{checkDate}'],
          ['单位名称', '{companyName}'],
          ['联系人', '{contactName}'],
          ['部门', '{department}'],
          ['联系电话', '{telephone}'],
        ],
        [2400, 6400],
      ),
      h1('一、总体结论'),
      p('{scoreLabel}：{score}　结论：{conclusion}'),
      p('{scoreNote}'),
      p('评估项 {totalItems} 项，差距 {gapCount} 项。'),
      table(['问题类别', '数量'], [['{#issues}{label}', '{count}{/issues}']], [4400, 4400]),
      h1('二、评估方法'),
      lines('methodText'),
      h1('三、按结果分布'),
      table(['结果', '项数'], [['{#byResult}{label}', '{count}{/byResult}']], [4400, 4400]),
      p('{@chartResultXml}'),
      h1('四、按类别'),
      table(
        ['序号', '类别', '{categoryScoreLabel}', '项数', '最高差距等级'],
        [['{#byCategory}{no}', '{name}', '{score}', '{items}', '{maxGapLevel}{/byCategory}']],
        [800, 3400, 1800, 1100, 1700],
      ),
      p('{@chartCategoryXml}'),
      h1('五、差距清单与整改建议'),
      p('{gapsNote}'),
      table(
        ['序号', '差距项', '现状与发现', '整改建议', '处置'],
        [['{#gaps}{rank}', '{item}', '{finding}', '{recommendation}', '{disposalLabel}{/gaps}']],
        [600, 2100, 2300, 2300, 1500],
      ),
      h1('六、处置进度'),
      table(
        ['应处置', '已处置', '处置中', '已逾期'],
        [['{disposalTotal}', '{disposalFinished}', '{disposalInHandle}', '{disposalOverdue}']],
        [2200, 2200, 2200, 2200],
      ),
      when(
        'appendix',
        h1('附录　计算过程'),
        p('以下逐项列出本报告各项数字的计算过程，供核对：评分规则、总体与各类别得分的算式，以及每个差距项的答案来源和所适用的规则。'),
        lines('explanation'),
      ),
    ],
  },
  risk: {
    out: 'server/modules/riskAssessment/report/templates/riskReport.docx',
    title: '信息安全风险评估报告',
    footer: '风险计算配置：{configLabel}　生成于 {generatedAt}',
    body: [
      p('{finalLabel}', { center: true }),
      table(
        null,
        [
          ['被评估单位', '{companyName}'],
          ['项目编号', '{projectCode}'],
          ['评估顾问', '{consultantName}'],
          ['风险计算时间', '{computedAt}'],
          ['客户确认时间', '{completedAt}'],
          ['风险计算配置', '{configLabel}'],
        ],
        [2400, 6400],
      ),
      h1('一、评估范围与方法'),
      p(
        '本次评估覆盖业务资产 {scopeBusiness} 项、系统资产 {scopeSystem} 项、系统组件和单元资产 {scopeUnit} 项，识别威胁 {scopeThreats} 项、脆弱性 {scopeVulnerabilities} 项、已有安全措施 {scopeControls} 项，分析风险 {scopeRisks} 项。',
      ),
      lines('methodText'),
      h1('二、资产识别'),
      h2('2.1 业务资产'),
      table(
        ['编号', '业务名称', '重要性', '调整后重要性'],
        [['{#businesses}{assetCode}', '{name}', '{importance}', '{importanceAdjusted}{/businesses}']],
        [1500, 3900, 1600, 1800],
      ),
      h2('2.2 系统资产'),
      table(['编号', '名称', '类别', '价值'], [['{#systems}{assetCode}', '{name}', '{category}', '{value}{/systems}']], [1500, 4200, 1700, 1400]),
      h2('2.3 系统组件和单元资产'),
      table(
        ['编号', '名称', '类型', '类别', '价值'],
        [['{#units}{assetCode}', '{name}', '{unitType}', '{category}', '{value}{/units}']],
        [1500, 3100, 1700, 1400, 1100],
      ),
      h1('三、威胁识别'),
      table(
        ['编号', '威胁', '类别', '来源', '能力', '频率', '赋值', '关联脆弱性'],
        [['{#threats}{threatCode}', '{name}', '{category}', '{source}', '{capability}', '{frequency}', '{value}', '{vulnerabilityCount}{/threats}']],
        [1100, 1900, 1100, 1300, 800, 800, 800, 1000],
      ),
      h1('四、脆弱性识别'),
      table(
        ['编号', '资产', '脆弱性', '层面', '严重程度', '可利用性', '可利用的威胁'],
        [['{#vulnerabilities}{vulnCode}', '{assetName}', '{name}', '{layer}', '{severity}', '{exploitability}', '{threatNames}{/vulnerabilities}']],
        [1100, 1400, 1900, 1100, 900, 900, 1500],
      ),
      h1('五、已有安全措施'),
      table(
        ['编号', '措施', '类型', '有效性', '适用资产', '适用威胁'],
        [['{#controls}{controlCode}', '{name}', '{type}', '{effectiveness}', '{assetNames}', '{threatNames}{/controls}']],
        [1100, 2000, 1200, 1000, 1800, 1700],
      ),
      h1('六、风险分析'),
      p('{risksNote}'),
      table(
        ['排序', '资产', '威胁', '脆弱性', '可能性（等级）', '损失（等级）', '风险值', '等级', '评价'],
        [
          [
            '{#risks}{rank}',
            '{assetName}',
            '{threatName}',
            '{vulnName}',
            '{likelihood}',
            '{loss}',
            '{value}',
            '{levelLabel}',
            '{acceptance}{/risks}',
          ],
        ],
        [600, 1400, 1200, 1500, 1000, 1000, 700, 700, 700],
      ),
      h2('6.1 风险等级分布'),
      table(['风险等级', '数量', '占比'], [['{#distribution}{label}', '{count}', '{share}{/distribution}']], [2900, 2900, 3000]),
      p('{@distributionChartXml}'),
      h2('6.2 风险热力图（可能性等级 × 损失等级）'),
      p('表中为落在各可能性等级与损失等级组合上的风险数量，底色越深风险越多。'),
      p('{@heatmapTableXml}'),
      h2('6.3 系统资产风险'),
      table(
        ['编号', '系统资产', '风险值', '等级', '残余等级'],
        [['{#systemRisks}{assetCode}', '{name}', '{value}', '{levelLabel}', '{residualLabel}{/systemRisks}']],
        [1200, 3000, 1500, 1500, 1800],
      ),
      h2('6.4 业务风险'),
      table(
        ['编号', '业务', '重要性', '风险值', '等级', '残余等级'],
        [['{#businessRisks}{assetCode}', '{name}', '{importance}', '{value}', '{levelLabel}', '{residualLabel}{/businessRisks}']],
        [1100, 2600, 1200, 1300, 1300, 1500],
      ),
      h1('七、风险处置与残余风险'),
      table(
        ['风险', '资产 / 脆弱性', '处置方式', '措施', '责任人 / 期限', '残余等级', '残余状态'],
        [
          [
            '{#residuals}{riskCode}',
            '{assetName} / {vulnName}',
            '{option}',
            '{measures}',
            '{owner}',
            '{residualLabel}',
            '{residualStatus}{/residuals}',
          ],
        ],
        [1200, 1800, 900, 2100, 1200, 800, 800],
      ),
      h2('7.1 高残余风险'),
      p('{highRemnantNote}'),
      table(
        ['风险', '资产 / 脆弱性', '残余等级', '状态', '接受人', '接受日期'],
        [
          [
            '{#highRemnant}{riskCode}',
            '{assetName} / {vulnName}',
            '{residualLabel}',
            '{residualStatus}',
            '{acceptedBy}',
            '{acceptedAt}{/highRemnant}',
          ],
        ],
        [1300, 2500, 1000, 1400, 1400, 1200],
      ),
      h1('八、风险评价结论'),
      table(
        ['可接受', '有条件接受', '必须处置', '处置后仍须处置', '已签署接受'],
        [['{acceptable}', '{conditional}', '{mustTreat}', '{residualMustTreat}', '{accepted}']],
        [1760, 1760, 1760, 1760, 1760],
      ),
      p('{conclusion}'),
      when(
        'appendix',
        h1('附录　计算过程'),
        h2('附录一　风险计算规则'),
        p('风险计算规则“{configLabel}”所用的算式、矩阵、等级划分和评价阈值：'),
        lines('methodTrace'),
        h2('附录二　业务资产重要性'),
        table(['编号', '业务名称', '计算说明'], [['{#businesses}{assetCode}', '{name}', '{lines}{/businesses}']], [1400, 2200, 5200]),
        h2('附录三　系统资产价值'),
        table(['编号', '名称', '计算说明'], [['{#systems}{assetCode}', '{name}', '{lines}{/systems}']], [1400, 2200, 5200]),
      ),
    ],
  },
};

TEMPLATES.certificate = {
  out: 'server/modules/exams/templates/certificate.docx',
  title: '内审员资格证书',
  footer: '证书编号 {certificateNo}　验证码 {verifyCode}',
  cover: false,
  body: [
    p('内审员资格证书', { bold: true, size: 52, center: true }),
    p('Internal Auditor Certificate', { size: 24, center: true }),
    p('证书编号：{certificateNo}', { center: true }),
    p(''),
    p('{candidateName}', { bold: true, size: 40, center: true }),
    p('{customerName}', { size: 24, center: true }),
    p(''),
    p(
      '于 {examDate} 参加“{examTitle}”，成绩 {scoreText}，达到合格标准，具备按 ISO/IEC 27001:2022 第 9.2 条和 ISO 19011 实施信息安全管理体系内部审核的能力，特发此证。',
    ),
    table(
      null,
      [
        ['考试名称', '{examTitle}'],
        ['成绩', '{scoreText}'],
        ['及格线', '{passMarkText}'],
        ['发证日期', '{issuedOn}'],
        ['培训机构', '{channelName}'],
        ['验证码', '{verifyCode}'],
      ],
      [2400, 6400],
    ),
    p(''),
    p('核验方式：打开 {verifyUrl}（无需登录），或在平台“证书验证”页面输入验证码 {verifyCode}，可查询持证人姓名、考试名称、发证日期和结果。'),
  ],
};

// ---- ISO documents (server/modules/isoDocuments/documents)
// One template per layout of the document sets (domain/isoDocuments/documentSets), filled by
// server/modules/isoDocuments/documents/docx.ts: the header fields, {#sections} (a heading, its
// paragraphs and an optional table as raw XML {@tableXml}) or a record form's {note} and {@tableXml}.
const PAGE_BREAK = '<w:p><w:r><w:br w:type="page"/></w:r></w:p>';
const isoControl = table(
  null,
  [
    ['文件编号', '{docNumber}', '版本', '{docVersion}'],
    ['编制', '{compiler}', '审核', '{reviewer}'],
    ['批准', '{approver}', '受控状态', '受控'],
    ['发布日期', '{releaseDate}', '实施日期', '{effectiveDate}'],
  ],
  [1600, 2800, 1600, 2800],
);
const isoSections = [p('{#sections}'), h1('{heading}'), p('{#paragraphs}'), p('{text}'), p('{/paragraphs}'), p('{@tableXml}'), p('{/sections}')];
const isoDocumentTemplate = (out, kind) => ({
  out: `server/modules/isoDocuments/documents/templates/${out}.docx`,
  title: kind,
  footer: '{orgName}　{docNumber}　{docTitle}',
  cover: false,
  body: [
    p('{orgName}', { bold: true, size: 28, center: true }),
    p('{docTitle}', { bold: true, size: 40, center: true }),
    p(`（${kind}）`, { center: true }),
    isoControl,
    ...isoSections,
  ],
});
TEMPLATES.isoManual = {
  out: 'server/modules/isoDocuments/documents/templates/manual.docx',
  title: '管理手册',
  footer: '{orgName}　{docNumber}　{docTitle}',
  cover: false,
  body: [
    p(''),
    p(''),
    p('{orgName}', { bold: true, size: 36, center: true }),
    p(''),
    p('{docTitle}', { bold: true, size: 56, center: true }),
    p('文件编号：{docNumber}　版本：{docVersion}', { center: true }),
    p(''),
    table(
      null,
      [
        ['编制', '{compiler}'],
        ['审核', '{reviewer}'],
        ['批准', '{approver}'],
        ['发布日期', '{releaseDate}'],
        ['实施日期', '{effectiveDate}'],
        ['受控状态', '受控'],
      ],
      [2400, 6400],
    ),
    PAGE_BREAK,
    ...isoSections,
  ],
};
TEMPLATES.isoProcedure = isoDocumentTemplate('procedure', '程序文件');
TEMPLATES.isoPolicy = isoDocumentTemplate('policy', '管理制度');
TEMPLATES.isoEnvReport = isoDocumentTemplate('envReport', '环境因素评价报告');
TEMPLATES.isoRecord = {
  out: 'server/modules/isoDocuments/documents/templates/record.docx',
  title: '记录表单',
  footer: '{orgName}　{docNumber}　{docTitle}',
  cover: false,
  body: [
    p('{orgName}', { bold: true, size: 24, center: true }),
    p('{docTitle}', { bold: true, size: 36, center: true }),
    table(null, [['表单编号', '{docNumber}', '版本', '{docVersion}', '日期', '{recordDate}']], [1300, 2500, 900, 1300, 900, 2600]),
    p('{note}'),
    p('{@tableXml}'),
    p(''),
    table(null, [['填表人：', '', '审核人：', '{reviewer}']], [1600, 2800, 1600, 2800]),
  ],
};

// ---- The package -------------------------------------------------------------------------------

// ---- ISO nonconformity report and application forms (server/modules/isoDocuments/nc)
TEMPLATES.ncReport = {
  out: 'server/modules/isoDocuments/nc/templates/ncReport.docx',
  title: '内部审核不符合项报告',
  footer: '{orgName}　内部审核不符合项报告　生成于 {generatedOn}',
  cover: false,
  body: [
    p('内部审核不符合项报告', { bold: true, size: 44, center: true }),
    p('{orgName}', { size: 28, center: true }),
    p('{systemsText}', { center: true }),
    table(
      null,
      [
        ['受审核组织', '{orgName}'],
        ['审核类型', '第一方审核（内部审核）'],
        ['审核日期', '{auditDate}'],
        ['审核依据', '{standardsText}'],
        ['审核范围', '{scopeText}'],
        ['咨询机构', '{channelName}'],
        ['咨询顾问', '{consultantName}'],
        ['报告日期', '{generatedOn}'],
      ],
      [2400, 6400],
    ),
    h1('一、不符合项汇总'),
    p(
      '本次内部审核共发现不符合项 {total} 项，其中严重不符合 {major} 项、一般不符合 {minor} 项；待整改 {open} 项，待验证 {corrected} 项，已关闭 {closed} 项。',
    ),
    h2('（一）按条款'),
    table(
      ['条款', '合计', '严重', '一般', '待整改', '待验证', '已关闭'],
      [['{#byClause}{label}', '{total}', '{major}', '{minor}', '{open}', '{corrected}', '{closed}{/byClause}']],
      [3100, 900, 900, 900, 1000, 1000, 1000],
    ),
    h2('（二）按部门'),
    table(
      ['责任部门', '合计', '严重', '一般', '待整改', '待验证', '已关闭'],
      [['{#byDepartment}{label}', '{total}', '{major}', '{minor}', '{open}', '{corrected}', '{closed}{/byDepartment}']],
      [3100, 900, 900, 900, 1000, 1000, 1000],
    ),
    h2('（三）不符合项清单'),
    table(
      ['编号', '条款', '责任部门', '类型', '状态', '整改期限'],
      [['{#ncs}{ncCode}', '{clause}', '{departmentName}', '{severityLabel}', '{stateLabel}', '{dueDate}{/ncs}']],
      [900, 1900, 1700, 1400, 1300, 1600],
    ),
    h1('二、不符合项详情'),
    p('{#ncs}'),
    h2('{ncCode}　{clauseText}'),
    table(
      null,
      [
        ['责任部门', '{departmentName}'],
        ['不符合类型', '{severityLabel}'],
        ['当前状态', '{stateLabel}'],
        ['不符合事实描述', '{description}'],
        ['审核证据', '{evidence}'],
        ['审核员', '{auditor}'],
        ['发现日期', '{foundDate}'],
        ['整改期限', '{dueDate}'],
        ['原因分析', '{rootCause}'],
        ['纠正', '{correction}'],
        ['纠正措施', '{correctiveAction}'],
        ['验证情况', '{verification}'],
      ],
      [2400, 6400],
    ),
    p(''),
    p('{/ncs}'),
    h1('三、结论'),
    p('{conclusion}'),
    table(null, [['审核组长：', '{consultantName}', '受审核方代表：', '{managementRepresentative}']], [1800, 2600, 1800, 2600]),
  ],
};

TEMPLATES.application = {
  out: 'server/modules/isoDocuments/nc/templates/application.docx',
  title: '管理体系认证申请书',
  footer: '{title}　{orgName}　填写日期 {filledOn}',
  cover: false,
  body: [
    p('{title}', { bold: true, size: 40, center: true }),
    p('致：{bodyName}', { size: 24 }),
    p('我组织自愿申请以下管理体系认证，并承诺所提供的信息真实、准确。'),
    h1('一、申请组织基本信息'),
    table(
      null,
      [
        ['组织名称', '{orgName}'],
        ['统一社会信用代码', '{creditCode}'],
        ['法定代表人', '{legalRepresentative}'],
        ['注册地址', '{registeredAddress}'],
        ['经营地址', '{officeAddress}'],
        ['员工总数', '{headcount}'],
        ['管理者代表', '{managementRepresentative}'],
        ['联系电话', '{phone}'],
      ],
      [2600, 6200],
    ),
    h1('二、申请认证的标准'),
    table(['管理体系', '认证依据标准'], [['{#standards}{system}', '{standard}{/standards}']], [4400, 4400]),
    h1('三、认证范围'),
    table(
      null,
      [
        ['体系覆盖范围', '{scopeStatement}'],
        ['申请认证范围', '{certScope}'],
      ],
      [2600, 6200],
    ),
    h1('四、场所'),
    table(['序号', '场所名称', '地址', '人数'], [['{#sites}{no}', '{name}', '{address}', '{headcount}{/sites}']], [800, 2400, 4600, 1000]),
    h1('五、体系运行情况与期望审核时间'),
    table(
      null,
      [
        ['管理手册发布日期', '{manualReleaseDate}'],
        ['内部审核日期', '{internalAuditDate}'],
        ['管理评审日期', '{managementReviewDate}'],
        ['期望审核日期', '{desiredAuditDate}'],
        ['咨询机构', '{channelName}'],
        ['咨询顾问', '{consultantName}'],
      ],
      [2600, 6200],
    ),
    h1('六、申请方声明'),
    p('本组织承诺遵守认证机构的认证规则，按要求提供审核所需的文件和记录，配合审核活动的开展，并按约定支付认证费用。'),
    table(null, [['申请组织（盖章）：', '{orgName}', '日期：', '{filledOn}']], [2200, 3600, 1000, 2000]),
  ],
};

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const NS =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"';

const cover = (title) => [
  p(title, { bold: true, size: 44, center: true }),
  p('{projectName}', { size: 28, center: true }),
  p('{productName}　{levelLabel}', { center: true }),
];

const documentXml = (body) => `${XML}
<w:document ${NS}><w:body>${body}<w:sectPr><w:footerReference w:type="default" r:id="rIdFooter1"/><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1200" w:bottom="1440" w:left="1200" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr></w:body></w:document>`;

const footerXml = (line) => `${XML}
<w:ftr ${NS}>${p(line, { size: 16, center: true })}</w:ftr>`;

const HEADING2_STYLE =
  '<w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/><w:basedOn w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="160" w:after="80"/><w:outlineLvl w:val="1"/></w:pPr><w:rPr><w:rFonts w:eastAsia="黑体"/><w:b/><w:sz w:val="26"/></w:rPr></w:style>\n';
/** The styles; Heading2 only where the body uses it. */
const stylesXml = (heading2) => `${XML}
<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">
<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Arial" w:hAnsi="Arial" w:eastAsia="宋体" w:cs="Arial"/><w:sz w:val="21"/><w:szCs w:val="21"/><w:lang w:val="en-US" w:eastAsia="zh-CN"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="80"/></w:pPr></w:pPrDefault></w:docDefaults>
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="240" w:after="120"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:rFonts w:eastAsia="黑体"/><w:b/><w:sz w:val="32"/></w:rPr></w:style>
${heading2 ? HEADING2_STYLE : ''}<w:style w:type="table" w:styleId="TableGrid"><w:name w:val="Table Grid"/><w:tblPr><w:tblCellMar><w:left w:w="80" w:type="dxa"/><w:right w:w="80" w:type="dxa"/></w:tblCellMar></w:tblPr></w:style>
</w:styles>`;

const CONTENT_TYPES = `${XML}
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="png" ContentType="image/png"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/word/footer1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`;

const ROOT_RELS = `${XML}
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`;

const DOCUMENT_RELS = `${XML}
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rIdStyles" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/><Relationship Id="rIdFooter1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footer" Target="footer1.xml"/></Relationships>`;

const coreXml = (title) => `${XML}
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>${title}</dc:title><dc:creator>信息安全合规与认证服务平台</dc:creator></cp:coreProperties>`;

/** The .docx bytes of a template. */
function packageOf({ title, footer, body, cover: withCover = true }) {
  const bodyXml = [...(withCover ? cover(title) : []), ...body].join('');
  const zip = new PizZip();
  zip.file('[Content_Types].xml', CONTENT_TYPES);
  zip.file('_rels/.rels', ROOT_RELS);
  zip.file('docProps/core.xml', coreXml(esc(title)));
  zip.file('word/document.xml', documentXml(bodyXml));
  zip.file('word/styles.xml', stylesXml(bodyXml.includes('<w:pStyle w:val="Heading2"/>')));
  zip.file('word/footer1.xml', footerXml(footer));
  zip.file('word/_rels/document.xml.rels', DOCUMENT_RELS);
  // A fixed date keeps the committed file byte-identical between runs.
  const date = new Date('2026-11-24T00:00:00Z');
  for (const name of Object.keys(zip.files)) zip.files[name].date = date;
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}

const names = process.argv.slice(2);
const unknown = names.filter((name) => !Object.hasOwn(TEMPLATES, name));
if (unknown.length) {
  console.error(`unknown template ${unknown.join(', ')}; known: ${Object.keys(TEMPLATES).join(', ')}`);
  process.exit(1);
}
for (const name of names.length ? names : Object.keys(TEMPLATES)) {
  const template = TEMPLATES[name];
  const out = path.join(ROOT, template.out);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, packageOf(template));
  console.log(`wrote ${path.relative(process.cwd(), out)}`);
}
