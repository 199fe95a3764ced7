/** Result types shared by the two calculation methods (brief §1.9). */
import type { RiskLevelText } from './scales';
import type { ConfigRef } from './config';
import type { AppliedControl } from './controls';
import type { RiskMethod } from './labels';
import type { Level } from './scale';

export type Factor = 'likelihood' | 'loss' | 'risk';

/** The rated inputs of one (asset, threat, vulnerability) link. */
export interface LinkInputs {
  readonly assetValue: Level;
  readonly threatValue: Level;
  readonly severity: Level;
  readonly exploitability: Level | null;
  /** The vulnerability rating used for the likelihood (brief §1.8). */
  readonly likelihoodVulnerability: Level;
  readonly likelihoodVulnerabilitySource: 'exploitability' | 'severity';
}

export interface FactorResult {
  /** Matrix method: the matrix cell (1..25). Multiplication method: √(a×b), rounded when configured. */
  readonly value: number;
  /** Level before security measures. */
  readonly rawLevel: Level;
  /** Levels taken off by security measures (and by a transfer, for the loss). */
  readonly credit: number;
  /** Level after security measures. */
  readonly level: Level;
}

export interface MatrixCellRef {
  readonly matrix: Factor;
  /** 1-based row and column in the configured orientation. */
  readonly row: Level;
  readonly col: Level;
  readonly rowFactor: string;
  readonly colFactor: string;
  readonly value: number;
}

export interface BandRef {
  readonly scale: Factor;
  readonly value: number;
  readonly min: number;
  readonly max: number;
  readonly level: Level;
}

export interface FormulaRef {
  readonly factor: Factor;
  readonly expression: string;
  readonly exact: number;
  readonly value: number;
}

export interface LinkExplanation {
  readonly cells: readonly MatrixCellRef[];
  readonly formulas: readonly FormulaRef[];
  readonly bands: readonly BandRef[];
  /** Chinese lines a report prints as is. */
  readonly lines: readonly string[];
}

export interface LinkRisk {
  readonly method: RiskMethod;
  readonly config: ConfigRef;
  readonly inputs: LinkInputs;
  readonly likelihood: FactorResult;
  readonly loss: FactorResult;
  readonly risk: { readonly value: number; readonly level: Level; readonly text: RiskLevelText };
  readonly controls: readonly AppliedControl[];
  readonly explanation: LinkExplanation;
}
