import type { RelationRecords } from '@crm/core/relations/public';
import type { RelationKind } from '../../../lib/relations/relation-api';

/** Leads, customers, suppliers, contact people and financial records: core's answer schemas. */
export {
  contactRecordSchema,
  customerRecordSchema,
  financialRecordSchema,
  leadRecordSchema,
  supplierRecordSchema,
  type ContactRecord,
  type CustomerRecord,
  type FinancialRecord,
  type LeadRecord,
  type RelationRecords,
  type SupplierRecord,
} from '@crm/core/relations/public';

export type RelationRecord = RelationRecords[RelationKind];

/** Paths and key roots are shared (lib/relations): other features read relations too. */
export { recordSchemaOf, relationApiPath, relationRootKey } from '../../../lib/relations/relation-api';
