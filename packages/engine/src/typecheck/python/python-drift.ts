import type { SymbolFact } from '../../facts/types.js';

/** What a pyright diagnostic says drifted, before it becomes a finding. */
export interface Drift {
  /** The name the doc uses that the code lacks. */
  name: string;
  title: string;
  description: string;
  subtype: 'incorrect_example' | 'method_mismatch' | 'extra_parameter' | 'parameter_mismatch';
  /** Names the code has in that place, for the suggestion. */
  candidates: string[];
  symbol?: SymbolFact;
  /** The fix when it is not a rename (too many arguments). */
  fix?: string;
}
