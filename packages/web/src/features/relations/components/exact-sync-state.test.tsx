import type { ExactStateAnswer } from '@crm/core/relations/exact-state';
import { describe, expect, it } from 'vitest';
import { exactStateSummary } from './exact-sync-state';

const state = (fields: Partial<ExactStateAnswer>): ExactStateAnswer => ({
  state: 'niet gekoppeld',
  exactId: null,
  exactCode: null,
  error: null,
  lastSyncAt: null,
  pendingSince: null,
  conflictFields: [],
  candidates: [],
  ...fields,
});

describe('the Exact Online state in words', () => {
  it('names the state, the code and the last sync in Dutch time', () => {
    expect(
      exactStateSummary(
        state({ state: 'gekoppeld', exactCode: '123', lastSyncAt: '2026-11-22T13:05:00.000Z' }),
      ),
    ).toBe('Exact Online: gekoppeld (code 123), laatst gesynchroniseerd 22-11-2026 14:05');
    expect(exactStateSummary(state({ state: 'wacht op synchronisatie' }))).toBe(
      'Exact Online: wacht op synchronisatie, nog nooit gesynchroniseerd',
    );
  });
});
