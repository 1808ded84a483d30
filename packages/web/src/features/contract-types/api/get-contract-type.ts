import { parseRecordAnswer } from '@crm/core/db/record';
import { api } from '../../../lib/api';
import {
  contractTypeApiPath,
  contractTypeRecordSchema,
  type ContractTypeRecord,
} from './contract-type-record';

/** One type as stored now: what an edit reloads after a conflict. */
export async function fetchContractType(id: string): Promise<ContractTypeRecord> {
  return parseRecordAnswer(contractTypeRecordSchema, await api.get(contractTypeApiPath(id)));
}
