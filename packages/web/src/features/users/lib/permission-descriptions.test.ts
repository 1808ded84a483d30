import { permissions, permissionsOf } from '@crm/core/auth/permissions';
import { describe, expect, it } from 'vitest';
import { describePermission, describePermissions, permissionDescriptions } from './permission-descriptions';

describe('permissions in words', () => {
  it('describes every permission the server knows, each differently', () => {
    const descriptions = permissions.map(describePermission);
    expect(descriptions.every((text, index) => text !== permissions[index])).toBe(true);
    expect(new Set(descriptions).size).toBe(permissions.length);
    expect(Object.keys(permissionDescriptions).sort()).toEqual([...permissions].sort());
  });

  it('uses the words of the screens', () => {
    expect(describePermission('leads.view')).toBe('Leads bekijken');
    expect(describePermission('users.showAdmin')).toBe('Gebruikers en Exact beheren');
  });

  it('tells an Alleen lezen user what they may see', () => {
    expect(describePermissions(permissionsOf('alleen_lezen'))).toEqual([
      'Leads bekijken',
      'Klanten bekijken',
      'Leveranciers bekijken',
      'Contracten bekijken',
      'Contracttypes bekijken',
      "Todo's bekijken",
    ]);
  });

  it('shows a permission it does not know as it is', () => {
    expect(describePermission('exact.sync')).toBe('exact.sync');
    expect(describePermission('toString')).toBe('toString');
  });
});
