/** The asset table of each GB/T 20984 tier: one TierTable, configured per tier. */
import type React from 'react';
import type { AssetTier } from '@domain/enums';
import { TierTable, type TierTableProps } from '../TierTable';
import { BUSINESS_TIER } from './business';
import { SYSTEM_TIER } from './system';
import { UNIT_TIER } from './unit';

export const TIER_TABLES: Readonly<Record<AssetTier, React.FC<TierTableProps>>> = {
  business: (props) => <TierTable config={BUSINESS_TIER} {...props} />,
  system: (props) => <TierTable config={SYSTEM_TIER} {...props} />,
  unit: (props) => <TierTable config={UNIT_TIER} {...props} />,
};
