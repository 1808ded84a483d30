import { conditionInputSchema, type ConditionInput } from '@crm/core/contract-conditions/schema';
import type { ConditionRecord } from '@crm/core/contract-conditions/public';
import { schemaResolver } from '../../../lib/schema-resolver';

export type ConditionFormValues = { title: string; text: string };

export const newConditionValues = (): ConditionFormValues => ({ title: '', text: '' });

export function conditionValuesOf(condition: Pick<ConditionRecord, 'title' | 'text'>): ConditionFormValues {
  return { title: condition.title, text: condition.text };
}

/** The API's own schema checks the form: the same Dutch messages, on the same fields. */
export const conditionResolver = schemaResolver<ConditionFormValues, ConditionInput>(
  conditionInputSchema,
  (values) => values,
);

/** Whether saving makes a new text version: the current one was sent and is frozen (decision 031). */
export function savingMakesNewVersion(condition: Pick<ConditionRecord, 'sent' | 'status'>): boolean {
  return condition.sent || condition.status !== 'concept';
}

export const NEW_VERSION_NOTICE =
  'Deze tekst is al ter beoordeling verstuurd. Opslaan maakt een nieuwe versie met de status Concept; die moet opnieuw worden beoordeeld.';
export const NEW_VERSION_MESSAGE = 'Nieuwe versie aangemaakt; die moet opnieuw worden beoordeeld.';
