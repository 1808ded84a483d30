import type { Actor } from './actor.ts';
import { tableName } from './client.ts';
import { historyItem, type Subject } from './history.ts';
import type { Key } from './keys.ts';
import type { TransactItem } from './transaction.ts';
import { attributeUpdates, updateExpression } from './update-expression.ts';

/** A versioned item with a status. */
export interface WithStatus<S extends string> extends Key {
  version: number;
  status: S;
}

export interface StatusMove<S extends string> {
  /** The item as read: the move is conditional on its version and on the status it leaves. */
  item: WithStatus<S>;
  to: S;
  /** Attributes set with the move; `undefined` removes one. */
  set?: Record<string, unknown>;
  actor: Actor;
  at: string;
  /** A further condition on the item (`#status` and `#version` are bound). */
  condition?: { expression: string; values: Record<string, unknown> };
  /** The history entry of the move, in the record's partition; without it the caller writes one. */
  history?: { recordPk: string; action: string; subject: Subject & { label?: string } };
}

/**
 * A status transition, for the caller's transaction: one Update conditional on the item's version
 * and on the status it leaves, so of two moves from one status at once one happens; and its
 * history entry (field `status`, from and to), when asked for.
 */
export function statusTransition<S extends string>(move: StatusMove<S>): TransactItem[] {
  const { item, actor, at } = move;
  const parts = attributeUpdates(move.set ?? {}, 's');
  const names: Record<string, string> = { '#status': 'status', '#version': 'version', ...parts.names };
  const values: Record<string, unknown> = {
    ...move.condition?.values,
    ...parts.values,
    ':to': move.to,
    ':from': item.status,
    ':expected': item.version,
    ':one': 1,
    ':at': at,
    ':by': actor.id,
  };
  const assignments = ['#status = :to', '#version = #version + :one', 'updatedAt = :at', 'updatedBy = :by'];
  const update: TransactItem = {
    Update: {
      TableName: tableName(),
      Key: { pk: item.pk, sk: item.sk },
      UpdateExpression: updateExpression([...assignments, ...parts.set], parts.remove),
      ConditionExpression: `#version = :expected AND #status = :from${move.condition ? ` AND ${move.condition.expression}` : ''}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
  if (!move.history) return [update];
  const { recordPk, action, subject } = move.history;
  const changes = [{ field: 'status', from: item.status, to: move.to }];
  return [
    update,
    { Put: { TableName: tableName(), Item: historyItem(recordPk, actor, action, changes, at, subject) } },
  ];
}
