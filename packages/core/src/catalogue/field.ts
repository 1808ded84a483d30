import * as z from 'zod';

/**
 * The field catalogue: one entry per field of an entity, the only place a field is described.
 * Its name, Dutch label, type, whether it is financial or critical, its normaliser and its Exact
 * Online property drive the input and stored schemas, the update's field list, lead conversion,
 * history labels, export columns and facts (and, next, the supplier-request diff and the Exact
 * mapping). Browser-safe: zod only. See docs/decisions/013-field-catalogue.md.
 */
export type FieldType =
  /** Plain text (also e-mail, phone, postcode, KvK: their input rule says which). */
  | 'text'
  | 'date'
  | 'datetime'
  | 'amount'
  | 'integer'
  | 'boolean'
  /** One of `options` (value → Dutch label). */
  | 'enum'
  /** A user's id, shown as their name. */
  | 'user'
  /** An ISO country code, shown in Dutch. */
  | 'country'
  | 'iban'
  /** The id of another record that the system links (a converted lead's customer). */
  | 'link'
  /** An ordered list of parts (a contract type's standard conditions); its `stored` rule says how. */
  | 'list';

export interface FieldDef {
  readonly label: string;
  readonly type: FieldType;
  /** For `enum`: the values in display order, each with its Dutch label. */
  readonly options?: Readonly<Record<string, string>>;
  /**
   * The rule forms and the API apply, with its Dutch messages. A field without one is kept by the
   * system (a number, a link, the Exact state) and never edited by a user.
   */
  readonly input?: z.ZodType;
  /**
   * How the field is stored when its type alone does not say: an integer that may be absent, a
   * list's parts. Without it the type decides (see `storedShape`).
   */
  readonly stored?: z.ZodType;
  /** Always present on a stored item (text fields; enums, integers and booleans always are). */
  readonly required?: true;
  /** Visible only with the entity's `.financial` permission. */
  readonly financial?: true;
  /** A change proposed by an outsider needs a second approver (supplier requests). */
  readonly critical?: true;
  /** Two values equal after this are the same value (a diff shows no change). */
  readonly normalise?: (value: string) => string;
  /** The Exact Online property this field maps to one-to-one (crm/Accounts, crm/BankAccounts). */
  readonly exact?: string;
  /** Bookkeeping a list export leaves out (links). */
  readonly exported?: false;
}

export type Catalogue = Readonly<Record<string, FieldDef>>;

/** Checks a catalogue's entries while keeping their exact types (for the schemas built from it). */
export function defineCatalogue<const C extends Catalogue>(catalogue: C): C {
  return catalogue;
}

type Editable<C extends Catalogue> = {
  [K in keyof C as C[K] extends { input: z.ZodType } ? K : never]: C[K] extends { input: infer S }
    ? S
    : never;
};

/** The input rules of the editable fields, for `z.object(...)`. */
export function inputShape<C extends Catalogue>(catalogue: C): Editable<C> {
  return Object.fromEntries(
    Object.entries(catalogue).flatMap(([name, field]) => (field.input ? [[name, field.input]] : [])),
  ) as Editable<C>;
}

/** The fields a user edits, in catalogue order: an update writes exactly these. */
export function editableFields(catalogue: Catalogue): string[] {
  return Object.entries(catalogue)
    .filter(([, field]) => field.input)
    .map(([name]) => name);
}

type OptionsOf<F> = F extends { options: infer O extends Readonly<Record<string, string>> }
  ? { [K in keyof O & string]: K }
  : never;

type StoredOf<F extends FieldDef> = F extends { stored: infer S extends z.ZodType }
  ? S
  : F extends { type: 'amount' }
    ? z.ZodOptional<z.ZodNullable<z.ZodNumber>>
    : F extends { type: 'boolean' }
      ? z.ZodBoolean
      : F extends { type: 'integer' }
        ? z.ZodNumber
        : F extends { type: 'enum' }
          ? z.ZodEnum<OptionsOf<F>>
          : F extends { required: true }
            ? z.ZodString
            : z.ZodOptional<z.ZodString>;

type Stored<C extends Catalogue> = { [K in keyof C]: StoredOf<C[K]> };

function storedField(field: FieldDef): z.ZodType {
  if (field.stored) return field.stored;
  switch (field.type) {
    case 'amount':
      return z.number().nullable().optional();
    case 'boolean':
      return z.boolean();
    case 'integer':
      return z.number().int();
    case 'enum':
      return z.enum(Object.keys(field.options ?? {}) as [string, ...string[]]);
    case 'list':
      return z.array(z.unknown());
    default:
      return field.required ? z.string() : z.string().optional();
  }
}

/** How each field is stored, for the item schema that parses every read. */
export function storedShape<C extends Catalogue>(catalogue: C): Stored<C> {
  return Object.fromEntries(
    Object.entries(catalogue).map(([name, field]) => [name, storedField(field)]),
  ) as Stored<C>;
}

/** Each field's Dutch label by name. */
export function labelsOf<C extends Catalogue>(catalogue: C): { readonly [K in keyof C]: string } {
  return Object.fromEntries(Object.entries(catalogue).map(([name, field]) => [name, field.label])) as {
    [K in keyof C]: string;
  };
}

/**
 * The fields that carry over when a record of one entity becomes one of another (a lead converted
 * into a customer): editable in the target, present in the source with the same type and the
 * same options. A status (other options) does not carry over; an owner does.
 */
export function carriedFields(from: Catalogue, to: Catalogue): string[] {
  return editableFields(to).filter((name) => {
    const source = from[name];
    const target = to[name];
    return (
      source !== undefined &&
      target !== undefined &&
      source.type === target.type &&
      JSON.stringify(source.options ?? null) === JSON.stringify(target.options ?? null)
    );
  });
}

/** Whether two stored values of a field are the same once normalised (postcode, IBAN spacing). */
export function sameValue(field: FieldDef, a: unknown, b: unknown): boolean {
  const norm = (value: unknown) =>
    typeof value === 'string' && field.normalise ? field.normalise(value) : (value ?? null);
  return JSON.stringify(norm(a)) === JSON.stringify(norm(b));
}
