/**
 * The set's rendering alone (no database, no storage): the 61 documents of ISMS-27001-2022 for one
 * project — documentData (placeholders, rows, sections) and the layout's template filled through
 * server/reports/docx.ts — next to a plain docxtemplater loop rendering the same templates with
 * the same data (prepared beforehand). Alternating rounds after a warm-up; medians.
 */
import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import { DEFAULT_ENV_IMPORTANCE } from '../../domain/dictionaries';
import { setContents } from '../../domain/isoDocuments/documentData';
import { isoTemplateSet } from '../../domain/isoDocuments/templateSets';
import { projectTimeline } from '../../domain/isoDocuments/timeline';
import { readTemplate } from '../../server/reports/docx';
import { DOCUMENT_TEMPLATES, documentDocx, documentDocxData } from '../../server/modules/isoDocuments/documents/docx';
import { DOCUMENT_TEST_VALUES } from '../../tests/unit/isoDocuments/documentsValues';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export interface RenderResult {
  documents: number;
  bytes: number;
  productMs: number;
  plainMs: number;
}

export function runRenderBench(rounds = 7): RenderResult {
  const set = isoTemplateSet('ISMS-27001-2022');
  const input = {
    set,
    values: DOCUMENT_TEST_VALUES,
    timeline: projectTimeline(DOCUMENT_TEST_VALUES),
    projectName: '项目',
    env: DEFAULT_ENV_IMPORTANCE,
  };
  const prepared = setContents(input).map((content) => ({
    template: readTemplate(DOCUMENT_TEMPLATES[content.layout]),
    data: documentDocxData(content),
  }));
  let bytes = 0;
  const product = () => {
    bytes = 0;
    for (const content of setContents(input)) bytes += documentDocx(content).length;
  };
  const plain = () => {
    for (const { template, data } of prepared) {
      const doc = new Docxtemplater(new PizZip(template), { paragraphLoop: true, linebreaks: true });
      doc.render(data);
      doc.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' });
    }
  };
  product();
  plain();
  const productMs: number[] = [];
  const plainMs: number[] = [];
  for (let round = 0; round < rounds; round++) {
    let started = performance.now();
    product();
    productMs.push(performance.now() - started);
    started = performance.now();
    plain();
    plainMs.push(performance.now() - started);
  }
  return { documents: prepared.length, bytes, productMs: median(productMs), plainMs: median(plainMs) };
}
