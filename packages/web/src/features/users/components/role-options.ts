import { roleLabels, roles } from '@crm/core/auth/permissions';
import type { SelectOption } from '../../../components/ui/select-field';

/** The roles in the order of their power, as the Rol field offers them. */
export const roleOptions: readonly SelectOption[] = roles.map((role) => ({
  value: role,
  label: roleLabels[role],
}));
