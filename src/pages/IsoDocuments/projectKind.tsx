/**
 * ISO documentation as a project kind on the projects area's pages (src/utils/projectKinds.ts): on
 * the channel's group detail 体系文件 opens the consultant's workspace page; on the customer's
 * project detail the tab 体系文件 holds the variables the customer fills and the documents
 * delivered to them.
 */
import { history } from '@umijs/max';
import { Typography } from 'antd';
import { lazy } from 'react';
import { isoDocumentsProjectKind } from '@domain/isoDocuments/projectKind';
import { defineWebProjectKind } from '@/utils/projectKinds';
import { isoWorkspacePath } from './paths';

export default defineWebProjectKind({
  kind: isoDocumentsProjectKind,
  ChannelWorkspace: ({ project }) => <Typography.Link onClick={() => history.push(isoWorkspacePath(project.projectCode))}>体系文件</Typography.Link>,
  CustomerTab: { key: 'isoDocuments', label: '体系文件', Component: lazy(() => import('./CustomerTab')) },
});
