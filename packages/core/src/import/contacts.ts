import { ulid } from 'ulid';
import { editableFields } from '../catalogue/field.ts';
import { contactCatalogue, contactName, type ContactInput } from '../contacts/schema.ts';
import { contactCreateInput, deleteContact, getContact } from '../contacts/service.ts';
import { contactTokenChanges } from '../contacts/search-items.ts';
import type { Actor } from '../db/actor.ts';
import { listPartitions } from '../db/index-keys.ts';
import { keys, type RelationKind } from '../db/keys.ts';
import { queryAll, rawItems } from '../db/page.ts';
import { createRecordItems, updateRecord } from '../db/write.ts';
import type { TransactItem } from '../db/transaction.ts';
import type { ContactItem } from '../relations/item.ts';
import { getRelationContacts } from '../relations/repository.ts';
import { findDuplicates, type DuplicateHit } from '../relations/search.ts';
import { nameSortKey } from '../search/tokens.ts';
import { cellValue } from './cells.ts';
import { mapConcurrently } from './concurrent.ts';
import type { FieldTarget } from './fields.ts';
import { emptyFieldsFilled } from './fill.ts';
import { importMessages, importParentKind, type ImportFormat, type ImportKind } from './public.ts';
import { importRowPut, type ImportItem, type ImportRow } from './record.ts';
import { checkRow, type RowCheck } from './rows.ts';

/**
 * Contact people from a sheet with a company column (issue 29, decision 053): each row's company
 * is found among the records of the parent kind, by KvK-nummer when the row has one, else by its
 * name normalised as the lists sort it (`nameKey`, one Query of the kind's by-name index, gsi1,
 * per distinct name: no scan). A row's duplicate is a contact person with the same e-mailadres
 * under the same company, existing or an earlier row of the file. The one-primary rule holds:
 * a Ja makes a row primary only when its company has no primary contact yet and no earlier row
 * took it (else a warning, and it is imported as not primary); a company without any contact
 * people whose rows all say Nee gets its first imported row as primary, as a single create does.
 */

/** The record a contact row goes under. */
export interface MatchedCompany {
  id: string;
  label: string;
  pk: string;
}

/** What the contact people's analysis adds to a checked row. */
export interface ContactMatch {
  check: RowCheck;
  company?: MatchedCompany;
  /** An existing contact person of the company with the same e-mailadres. */
  existing?: DuplicateHit;
  earlierRow?: number;
  /** Whether the row becomes its company's primary contact person. */
  primary: boolean;
}

interface CompanyState {
  company: MatchedCompany;
  /** Existing contact people by lower-case e-mailadres. */
  byEmail: Map<string, ContactItem>;
  hasContacts: boolean;
  /** The existing primary contact person's name. */
  primaryName?: string;
  /** The row of the file that becomes primary. */
  primaryRow?: number;
}

type Found = { company: MatchedCompany } | { error: string };

/** The key a row's company column gives before it is looked up (the same company, the same key). */
function companyKey(company: { name: string; kvk?: string | undefined }): string {
  return company.kvk ? `kvk#${company.kvk.replace(/\s+/g, '')}` : `name#${nameSortKey(company.name)}`;
}

/** Records of `kind` whose name is `name` once normalised (one Query of the list's by-name index). */
async function companiesNamed(kind: RelationKind, name: string): Promise<MatchedCompany[]> {
  const nameKey = nameSortKey(name);
  const items = await queryAll({
    index: 'gsi1',
    partition: listPartitions.relations(kind),
    sortPrefix: `${nameKey}#`,
    schema: rawItems,
    attributes: ['id', 'companyName', 'nameKey'],
  });
  return items
    .filter((found) => found.nameKey === nameKey)
    .map((found) => ({
      id: String(found.id),
      label: String(found.companyName),
      pk: keys.relation(kind, String(found.id)).pk,
    }));
}

/** Records of `kind` with this KvK-nummer (the duplicate warning's identity items). */
async function companiesWithKvk(kind: RelationKind, kvk: string): Promise<MatchedCompany[]> {
  const hits = await findDuplicates({ kvk });
  return hits
    .filter((hit) => hit.kind === kind)
    .map((hit) => ({ id: hit.id, label: hit.label, pk: keys.relation(kind, hit.id).pk }));
}

/**
 * The companies whose rows of the sheet say Ja in Primair contact, by `companyKey`: a pass over
 * the rows before they are checked (only this set, and each company's e-mailadressen, kept). A
 * Ja counts only on a row that will be written: one the catalogue's rules accept and that is not
 * a second row of its company's e-mailadres (that row is skipped or fills, never primary), so a
 * company whose only Ja is refused still gets its first row as primary.
 */
async function companiesWithPrimaryRow(
  importKind: ImportKind,
  rows: AsyncIterable<readonly string[]> | Iterable<readonly string[]>,
  columns: readonly (FieldTarget | undefined)[],
  format: ImportFormat,
): Promise<Set<string>> {
  const column = (name: string) => columns.findIndex((target) => target?.name === name);
  const [nameColumn, kvkColumn, primaryColumn] = [
    column('companyName'),
    column('kvkNumber'),
    column('primary'),
  ];
  const found = new Set<string>();
  if (primaryColumn < 0 || nameColumn < 0) return found;
  const text = (cells: readonly string[], index: number, target: FieldTarget | undefined) => {
    if (index < 0 || !target) return undefined;
    const parsed = cellValue(target.field, cells[index] ?? '', new Map(), format);
    return 'value' in parsed && typeof parsed.value === 'string' ? parsed.value : undefined;
  };
  const emails = new Map<string, Set<string>>();
  for await (const cells of rows) {
    const name = text(cells, nameColumn, columns[nameColumn]);
    if (!name) continue;
    const key = companyKey({ name, kvk: text(cells, kvkColumn, columns[kvkColumn]) });
    const check = checkRow(importKind, columns, cells, new Map(), format);
    const email = check.identity.email;
    const seen = emails.get(key) ?? new Set<string>();
    emails.set(key, seen);
    const repeated = email !== undefined && seen.has(email);
    if (email) seen.add(email);
    if (check.data?.primary === true && check.errors.length === 0 && !repeated) found.add(key);
  }
  return found;
}

/**
 * The contact people's side of an import's analysis, kept for the whole sheet: the companies found
 * (each looked up once), their contact people (read once) and what earlier rows did to them.
 */
export class ContactRows {
  private readonly lookups = new Map<string, Promise<Found>>();
  private readonly companies = new Map<string, Promise<CompanyState>>();
  private readonly firstRowOf = new Map<string, number>();

  private constructor(
    private readonly kind: RelationKind,
    private readonly withPrimaryRow: Set<string>,
  ) {}

  /** `rows` are the sheet's data rows, read once here for their Ja's (a stream of its own). */
  static async of(
    importKind: ImportKind,
    kind: RelationKind,
    rows: AsyncIterable<readonly string[]> | Iterable<readonly string[]>,
    columns: readonly (FieldTarget | undefined)[],
    format: ImportFormat,
  ): Promise<ContactRows> {
    return new ContactRows(kind, await companiesWithPrimaryRow(importKind, rows, columns, format));
  }

  private find(company: { name: string; kvk?: string }): Promise<Found> {
    const key = companyKey(company);
    let found = this.lookups.get(key);
    if (!found) {
      found = (async () => {
        const matches = company.kvk
          ? await companiesWithKvk(this.kind, company.kvk)
          : await companiesNamed(this.kind, company.name);
        const shown = company.kvk ? `${company.name} (KvK-nummer ${company.kvk})` : company.name;
        if (matches.length === 0) return { error: importMessages.companyNotFound(shown) };
        if (matches.length > 1) return { error: importMessages.companyAmbiguous(shown) };
        return { company: matches[0] as MatchedCompany };
      })();
      this.lookups.set(key, found);
    }
    return found;
  }

  private stateOf(company: MatchedCompany): Promise<CompanyState> {
    let state = this.companies.get(company.id);
    if (!state) {
      state = getRelationContacts(this.kind, company.id).then((contacts) => {
        const primary = contacts.find((contact) => contact.primary);
        return {
          company,
          byEmail: new Map(
            contacts.flatMap((contact) => (contact.email ? [[contact.email.toLowerCase(), contact]] : [])),
          ),
          hasContacts: contacts.length > 0,
          ...(primary ? { primaryName: contactName(primary) } : {}),
        };
      });
      this.companies.set(company.id, state);
    }
    return state;
  }

  /** A page of checked rows, in the sheet's order: company, duplicate and primary of each. */
  async analyse(page: readonly { row: number; check: RowCheck }[]): Promise<ContactMatch[]> {
    const found = await mapConcurrently(page, 8, async ({ check }) => {
      if (!check.company) return undefined;
      const result = await this.find(check.company);
      return 'company' in result ? { ...result, state: await this.stateOf(result.company) } : result;
    });
    return page.map(({ row, check }, i) => {
      const result = found[i];
      if (!result || !check.data) return { check, primary: false };
      if ('error' in result) {
        return { check: { ...check, data: undefined, errors: [result.error], identity: {} }, primary: false };
      }
      const { company, state } = result;
      const email = check.identity.email;
      const contact = email ? state.byEmail.get(email) : undefined;
      const existing: DuplicateHit | undefined = contact
        ? { kind: this.kind, id: contact.id, field: 'email', label: contactName(contact) }
        : undefined;
      let earlierRow: number | undefined;
      if (email) {
        earlierRow = this.firstRowOf.get(`${company.id}#${email}`);
        if (earlierRow === undefined) this.firstRowOf.set(`${company.id}#${email}`, row);
      }
      if (existing || earlierRow !== undefined) {
        return { check, company, primary: false, ...(existing ? { existing } : {}), earlierRow };
      }
      return { check: this.withPrimary(state, row, check), company, primary: state.primaryRow === row };
    });
  }

  /** Decides whether a new row becomes primary; a Ja that cannot be is a warning. */
  private withPrimary(state: CompanyState, row: number, check: RowCheck): RowCheck {
    const wants = check.data?.primary === true;
    const warnings = [...check.warnings];
    if (state.primaryRow !== undefined) {
      if (wants) warnings.push(importMessages.primaryTwice(state.primaryRow));
    } else if (state.primaryName !== undefined) {
      if (wants) warnings.push(importMessages.primaryTaken(state.company.label));
    } else if (
      wants ||
      (!state.hasContacts && check.company && !this.withPrimaryRow.has(companyKey(check.company)))
    ) {
      state.primaryRow = row;
    }
    state.hasContacts = true;
    return { ...check, warnings };
  }
}

/** A new contact person's row with everything its create writes, and the row's own item. */
export function plannedContact(
  item: ImportItem,
  row: { row: number; data: Record<string, unknown>; company: MatchedCompany; primary: boolean },
  actor: Actor,
): { id: string; items: TransactItem[] } {
  const id = ulid();
  const input = row.data as ContactInput;
  const create = contactCreateInput({
    parentKind: importParentKind(item.kind),
    parentId: row.company.id,
    parentPk: row.company.pk,
    id,
    input,
    primary: row.primary,
    siblings: [],
    actor,
    extra: [
      importRowPut(item.id, {
        row: row.row,
        recordId: id,
        outcome: 'created',
        version: 1,
        label: contactName(input),
      }),
    ],
    history: { action: 'import', subjectType: 'import' },
    label: item.fileName,
  });
  return { id, items: createRecordItems(create).items };
}

/** The fields a fill may give an existing contact person (who is primary is never changed by one). */
const fillableFields = editableFields(contactCatalogue).filter((field) => field !== 'primary');

/** Fills an existing contact person's empty fields from a duplicate row; false when it has them all. */
export async function fillContact(
  item: ImportItem,
  row: { row: number; data: Record<string, unknown> },
  contactId: string,
  actor: Actor,
): Promise<boolean> {
  const current = await getContact(contactId);
  const filled = emptyFieldsFilled(current, row.data, fillableFields);
  if (Object.keys(filled).length === 0) return false;
  await updateRecord<ContactItem>({
    current,
    expectedVersion: current.version,
    changes: filled,
    actor,
    action: 'import-fill',
    extra: [
      ...contactTokenChanges(current, { ...current, ...filled }),
      importRowPut(item.id, {
        row: row.row,
        recordId: contactId,
        outcome: 'filled',
        version: current.version + 1,
        fields: Object.keys(filled),
        label: contactName(current),
      }),
    ],
  });
  return true;
}

/**
 * Undoes one row of a contact people's import: a contact person it made is deleted, a fill
 * emptied again; false (kept) when the contact person was changed since.
 */
export async function undoContactRow(row: ImportRow, actor: Actor): Promise<boolean> {
  const current = await getContact(row.recordId);
  if (current.version !== row.version) return false;
  if (row.outcome === 'created') {
    await deleteContact(current.id, row.version, actor);
    return true;
  }
  const emptied = Object.fromEntries((row.fields ?? []).map((field) => [field, undefined]));
  await updateRecord<ContactItem>({
    current,
    expectedVersion: row.version,
    changes: emptied,
    actor,
    action: 'import-undo',
    extra: contactTokenChanges(current, { ...current, ...emptied }),
  });
  return true;
}
