/**
 * Certification application forms (认证申请书, issue 31 item 5): which organisation variables a
 * body's form is filled from, which of them are still missing (the page warns before download),
 * and the form's content — the applicant's facts, the sites, the standards of the project's
 * management systems and the desired audit date from the timeline's certification application.
 * Pure; the server renders the content into the Word form.
 */
import { ManagementSystem } from '../engines/auditTime/model';
import { projectTimeline } from './timeline';
import { ISO_VARIABLE_FIELDS, type IsoVariableValues } from './variables';

/** The variables a form needs (each is a field of the catalogue: its label names it in the warning). */
export const ISO_APPLICATION_VARIABLES = [
  'orgName',
  'creditCode',
  'legalRepresentative',
  'registeredAddress',
  'officeAddress',
  'headcount',
  'phone',
  'managementRepresentative',
  'scopeStatement',
  'certScope',
  'sites',
  'manualReleaseDate',
] as const;

/** The standard's edition each management system is certified against. */
export const ISO_SYSTEM_STANDARDS: Readonly<Record<ManagementSystem, string>> = {
  QMS: 'GB/T 19001-2016 / ISO 9001:2015',
  EMS: 'GB/T 24001-2016 / ISO 14001:2015',
  OHSMS: 'GB/T 45001-2020 / ISO 45001:2018',
  ISMS: 'GB/T 22080-2025 / ISO/IEC 27001:2022',
};

/** The form's title at a body. */
export const applicationTitle = (bodyName: string): string => `${bodyName}管理体系认证申请书`;

const filled = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.length > 0
    : typeof value === 'number'
      ? Number.isFinite(value)
      : typeof value === 'string'
        ? value.trim() !== ''
        : false;

/** The missing variables as { key, label }, in the form's order. */
export function applicationMissing(values: IsoVariableValues): { key: string; label: string }[] {
  return ISO_APPLICATION_VARIABLES.filter((key) => !filled(values[key])).map((key) => ({ key, label: ISO_VARIABLE_FIELDS.get(key)?.label ?? key }));
}

export interface ApplicationSite {
  no: string;
  name: string;
  address: string;
  headcount: string;
}

/** Everything the form shows (text only: no value is ever null or undefined). */
export interface ApplicationFormContent {
  title: string;
  bodyName: string;
  orgName: string;
  creditCode: string;
  legalRepresentative: string;
  registeredAddress: string;
  officeAddress: string;
  headcount: string;
  phone: string;
  managementRepresentative: string;
  scopeStatement: string;
  certScope: string;
  standards: { system: string; standard: string }[];
  standardsText: string;
  sites: ApplicationSite[];
  desiredAuditDate: string;
  manualReleaseDate: string;
  internalAuditDate: string;
  managementReviewDate: string;
  channelName: string;
  consultantName: string;
  filledOn: string;
  /** Variables not filled yet (the form shows 待补充 there). */
  missing: string[];
}

const PENDING = '（待补充）';
const textOf = (value: unknown): string => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.trim()) return value.trim();
  return PENDING;
};

/** The form of one body for a project of `systems` with these variables. */
export function applicationFormContent(input: {
  bodyName: string;
  systems: readonly ManagementSystem[];
  values: IsoVariableValues;
  channelName: string;
  consultantName: string;
  today: string;
}): ApplicationFormContent {
  const { values } = input;
  const timeline = projectTimeline(values);
  const rows = Array.isArray(values.sites) ? (values.sites as Record<string, unknown>[]) : [];
  const sites = rows.map((row, index) => ({
    no: String(index + 1),
    name: textOf(row?.name),
    address: textOf(row?.address),
    headcount: typeof row?.headcount === 'number' ? String(row.headcount) : '—',
  }));
  const standards = input.systems.map((system) => ({ system: ManagementSystem.labels[system], standard: ISO_SYSTEM_STANDARDS[system] }));
  return {
    title: applicationTitle(input.bodyName),
    bodyName: input.bodyName,
    orgName: textOf(values.orgName),
    creditCode: textOf(values.creditCode),
    legalRepresentative: textOf(values.legalRepresentative),
    registeredAddress: textOf(values.registeredAddress),
    officeAddress:
      typeof values.officeAddress === 'string' && values.officeAddress.trim() ? values.officeAddress.trim() : textOf(values.registeredAddress),
    headcount: typeof values.headcount === 'number' ? `${values.headcount} 人` : PENDING,
    phone: textOf(values.phone),
    managementRepresentative: textOf(values.managementRepresentative),
    scopeStatement: textOf(values.scopeStatement),
    certScope: textOf(values.certScope),
    standards,
    standardsText: standards.map((row) => row.standard).join('；') || PENDING,
    sites: sites.length ? sites : [{ no: '1', name: PENDING, address: textOf(values.registeredAddress), headcount: '—' }],
    desiredAuditDate: timeline?.dates.certificationApplication ?? PENDING,
    manualReleaseDate: timeline?.dates.release ?? PENDING,
    internalAuditDate: timeline?.dates.internalAudit ?? PENDING,
    managementReviewDate: timeline?.dates.managementReview ?? PENDING,
    channelName: input.channelName || PENDING,
    consultantName: input.consultantName || PENDING,
    filledOn: input.today,
    missing: applicationMissing(values).map((field) => field.label),
  };
}
