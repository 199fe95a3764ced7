/** The address of 指标分析 with a measure, a dimension and months (what the overview's cards open). */
import { MetricDimension, MetricMeasure, type MeasureKey } from '@domain/metrics/measures';
import { MONTH_PATTERN, type MonthRange } from '@domain/metrics/period';

export const ANALYSIS_PATH = '/bizMetricsHub/viewAnalysis';

export interface AnalysisAsk {
  measure?: MeasureKey;
  dimension?: MetricDimension;
  range?: MonthRange;
}

export function analysisPath({ measure, dimension, range }: AnalysisAsk): string {
  const search = new URLSearchParams();
  if (measure) search.set('measure', measure);
  if (dimension) search.set('dimension', dimension);
  if (range) {
    search.set('startMonth', range.startMonth);
    search.set('endMonth', range.endMonth);
  }
  const text = search.toString();
  return text ? `${ANALYSIS_PATH}?${text}` : ANALYSIS_PATH;
}

/** What an address asks for; unknown values are left out (the page's defaults apply). */
export function analysisAskOf(search: string): AnalysisAsk {
  const params = new URLSearchParams(search);
  const measure = params.get('measure') ?? '';
  const dimension = params.get('dimension') ?? '';
  const startMonth = params.get('startMonth') ?? '';
  const endMonth = params.get('endMonth') ?? '';
  return {
    ...(MetricMeasure.is(measure) ? { measure } : {}),
    ...(MetricDimension.is(dimension) ? { dimension } : {}),
    ...(MONTH_PATTERN.test(startMonth) && MONTH_PATTERN.test(endMonth) ? { range: { startMonth, endMonth } } : {}),
  };
}
