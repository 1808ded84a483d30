import { batchGet } from '../db/batch.ts';
import { listPartitions } from '../db/index-keys.ts';
import { keys } from '../db/keys.ts';
import { queryPage, type Page } from '../db/page.ts';
import { exactStateItemSchema, type ExactLinkState } from '../relations/exact-state.ts';
import type { ExactRef } from './sync-state.ts';

/** A record in error or conflict, for the list on /exact. */
export interface AttentionRecord extends ExactRef {
  state: ExactLinkState;
  name: string;
  number: string | undefined;
  message: string;
  exactCode: string | undefined;
  since: string | undefined;
}

/** One page of the records in error or conflict (gsi2 `EXACT#ATTENTION`), conflicts first. */
export async function attentionRecords(
  limit: number,
  cursor?: string | null,
): Promise<Page<AttentionRecord>> {
  const page = await queryPage({
    index: 'gsi2',
    partition: listPartitions.exactAttention,
    limit,
    cursor,
    schema: exactStateItemSchema,
  });
  const records = page.items.length
    ? await batchGet(
        page.items.map((state) => keys.relation(state.kind, state.recordId)),
        { projection: 'pk, id, companyName, #number', names: { '#number': 'number' } },
      )
    : [];
  const byPk = new Map(records.map((item) => [String(item.pk), item]));
  return {
    cursor: page.cursor,
    items: page.items.map((state) => {
      const record = byPk.get(state.pk);
      return {
        kind: state.kind,
        id: state.recordId,
        state: state.state,
        name: typeof record?.companyName === 'string' ? record.companyName : '(verwijderd)',
        number: typeof record?.number === 'string' ? record.number : undefined,
        message: state.error ?? '',
        exactCode: state.exactCode,
        since: state.updatedAt,
      };
    }),
  };
}
