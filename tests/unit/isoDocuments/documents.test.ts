/**
 * The document set's rules and content: the standard file status machine as a table, the actions a
 * caller is offered, the environmental significance rule, the template sets' shape (about 60 ISMS
 * documents in four tiers, numbered), and the whole demo set rendered to Word — every file unzips,
 * names the customer, and has no leftover tag, "undefined", "NaN" or "null".
 */
import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ENV_IMPORTANCE } from '../../../domain/dictionaries';
import { type DocumentContent, setContents } from '../../../domain/isoDocuments/documentData';
import { DOCUMENT_MACHINE, type DocMove, documentActions, envSignificance, overwritesReplaced } from '../../../domain/isoDocuments/documentRules';
import { StandardFileStatus } from '../../../domain/isoDocuments/enums';
import { isoTemplateSet } from '../../../domain/isoDocuments/templateSets';
import { projectTimeline } from '../../../domain/isoDocuments/timeline';
import { documentDocx } from '../../../server/modules/isoDocuments/documents/docx';
import { DOCUMENT_TEST_VALUES } from './documentsValues';

const MOVES: DocMove[] = ['generate', 'replace', 'finalize', 'reopen', 'submit'];
/** state → move → the state it leads to ('-' refused). */
const TABLE: Record<StandardFileStatus, Record<DocMove, StandardFileStatus | '-'>> = {
  init: { generate: 'generated', replace: '-', finalize: '-', reopen: '-', submit: '-' },
  generated: { generate: 'generated', replace: 'inhand', finalize: 'final', reopen: '-', submit: '-' },
  inhand: { generate: 'generated', replace: 'inhand', finalize: 'final', reopen: '-', submit: '-' },
  final: { generate: '-', replace: 'inhand', finalize: '-', reopen: 'inhand', submit: 'finished' },
  finished: { generate: '-', replace: 'inhand', finalize: '-', reopen: '-', submit: '-' },
};

describe('the standard file status machine', () => {
  for (const state of StandardFileStatus.values)
    for (const move of MOVES)
      it(`${state} × ${move} → ${TABLE[state][move]}`, () => {
        const expected = TABLE[state][move];
        if (expected === '-') {
          expect(DOCUMENT_MACHINE.refusal(state, move, null)).toBe(
            `体系文件当前为“${StandardFileStatus.labels[state]}”，不能${DOCUMENT_MACHINE.moves.find((m) => m.action === move)!.label}`,
          );
        } else expect(DOCUMENT_MACHINE.assertMove(state, move, null)).toBe(expected);
      });

  it('offers writers the moves and regenerate, readers only the download', () => {
    expect(documentActions({ status: 'generated', objectId: 'o' }, true)).toEqual(['download', 'versions', 'regenerate', 'replace', 'finalize']);
    expect(documentActions({ status: 'final', objectId: 'o' }, true)).toEqual(['download', 'versions', 'replace', 'reopen', 'submit']);
    expect(documentActions({ status: 'init', objectId: null }, true)).toEqual([]);
    expect(documentActions({ status: 'finished', objectId: 'o' }, false)).toEqual(['download']);
  });

  it('asks before overwriting a replaced file, never for a final one (not regenerated)', () => {
    expect(overwritesReplaced({ status: 'inhand', source: 'replaced' })).toBe(true);
    expect(overwritesReplaced({ status: 'inhand', source: 'generated' })).toBe(false);
    expect(overwritesReplaced({ status: 'final', source: 'replaced' })).toBe(false);
  });
});

describe('environmental significance', () => {
  const config = DEFAULT_ENV_IMPORTANCE;
  it('is significant when the total reaches the threshold', () => {
    expect(envSignificance(config, { law: 3, scope: 3, severity: 3, frequency: 3, concern: 3 })).toEqual({
      total: 15,
      significant: true,
      reason: '总分 15 ≥ 阈值 15',
    });
  });
  it('is significant when one criterion is at its maximum', () => {
    expect(envSignificance(config, { law: 5, scope: 1, severity: 1, frequency: 1, concern: 1 })).toMatchObject({
      total: 9,
      significant: true,
      reason: '法律法规符合性达到最高分',
    });
  });
  it('is not significant otherwise; a missing score counts as the lowest', () => {
    expect(envSignificance(config, { law: 2, scope: 2 })).toEqual({ total: 7, significant: false, reason: '' });
  });
});

/** Every paragraph's text of the body and footer. */
const textOf = (bytes: Buffer) => {
  const zip = new PizZip(bytes);
  return ['word/document.xml', 'word/footer1.xml']
    .map((part) => zip.file(part)!.asText())
    .join('\n')
    .replace(/<w:p[ >]/g, '\n<w:p ')
    .replace(/<[^>]+>/g, '');
};

describe.each(['ISMS-27001-2022', 'EMS-14001-2015'])('the %s set rendered for the demo customer', (code) => {
  const set = isoTemplateSet(code);
  const contents: DocumentContent[] = setContents({
    set,
    values: DOCUMENT_TEST_VALUES,
    timeline: projectTimeline(DOCUMENT_TEST_VALUES),
    projectName: '项目',
    env: DEFAULT_ENV_IMPORTANCE,
  });

  it('has the tiers, unique codes and numbers', () => {
    expect(new Set(set.documents.map((doc) => doc.code)).size).toBe(set.documents.length);
    expect(set.documents.every((doc) => set.folders.some((folder) => folder.code === doc.folder))).toBe(true);
    if (code === 'ISMS-27001-2022') {
      expect(set.documents.length).toBeGreaterThanOrEqual(55);
      const tier = (type: string) => set.documents.filter((doc) => doc.docBizType === type).length;
      expect(['manual', 'procedure', 'policy', 'record'].map(tier)).toEqual([2, 18, 16, 25]);
    } else
      expect(set.documents.map((doc) => doc.docBizType)).toEqual(
        expect.arrayContaining(['envEvaluationReport', 'envEvaluationForm', 'envEvaluationApproval']),
      );
    expect(contents.every((content) => /^SLKJ-(ISMS|EMS)-[A-E]-\d{2}$/.test(content.docNumber))).toBe(true);
  });

  it('renders every document to a Word file with the customer’s facts and nothing unfilled', () => {
    for (const content of contents) {
      const text = textOf(documentDocx(content));
      expect(text, content.title).toContain('示例科技有限公司');
      expect(text, content.title).toContain(content.docNumber);
      expect(text, content.title).not.toMatch(/[{}]|undefined|\bNaN\b|\bnull\b/);
    }
  });

  it('dates and assigns the documents from the timeline and the responsibility matrix', () => {
    const timeline = projectTimeline(DOCUMENT_TEST_VALUES)!;
    const chinese = (iso: string) => `${Number(iso.slice(0, 4))}年${Number(iso.slice(5, 7))}月${Number(iso.slice(8, 10))}日`;
    const byCode = new Map(contents.map((content) => [content.docCode, content]));
    const audit = byCode.get(code === 'EMS-14001-2015' ? 'D-06' : 'D-11')!;
    expect(audit.header.recordDate).toBe(chinese(timeline.dates.internalAudit));
    expect(audit.table!.rows[0]).toContain(chinese(timeline.dates.internalAudit));
    expect(byCode.get('A-01')!.header.releaseDate).toBe(chinese(timeline.dates.release));
    if (code === 'ISMS-27001-2022') {
      expect(byCode.get('D-10')!.table!.rows.map((row) => row[3])).toEqual(Array(4).fill(chinese(timeline.dates.training)));
      expect(byCode.get('D-13')!.header.recordDate).toBe(chinese(timeline.dates.managementReview));
      // 6.1's lead department (技术部) runs the risk procedure.
      expect(byCode.get('B-04')!.sections[2]!.paragraphs[0]).toContain('技术部');
    } else {
      const form = byCode.get('E-01')!.table!;
      expect(form.columns).toEqual(expect.arrayContaining(DEFAULT_ENV_IMPORTANCE.criteria.map((criterion) => criterion.name)));
      // 废旧电池 (total 16) and 火灾 (total 16) are significant; 电能消耗 by 发生频次 at its maximum.
      expect(form.rows.map((row) => row.at(-1))).toEqual(['是', '是', '否', '是']);
      expect(byCode.get('E-02')!.table!.rows.map((row) => row[2])).toEqual(['电能消耗', '废旧电池、硒鼓', '火灾']);
    }
  });
});
