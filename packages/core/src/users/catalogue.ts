import { roleLabels } from '../auth/permissions.ts';
import { defineCatalogue } from '../catalogue/field.ts';

/**
 * A user's fields as a reader of their history sees them (the forms validate with schemas.ts).
 * Browser-safe.
 */
export const userCatalogue = defineCatalogue({
  name: { label: 'Naam', type: 'text', required: true },
  email: { label: 'E-mailadres', type: 'text', required: true },
  role: { label: 'Rol', type: 'enum', options: roleLabels },
  active: { label: 'Actief', type: 'boolean' },
});
