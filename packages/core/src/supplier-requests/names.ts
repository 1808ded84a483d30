import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../db/client.ts';
import { keys } from '../db/keys.ts';
import { NotFoundError } from '../errors.ts';
import { getRelation } from '../relations/repository.ts';
import { listSupplierRequests } from './requests.ts';

/**
 * A renamed supplier's requests carry its new name (the reminders, the supplier's page, the review
 * page, "Te beoordelen"): the `contract-names` job runs this for a supplier after its contracts.
 * The name is a copy, like a contract's party names, but a request's moves write only the
 * attributes they change (a send takes the supplier's name as it is then), so the copy is set
 * without moving the version: an open review form is not made stale by a rename. Answers how many
 * requests changed.
 */
export async function refreshRequestNames(supplierId: string): Promise<number> {
  let name: string;
  try {
    name = (await getRelation('supplier', supplierId)).companyName;
  } catch (error) {
    if (error instanceof NotFoundError) return 0; // deleted: its requests went with it
    throw error;
  }
  let changed = 0;
  let cursor: string | undefined;
  do {
    const page = await listSupplierRequests(supplierId, { limit: 100, cursor });
    for (const copy of page.items) {
      try {
        await dynamo.send(
          new UpdateCommand({
            TableName: tableName(),
            Key: keys.supplierRequest(copy.id),
            UpdateExpression: 'SET supplierName = :name',
            ConditionExpression: 'attribute_exists(pk) AND supplierName <> :name',
            ExpressionAttributeValues: { ':name': name },
          }),
        );
        changed += 1;
      } catch (error) {
        // The name is there already, or the request is gone.
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      }
    }
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return changed;
}
