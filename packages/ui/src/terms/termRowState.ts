// The describe state machine of one term row (docs/spec.md §4 "Term row"), kept per row position.
import type { TermDescription } from '@termtap/api-client';

export type TermRowState =
  | { status: 'collapsed' }
  | { status: 'loading' }
  | { status: 'described'; description: TermDescription }
  | { status: 'failed' }
  /**
   * A visitor pressed Describe: the row asks them to log in or start the free trial
   * (docs/design.md decision 1).
   */
  | { status: 'needsLogin' }
  /** Describe needed the network and there was none: nothing was sent, nothing spent. */
  | { status: 'offline' };

export const collapsed: TermRowState = { status: 'collapsed' };

export function isExpanded(state: TermRowState): boolean {
  return state.status !== 'collapsed';
}

/** Pressing the row's button: collapses an open row, starts loading a closed one, ignores a loading one. */
export function afterPress(state: TermRowState): TermRowState {
  if (state.status === 'loading') return state;
  if (state.status === 'collapsed') return { status: 'loading' };
  return collapsed;
}
