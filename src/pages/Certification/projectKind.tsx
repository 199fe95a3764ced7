/**
 * Certification as a project kind on the projects area's pages (src/utils/projectKinds.ts): on the
 * channel's group detail 认证申请 (choose a body and apply, then the progress); on the customer's
 * project detail the 认证材料 button (certMaterials' page) and the 认证进度 tab (the programme).
 */
import { history } from '@umijs/max';
import { Button } from 'antd';
import { lazy } from 'react';
import { certificationProjectKind } from '@domain/certification/projectKind';
import { defineWebProjectKind } from '@/utils/projectKinds';
import ApplyToBody from './components/ApplyToBody';

export const certificationMaterialsPath = (projectCode: string) => `/systemManage/certificationMaterials/${encodeURIComponent(projectCode)}`;

export default defineWebProjectKind({
  kind: certificationProjectKind,
  ChannelWorkspace: ApplyToBody,
  CustomerActions: ({ detail }) => <Button onClick={() => history.push(certificationMaterialsPath(detail.projectCode))}>认证材料</Button>,
  CustomerTab: { key: 'certification', label: '认证进度', Component: lazy(() => import('./ProgressTab')) },
});
