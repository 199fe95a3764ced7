/**
 * Word reports from templates (docs/decisions.md "Gap report Word document"): a committed .docx
 * (built by scripts/buildReportTemplates.mjs) filled by docxtemplater, with chart images added
 * without docxtemplater's paid image module — each PNG goes in as word/media/<name>.png with its
 * relationship, and the template's raw-XML tag {@tag} becomes the paragraph drawing it. Used by
 * the gap report (server/modules/gapAnalysis/docx.ts) and the risk assessment report
 * (server/modules/riskAssessment/report/docx.ts).
 *
 * Pure (no Fastify, no database): the server streams the buffer, the dev mocks use it too.
 */
import fs from 'node:fs';
import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';

export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const templates = new Map<string, Buffer>();
/** A template's bytes, read once per path. */
export function readTemplate(file: string): Buffer {
  let bytes = templates.get(file);
  if (!bytes) templates.set(file, (bytes = fs.readFileSync(file)));
  return bytes;
}

/** A name as part of a download's file name: characters file systems refuse, and spaces, become `_`. */
export const fileNamePart = (name: string): string => name.replace(/[\\/:*?"<>|\s]+/g, '_');

const EMU_PER_PX = 9525;
/** The paragraph holding an inline picture of relationship `rId` (docxtemplater raw XML). */
function imageParagraphXml(rId: string, id: number, name: string, widthPx: number, heightPx: number): string {
  const cx = Math.round(widthPx * EMU_PER_PX * 0.8);
  const cy = Math.round(heightPx * EMU_PER_PX * 0.8);
  return (
    `<w:p><w:pPr><w:jc w:val="center"/></w:pPr><w:r><w:drawing><wp:inline distT="0" distB="0" distL="0" distR="0">` +
    `<wp:extent cx="${cx}" cy="${cy}"/><wp:docPr id="${id}" name="${name}"/>` +
    `<wp:cNvGraphicFramePr><a:graphicFrameLocks noChangeAspect="1"/></wp:cNvGraphicFramePr>` +
    `<a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic>` +
    `<pic:nvPicPr><pic:cNvPr id="${id}" name="${name}.png"/><pic:cNvPicPr/></pic:nvPicPr>` +
    `<pic:blipFill><a:blip r:embed="${rId}"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill>` +
    `<pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="${cx}" cy="${cy}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr>` +
    `</pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>`
  );
}

const IMAGE_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/image';

/** Adds word/media/<file> and its relationship to the document part. */
function addImage(zip: PizZip, rId: string, file: string, bytes: Buffer): void {
  zip.file(`word/media/${file}`, bytes);
  const relsPath = 'word/_rels/document.xml.rels';
  const rels = zip.file(relsPath)?.asText() ?? '';
  zip.file(relsPath, rels.replace('</Relationships>', `<Relationship Id="${rId}" Type="${IMAGE_REL}" Target="media/${file}"/></Relationships>`));
}

/** A PNG placed where the template says {@tag}. */
export interface DocxImage {
  /** The template's raw-XML tag (without `@`). */
  tag: string;
  /** Its relationship id in word/_rels/document.xml.rels. */
  rId: string;
  /** The drawing's id, unique in the document. */
  id: number;
  /** The drawing's name; the file is word/media/<name>.png. */
  name: string;
  png: Buffer;
  /** The image's size in pixels (shown at 80 %). */
  width: number;
  height: number;
}

/** A filled template (a .docx buffer): the images added, then every tag rendered from `data`. */
export function renderDocx(template: Buffer, data: Record<string, unknown>, images: readonly DocxImage[] = []): Buffer {
  const zip = new PizZip(template);
  const placed: Record<string, string> = {};
  for (const image of images) {
    addImage(zip, image.rId, `${image.name}.png`, image.png);
    placed[image.tag] = imageParagraphXml(image.rId, image.id, image.name, image.width, image.height);
  }
  const doc = new Docxtemplater(zip, { paragraphLoop: true, linebreaks: true, nullGetter: () => '' });
  doc.render({ ...data, ...placed });
  return doc.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}
