/** Certification projects as a project kind (domain/projects/kinds.ts): a marketplace project of service kind certification. */
import { defineProjectKind } from '../projects/kinds';

export const certificationProjectKind = defineProjectKind({ code: 'certification', label: '认证', serviceKinds: ['certification'] });
