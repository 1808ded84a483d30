import {
  askableFields,
  documentCategoryLabels,
  fieldGroupLabels,
  fieldGroups,
  templateCatalogue as catalogue,
} from '@crm/core/supplier-requests/schema';
import { useState } from 'react';
import { useFormContext, useFormState, useWatch, type Path } from 'react-hook-form';
import { FieldInput } from '../../../components/fields/field-input';
import { EntityForm } from '../../../components/form/entity-form';
import { FormSection, span } from '../../../components/form/form-section';
import { fetchTemplate, useSaveTemplate, type TemplateRecord } from '../api/templates';
import {
  templateFormFields,
  templateResolver,
  templateValuesOf,
  type TemplateFormValues,
} from '../lib/template-form';

type TemplateFormProps = {
  /** The template being edited; null for a new one. */
  template: TemplateRecord | null;
  onSaved: (saved: TemplateRecord) => void;
  onDirtyChange: (isDirty: boolean) => void;
  cancelHref: string;
};

/** A template of supplier information requests: its name and text, what it asks, how long the link works. */
export function TemplateForm({ template, onSaved, onDirtyChange, cancelHref }: TemplateFormProps) {
  const [initialValues] = useState(() => templateValuesOf(template));
  const save = useSaveTemplate(template?.id ?? null);
  return (
    <EntityForm
      resolver={templateResolver}
      initialValues={initialValues}
      version={template?.version ?? 0}
      mutation={save}
      fields={templateFormFields}
      onSaved={onSaved}
      reload={
        template
          ? async () => {
              const latest = await fetchTemplate(template.id);
              return { values: templateValuesOf(latest), version: latest.version };
            }
          : undefined
      }
      onDirtyChange={onDirtyChange}
      cancelHref={cancelHref}
    >
      <FormSection title="Sjabloon">
        <FieldInput<TemplateFormValues>
          catalogue={catalogue}
          name="name"
          maxLength={120}
          autoComplete="off"
          className={span.full}
        />
        <FieldInput<TemplateFormValues>
          catalogue={catalogue}
          name="intro"
          rows={4}
          hint="Staat bovenaan de e-mail en de pagina van de leverancier."
          className={span.full}
        />
        <FieldInput<TemplateFormValues>
          catalogue={catalogue}
          name="validityDays"
          inputMode="numeric"
          isRequired
          className={span.third}
        />
        <FieldInput<TemplateFormValues>
          catalogue={catalogue}
          name="reminderDays"
          inputMode="numeric"
          isRequired
          className={span.third}
        />
        <FieldInput<TemplateFormValues>
          catalogue={catalogue}
          name="isDefault"
          disabled={template?.isDefault === true}
          hint={
            template?.isDefault
              ? 'Dit is het standaardsjabloon. Maak een ander sjabloon de standaard om dit te wijzigen.'
              : 'Het standaardsjabloon opent onder Instellingen en staat voorgekozen bij een nieuw verzoek.'
          }
          className={span.full}
        />
      </FormSection>
      <AskedFields />
      <AskedDocuments />
    </EntityForm>
  );
}

const checkbox =
  'size-4 rounded border-gray-300 text-primary-600 focus-visible:outline-2 focus-visible:outline-primary-500';

function ListError({ name }: { name: 'fields' | 'documents' }) {
  const { errors } = useFormState<TemplateFormValues>({ name });
  const message = errors[name]?.message ?? errors[name]?.root?.message;
  return message ? (
    <p className="text-sm text-red-700" role="alert">
      {message}
    </p>
  ) : null;
}

type AskRow = {
  /** The row in the form: `fields.3` or `documents.1`. */
  path: `fields.${number}` | `documents.${number}`;
  label: string;
  asked: boolean;
};

/**
 * One table of things a template may ask: per row whether it is asked, required, and the third
 * switch (`third`: critical for a field, Geldig tot for a document).
 */
function AskTable({
  caption,
  first,
  third,
  rows,
}: {
  caption?: string;
  first: string;
  third: { name: 'critical' | 'validUntil'; column: string; label: string };
  rows: readonly AskRow[];
}) {
  const { register } = useFormContext<TemplateFormValues>();
  const box = (row: AskRow, name: 'asked' | 'required' | 'critical' | 'validUntil', label: string) => (
    <input
      type="checkbox"
      className={checkbox}
      aria-label={`${row.label} ${label}`}
      disabled={name !== 'asked' && !row.asked}
      {...register(`${row.path}.${name}` as Path<TemplateFormValues>)}
    />
  );
  return (
    <table className="w-full text-sm">
      {caption && <caption className="py-2 text-left font-medium text-gray-900">{caption}</caption>}
      <thead>
        <tr className="text-left text-gray-600">
          {[first, 'Vragen', 'Verplicht', third.column].map((column, index) => (
            <th key={column} scope="col" className={`py-1 font-normal ${index ? 'w-24' : ''}`}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-100">
        {rows.map((row) => (
          <tr key={row.path}>
            <th scope="row" className="py-2 text-left font-normal text-gray-900">
              {row.label}
            </th>
            <td>{box(row, 'asked', 'vragen')}</td>
            <td>{box(row, 'required', 'verplicht')}</td>
            <td>{box(row, third.name, third.label)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Per field of the supplier's catalogues: asked or not, required, critical (two approvers). */
function AskedFields() {
  const rows = useWatch<TemplateFormValues, 'fields'>({ name: 'fields' });
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold text-gray-900">{catalogue.fields.label}</legend>
      <p className="text-sm text-gray-600">
        Kies welke gegevens de leverancier controleert. Een kritiek veld (zoals IBAN) keuren twee collega’s
        goed, de tweede na telefonische bevestiging.
      </p>
      <ListError name="fields" />
      {fieldGroups.map((group) => (
        <AskTable
          key={group}
          caption={fieldGroupLabels[group]}
          first="Veld"
          third={{ name: 'critical', column: 'Kritiek', label: 'kritiek' }}
          rows={askableFields.flatMap((field, index) =>
            field.group === group
              ? [
                  {
                    path: `fields.${index}` as const,
                    label: field.field.label,
                    asked: rows[index]?.asked ?? false,
                  },
                ]
              : [],
          )}
        />
      ))}
    </fieldset>
  );
}

/** Per document category: asked or not, required, and whether Geldig tot is asked with it. */
function AskedDocuments() {
  const rows = useWatch<TemplateFormValues, 'documents'>({ name: 'documents' });
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold text-gray-900">{catalogue.documents.label}</legend>
      <ListError name="documents" />
      <AskTable
        first="Categorie"
        third={{ name: 'validUntil', column: 'Geldig tot', label: 'met Geldig tot' }}
        rows={rows.map((row, index) => ({
          path: `documents.${index}` as const,
          label: documentCategoryLabels[row.category],
          asked: row.asked,
        }))}
      />
    </fieldset>
  );
}
