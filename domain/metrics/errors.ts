/** Error codes of the dashboards (24000–24999). */
import { defineErrors } from '../kernel/errors';

export const metricsErrors = defineErrors('metrics', {
  METRICS_DIMENSION_NOT_APPLICABLE: ['24001', '该指标不能按所选维度切分，请换一个维度'],
});
