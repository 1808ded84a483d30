import { describe, expect, it } from 'vitest';
import { bulkDeleteMessages } from './bulk-delete-messages';

describe('bulk delete messages', () => {
  it('uses the seed’s text for one item and a count for more', () => {
    expect(bulkDeleteMessages({ deleted: ['a'], failed: [] })).toEqual({
      success: 'Item succesvol verwijderd.',
    });
    expect(bulkDeleteMessages({ deleted: ['a', 'b', 'c'], failed: [] })).toEqual({
      success: '3 items succesvol verwijderd.',
    });
  });

  it('says what stayed and why', () => {
    const stale = 'Dit item is intussen gewijzigd door iemand anders.';
    expect(bulkDeleteMessages({ deleted: ['a'], failed: [{ id: 'b', message: stale }] })).toEqual({
      success: 'Item succesvol verwijderd.',
      error: `1 item is niet verwijderd: ${stale}`,
    });
    expect(
      bulkDeleteMessages({
        deleted: [],
        failed: [
          { id: 'b', message: stale },
          { id: 'c', message: 'Weg.' },
        ],
      }),
    ).toEqual({ error: `2 items zijn niet verwijderd: ${stale} (en meer)` });
  });
});
