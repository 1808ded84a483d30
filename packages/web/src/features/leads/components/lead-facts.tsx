import { leadCatalogue } from '@crm/core/leads/schema';
import { catalogueFacts, type DisplayContext } from '../../../components/fields/field-display';
import type { Fact } from '../../../components/ui/fact-list';
import type { LeadRecord } from '../../relations/api/records';

/** What only a lead has; the reason only while it is Verloren. */
export function leadFacts(lead: LeadRecord, context: DisplayContext): Fact[] {
  return catalogueFacts(
    leadCatalogue,
    [
      'status',
      ...(lead.status === 'verloren' ? (['lostReason'] as const) : []),
      'source',
      'ownerId',
      'expectedValue',
      'followUpDate',
    ],
    lead,
    context,
  );
}
