/** Risk assessment as a project kind on the projects area's pages (src/utils/projectKinds.ts). */
import { history } from '@umijs/max';
import { Button } from 'antd';
import { riskAssessmentProjectKind } from '@domain/riskAssessment/projectKind';
import { defineWebProjectKind } from '@/utils/projectKinds';
import { assetAssessPath, ENTER_TEXT, REPORT_TEXT } from './AssetAssess/components/labels';
import { assetsReportPath } from './AssetsReport/paths';
import RiskAssessmentWork from './Work';

export default defineWebProjectKind({
  kind: riskAssessmentProjectKind,
  ChannelWorkspace: RiskAssessmentWork,
  CustomerActions: ({ detail }) => (
    <>
      <Button type="primary" onClick={() => history.push(assetAssessPath(detail.projectCode))}>
        {ENTER_TEXT}
      </Button>
      <Button onClick={() => history.push(assetsReportPath('customer', detail.projectCode))}>{REPORT_TEXT}</Button>
    </>
  ),
});
