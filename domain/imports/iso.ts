/**
 * Reading an existing management-system document (POST /api/import/iso/parserFile): from the
 * WordprocessingML of a .docx (word/document.xml and word/styles.xml, unzipped by the server) its
 * headings, the ISO/IEC 27001:2022 clauses and Annex A controls it references, and the
 * organisation facts that prefill an ISO documentation project's variables. Pure.
 */
import { ISO27001_CLAUSES, ISO27001_CONTROLS } from '../catalogues';

export interface DocHeading {
  /** 1 = 标题 1 / Heading 1 / outline level 1. */
  level: number;
  text: string;
}

export interface IsoReference {
  /** "6.1.2" for a clause, "A.5.15" for an Annex A control. */
  id: string;
  title: string;
  /** How often the document names it. */
  count: number;
}

export interface OrganisationFacts {
  organisationName: string | null;
  address: string | null;
  scope: string | null;
  managementRepresentative: string | null;
  releaseDate: string | null;
  effectiveDate: string | null;
  documentNumber: string | null;
}

export interface IsoDocumentSummary {
  headings: DocHeading[];
  clauses: IsoReference[];
  controls: IsoReference[];
  facts: OrganisationFacts;
  paragraphCount: number;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (s: string) =>
  s.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (whole, e: string) =>
    e[0] === '#' ? String.fromCodePoint(e[1] === 'x' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1))) : (ENTITIES[e] ?? whole),
  );
const attr = (attrs: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1];

/** The heading level a style names: "heading 2", "标题 2", styleId "Heading2", or its outline level. */
function levelFromName(name: string): number | null {
  const m = /^(?:heading|标题)\s*(\d)$/i.exec(name.trim());
  return m ? Number(m[1]) : null;
}

/** styleId → heading level, from word/styles.xml (name first, then the style's outline level, then its basedOn). */
export function headingStyles(stylesXml: string): Map<string, number> {
  const raw = new Map<string, { name: string; outline: number | null; basedOn: string | null }>();
  for (const m of stylesXml.matchAll(/<w:style\b([^>]*)>([\s\S]*?)<\/w:style>/g)) {
    const id = attr(m[1], 'w:styleId');
    if (!id) continue;
    const name = attr(/<w:name\b([^>]*)\/?>/.exec(m[2])?.[1] ?? '', 'w:val') ?? '';
    const outline = attr(/<w:outlineLvl\b([^>]*)\/?>/.exec(m[2])?.[1] ?? '', 'w:val');
    const basedOn = attr(/<w:basedOn\b([^>]*)\/?>/.exec(m[2])?.[1] ?? '', 'w:val') ?? null;
    raw.set(id, { name, outline: outline === undefined ? null : Number(outline), basedOn });
  }
  const levels = new Map<string, number>();
  const resolve = (id: string, depth = 0): number | null => {
    const style = raw.get(id);
    if (!style || depth > 10) return levelFromName(id.replace(/^heading/i, 'heading '));
    const byName = levelFromName(style.name) ?? levelFromName(id.replace(/^heading/i, 'heading '));
    if (byName) return byName;
    if (style.outline !== null && style.outline < 9) return style.outline + 1;
    return style.basedOn ? resolve(style.basedOn, depth + 1) : null;
  };
  for (const id of raw.keys()) {
    const level = resolve(id);
    if (level) levels.set(id, level);
  }
  return levels;
}

interface Paragraph {
  text: string;
  level: number | null;
}

/** The document's paragraphs in order; a table row becomes one line of its cells joined by "：". */
export function paragraphsOf(documentXml: string, styles: Map<string, number>): Paragraph[] {
  const out: Paragraph[] = [];
  const rows: string[][] = [];
  let cellText: string[] | null = null;
  let para: { text: string; style: string | null; outline: number | null } | null = null;
  let inText = false;
  for (const m of documentXml.matchAll(/<(\/?)w:(p|tr|tc|t|tab|br|pStyle|outlineLvl)\b([^>]*?)(\/?)>|([^<]+)/g)) {
    const [, closing, tag, attrs, selfClosing, chars] = m;
    if (chars !== undefined) {
      if (inText && para) para.text += decode(chars);
      continue;
    }
    if (tag === 't') inText = !closing && !selfClosing;
    else if (tag === 'tab' && para && !closing) para.text += '\t';
    else if (tag === 'br' && para && !closing) para.text += '\n';
    else if (tag === 'pStyle' && para) para.style = attr(attrs, 'w:val') ?? null;
    else if (tag === 'outlineLvl' && para) para.outline = Number(attr(attrs, 'w:val') ?? 9);
    else if (tag === 'p' && !closing) {
      para = { text: '', style: null, outline: null };
      if (selfClosing) para = null;
    } else if (tag === 'p' && closing && para) {
      const text = para.text.replace(/\s+/g, ' ').trim();
      if (cellText) {
        if (text) cellText.push(text);
      } else if (text) {
        const level = para.outline !== null && para.outline < 9 ? para.outline + 1 : para.style ? (styles.get(para.style) ?? null) : null;
        out.push({ text, level });
      }
      para = null;
    } else if (tag === 'tr' && !closing) rows.push([]);
    else if (tag === 'tr' && closing) {
      const cells = (rows.pop() ?? []).filter(Boolean);
      if (cells.length) out.push({ text: cells.join('：'), level: null });
    } else if (tag === 'tc' && !closing) cellText = [];
    else if (tag === 'tc' && closing) {
      rows[rows.length - 1]?.push((cellText ?? []).join(' '));
      cellText = null;
    }
  }
  return out;
}

const CLAUSES = new Map(ISO27001_CLAUSES.filter((c) => c.depth > 1).map((c) => [c.id, c.title]));
const CONTROLS = new Map(ISO27001_CONTROLS.map((c) => [c.number, c.title]));

function count(map: Map<string, number>, id: string) {
  map.set(id, (map.get(id) ?? 0) + 1);
}

/** Annex A controls: "A.5.15", "A5.15", "附录A 8.24", "附录 A 的 8.24", "附录A.8.24". */
const CONTROL_REF = /(?<![A-Za-z0-9])(?:A\s*[.．]?\s*|附录\s*A\s*(?:的|中|[.．:：])?\s*(?:第\s*)?)([5-8]\.\d{1,2})(?![\d.]*\d)/g;
/** Clauses 4–10 with a sub-clause ("6.1.2", "第 9.2 条"), not part of a longer number or of an Annex A reference. */
const CLAUSE_REF = /(?<![A-Za-z0-9.．]|附录\s*A\s*(?:的|中)?\s*)((?:10|[4-9])(?:\.\d{1,2}){1,2})(?![\d.]*\d)/g;

const DATE = /(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?/;
const dateOf = (s: string) => {
  const m = DATE.exec(s);
  return m ? `${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}` : null;
};
const ORG = /([\u4e00-\u9fa5A-Za-z0-9（）()·]{2,40}?(?:股份有限公司|有限责任公司|有限公司|集团|研究院|研究所|中心|大学|医院|银行))/;

/** The first value of the labelled lines "标签：值" (table rows are lines too). */
function labelled(lines: readonly string[], labels: RegExp): string | null {
  for (const line of lines) {
    const m = new RegExp(`(?:^|[\\s：:])(?:${labels.source})\\s*[:：]\\s*([^：:\\t]+)`).exec(line);
    if (m?.[1]?.trim()) return m[1].trim();
  }
  return null;
}

export function summariseIsoDocument(documentXml: string, stylesXml = ''): IsoDocumentSummary {
  const paragraphs = paragraphsOf(documentXml, headingStyles(stylesXml));
  const lines = paragraphs.map((p) => p.text);
  const headings = paragraphs.filter((p) => p.level !== null).map((p) => ({ level: p.level as number, text: p.text }));

  const clauseCounts = new Map<string, number>();
  const controlCounts = new Map<string, number>();
  for (const line of lines) {
    for (const m of line.matchAll(CONTROL_REF)) if (CONTROLS.has(m[1])) count(controlCounts, m[1]);
    for (const m of line.matchAll(CLAUSE_REF)) if (CLAUSES.has(m[1])) count(clauseCounts, m[1]);
  }
  const byNumber = (a: string, b: string) => {
    const pa = a.split('.').map(Number);
    const pb = b.split('.').map(Number);
    for (let i = 0; i < Math.max(pa.length, pb.length); i++) if ((pa[i] ?? -1) !== (pb[i] ?? -1)) return (pa[i] ?? -1) - (pb[i] ?? -1);
    return 0;
  };
  const clauses = [...clauseCounts.keys()].sort(byNumber).map((id) => ({ id, title: CLAUSES.get(id) ?? '', count: clauseCounts.get(id) ?? 0 }));
  const controls = [...controlCounts.keys()]
    .sort(byNumber)
    .map((id) => ({ id: `A.${id}`, title: CONTROLS.get(id) ?? '', count: controlCounts.get(id) ?? 0 }));

  const organisationName =
    labelled(lines, /公司名称|组织名称|单位名称|企业名称|组织/)?.match(ORG)?.[1] ??
    labelled(lines, /公司名称|组织名称|单位名称|企业名称/) ??
    lines.map((line) => ORG.exec(line)?.[1]).find(Boolean) ??
    null;
  const representative =
    labelled(lines, /管理者代表|信息安全管理者代表/) ??
    lines.map((line) => /任命\s*([\u4e00-\u9fa5]{2,4})\s*(?:同志)?\s*为[^，。]*管理者代表/.exec(line)?.[1]).find(Boolean) ??
    null;
  const facts: OrganisationFacts = {
    organisationName,
    address: labelled(lines, /公司地址|组织地址|单位地址|注册地址|办公地址|地址/),
    scope: labelled(lines, /认证范围|体系范围|适用范围|管理体系范围|ISMS\s*范围|范围/),
    managementRepresentative: representative ? representative.replace(/\s+/g, '').slice(0, 20) : null,
    releaseDate: dateOf(labelled(lines, /发布日期|发布时间|颁布日期/) ?? ''),
    effectiveDate: dateOf(labelled(lines, /实施日期|生效日期|实施时间/) ?? ''),
    documentNumber: labelled(lines, /文件编号|文档编号|文件编码|编号/)?.match(/[A-Za-z0-9][A-Za-z0-9\-_/.]*/)?.[0] ?? null,
  };
  return { headings, clauses, controls, facts, paragraphCount: paragraphs.length };
}
