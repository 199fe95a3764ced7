/**
 * Charts of the Word reports (docs/decisions.md "Gap report Word document"): Word chart parts
 * (DrawingML bar charts), which Word and LibreOffice draw with the document's fonts — categories
 * labelled on the axis, values on the bars — with no native canvas or fonts on servers. Used by
 * the gap report (server/modules/gapAnalysis/docx.ts) and the risk assessment report
 * (server/modules/riskAssessment/report/docx.ts, whose heat map is a shaded table).
 */

export type Rgb = readonly [number, number, number];

// ---- Word charts -------------------------------------------------------------------------------

/**
 * A bar chart as a Word chart part (DrawingML, word/charts/<name>.xml): Word and LibreOffice
 * draw it with the document's fonts, so its categories are labelled on the axis and each bar
 * carries its value — no caption has to map bars to a table. The figures are literals in the part
 * (no embedded workbook): the chart shows and prints as is.
 */
export interface BarChart {
  /** The category names along the category axis, in order. */
  categories: readonly string[];
  values: readonly number[];
  /** One colour for every bar, or one per bar (by position). */
  colours: readonly Rgb[];
  /** 'column': vertical bars, names under the axis; 'bar': horizontal bars, names beside them (long names). */
  direction: 'column' | 'bar';
  /** The series' name (what the values are: 项数, 实施率（%）…). */
  seriesName: string;
  /** The value axis' maximum (100 for percentages); automatic when absent. */
  max?: number;
  /** The value axis' title. */
  valueTitle?: string;
}

const escChartXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const hex = ([r, g, b]: Rgb) =>
  [r, g, b]
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
const fill = (colour: Rgb) => `<c:spPr><a:solidFill><a:srgbClr val="${hex(colour)}"/></a:solidFill></c:spPr>`;
/** Chart text: size in hundredths of a point, the Chinese font for East Asian text. */
const textProperties = (size: number) =>
  `<c:txPr><a:bodyPr/><a:lstStyle/><a:p><a:pPr><a:defRPr sz="${size}"><a:latin typeface="Arial"/><a:ea typeface="宋体"/></a:defRPr></a:pPr><a:endParaRPr lang="zh-CN"/></a:p></c:txPr>`;
const axisTitle = (text: string) =>
  `<c:title><c:tx><c:rich><a:bodyPr/><a:lstStyle/><a:p><a:pPr><a:defRPr sz="900" b="0"><a:ea typeface="宋体"/></a:defRPr></a:pPr><a:r><a:rPr lang="zh-CN" sz="900" b="0"><a:ea typeface="宋体"/></a:rPr><a:t>${escChartXml(text)}</a:t></a:r></a:p></c:rich></c:tx><c:overlay val="0"/></c:title>`;

/** The chart part's XML of a bar chart. */
export function barChartXml(chart: BarChart): string {
  const n = chart.categories.length;
  const horizontal = chart.direction === 'bar';
  const points =
    chart.colours.length > 1
      ? chart.values
          .map(
            (_v, i) =>
              `<c:dPt><c:idx val="${i}"/><c:invertIfNegative val="0"/><c:bubble3D val="0"/>${fill(chart.colours[i % chart.colours.length])}</c:dPt>`,
          )
          .join('')
      : '';
  const categories = chart.categories.map((name, i) => `<c:pt idx="${i}"><c:v>${escChartXml(name)}</c:v></c:pt>`).join('');
  const values = chart.values.map((value, i) => `<c:pt idx="${i}"><c:v>${Number.isFinite(value) ? value : 0}</c:v></c:pt>`).join('');
  const labels =
    '<c:dLbls><c:spPr><a:noFill/><a:ln><a:noFill/></a:ln></c:spPr>' +
    textProperties(900) +
    '<c:showLegendKey val="0"/><c:showVal val="1"/><c:showCatName val="0"/><c:showSerName val="0"/><c:showPercent val="0"/><c:showBubbleSize val="0"/></c:dLbls>';
  const series =
    `<c:ser><c:idx val="0"/><c:order val="0"/><c:tx><c:v>${escChartXml(chart.seriesName)}</c:v></c:tx>${fill(chart.colours[0] ?? [22, 119, 255])}<c:invertIfNegative val="0"/>${points}${labels}` +
    `<c:cat><c:strLit><c:ptCount val="${n}"/>${categories}</c:strLit></c:cat>` +
    `<c:val><c:numLit><c:formatCode>General</c:formatCode><c:ptCount val="${n}"/>${values}</c:numLit></c:val></c:ser>`;
  const scale = `${chart.max !== undefined ? `<c:max val="${chart.max}"/>` : ''}<c:min val="0"/>`;
  const line = '<c:spPr><a:ln w="9525"><a:solidFill><a:srgbClr val="595959"/></a:solidFill></a:ln></c:spPr>';
  // Horizontal bars read top-down in the table's order: the category axis runs max→min, the value axis stays at the bottom.
  const catAx =
    `<c:catAx><c:axId val="5001"/><c:scaling><c:orientation val="${horizontal ? 'maxMin' : 'minMax'}"/></c:scaling><c:delete val="0"/>` +
    `<c:axPos val="${horizontal ? 'l' : 'b'}"/><c:numFmt formatCode="General" sourceLinked="0"/><c:majorTickMark val="out"/><c:minorTickMark val="none"/><c:tickLblPos val="nextTo"/>${line}${textProperties(900)}` +
    `<c:crossAx val="5002"/><c:crosses val="autoZero"/><c:auto val="1"/><c:lblAlgn val="ctr"/><c:lblOffset val="100"/><c:noMultiLvlLbl val="0"/></c:catAx>`;
  const valAx =
    `<c:valAx><c:axId val="5002"/><c:scaling><c:orientation val="minMax"/>${scale}</c:scaling><c:delete val="0"/><c:axPos val="${horizontal ? 'b' : 'l'}"/>` +
    `<c:majorGridlines><c:spPr><a:ln w="6350"><a:solidFill><a:srgbClr val="E6E6E6"/></a:solidFill></a:ln></c:spPr></c:majorGridlines>` +
    `${chart.valueTitle ? axisTitle(chart.valueTitle) : ''}<c:numFmt formatCode="General" sourceLinked="0"/><c:majorTickMark val="out"/><c:minorTickMark val="none"/><c:tickLblPos val="nextTo"/>${line}${textProperties(900)}` +
    `<c:crossAx val="5001"/><c:crosses val="${horizontal ? 'max' : 'autoZero'}"/><c:crossBetween val="between"/></c:valAx>`;
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<c:chartSpace xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
    '<c:roundedCorners val="0"/><c:chart><c:autoTitleDeleted val="1"/><c:plotArea><c:layout/>' +
    `<c:barChart><c:barDir val="${horizontal ? 'bar' : 'col'}"/><c:grouping val="clustered"/><c:varyColors val="0"/>${series}<c:gapWidth val="60"/><c:axId val="5001"/><c:axId val="5002"/></c:barChart>` +
    `${catAx}${valAx}</c:plotArea><c:plotVisOnly val="1"/><c:dispBlanksAs val="gap"/></c:chart>` +
    `<c:spPr><a:noFill/><a:ln><a:noFill/></a:ln></c:spPr>${textProperties(900)}</c:chartSpace>`
  );
}
