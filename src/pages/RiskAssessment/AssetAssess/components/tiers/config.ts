/**
 * What configures the asset table of one GB/T 20984 tier (TierTable): the list and delete calls,
 * the choices it loads (template dictionaries, the project's businesses, unit modules, the
 * business–system tree), its columns between the name and the owner, and its add/edit form (the
 * tier's fields between name/description and the owner, how a row fills them, how values save).
 * The configs: business.tsx, system.tsx, unit.tsx.
 */
import type { ProColumns } from '@ant-design/pro-components';
import type { FormInstance } from 'antd';
import type React from 'react';
import type { ReactNode } from 'react';
import type { AssetItemState, AssetTier } from '@domain/enums';
import type { BusinessOption } from '@domain/products/contracts';
import type { AssessmentInfo, raUnitBusinessWithSystem, raUnitModuleList } from '@/services/riskAssessment';

export type UnitModules = Awaited<ReturnType<typeof raUnitModuleList>>;
export type SystemTree = Awaited<ReturnType<typeof raUnitBusinessWithSystem>>;

/** What the columns and the form choose from; each tier loads the parts it needs. */
export interface Choices {
  /** The dictionaries of the asset template (business or system ones). */
  options: BusinessOption[];
  /** The project's businesses, with their adjusted importance. */
  businesses: { assetCode: string; name: string; importanceAdjusted: number }[];
  /** The unit-asset types with their sub-types and default category. */
  modules: UnitModules;
  /** The system assets under the businesses carrying them. */
  tree: SystemTree;
}

export const NO_CHOICES: Choices = { options: [], businesses: [], modules: [], tree: { businesses: [], unlinked: [] } };

/** The fields every asset row has. */
export interface TierRow {
  assetCode: string;
  name: string;
  description: string;
  ownerAccountId: string | null;
  ownerName: string;
  state: AssetItemState;
  rejectReason: string;
  updatedAt: string;
}

/** The form values every tier has: name, description, owner. */
export interface TierValues {
  name: string;
  description?: string;
  ownerAccountId?: string;
}

/** What every save sends besides the tier's own fields. */
export interface CommonBody {
  projectCode: string;
  assetCode?: string;
  name: string;
  description: string;
  ownerAccountId: string | null;
}

export interface TierFieldsProps<R> {
  choices: Choices;
  /** The asset being edited; null = a new one. */
  editing: R | null | undefined;
}

export interface TierConfig<R extends TierRow, V extends TierValues, Q> {
  tier: AssetTier;
  /** 业务资产, 系统资产, 单元资产: in the messages, the confirmation, the add button and the drawer title. */
  noun: string;
  headerTitle: string;
  scroll?: { x: number };
  list: (query: Q) => Promise<{ list: R[]; total: number }>;
  remove: (body: { projectCode: string; assetCodes: string[] }) => Promise<unknown>;
  /** The loads of the choices, each answer merged in as it comes (a failed one keeps what was there). */
  choices: (project: Pick<AssessmentInfo, 'projectCode' | 'templateCode'>) => Promise<Partial<Choices>>[];
  /** The name column: its title and the line under the name. */
  name: { title: string; secondary: (row: R, choices: Choices) => ReactNode };
  /** The tier's columns between the name and the owner (filters included). */
  columns: (choices: Choices) => ProColumns<R>[];
  /** Columns after the state, before the update time. */
  afterState?: ProColumns<R>[];
  form: {
    nameLabel: string;
    descriptionLabel: string;
    /** The tier's fields between the description and the owner. */
    Fields: React.FC<TierFieldsProps<R>>;
    /** The tier's form values of a row (name, description and owner are filled for every tier). */
    fill: (row: R) => Partial<V>;
    /** Saves the common body with the tier's values; a refusal throws the server's reason. */
    save: (common: CommonBody, values: V) => Promise<R>;
    onValuesChange?: (changed: Partial<V>, form: FormInstance<V>, choices: Choices) => void;
  };
}

/** Calls whose failure the drawer or the table shows itself. */
export const QUIET = { skipErrorHandler: true } as const;
