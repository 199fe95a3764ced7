/** Documents: upload kinds, environment reports (where a file came from: FileSource of ./enums). */
import { defineEnum } from '../kernel/enums';

export const UploadType = defineEnum({ workingInstruction: '作业指导书', inspectionStandard: '检查标准' });

export const EnvReportType = defineEnum({
  envEvaluationReport: '环境评价报告',
  envEvaluationForm: '环境评价表',
  envEvaluationApproval: '环境评价审批',
});
