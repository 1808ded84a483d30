import { permissionsOf } from '@crm/core/auth/permissions';
import { describe, expect, it } from 'vitest';
import { configurationMenuItems, mainMenuItems, visibleMenuItems } from './menu-items';

const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe('menus', () => {
  it('link the seed routes with the seed permissions', () => {
    expect(mainMenuItems.map(({ label, href, permission }) => [label, href, permission])).toEqual([
      ['Leads', '/leads', 'leads.view'],
      ['Klanten', '/customers', 'customers.view'],
      ['Leveranciers', '/suppliers', 'suppliers.view'],
      ['Contracten', '/contracts', 'contracts.view'],
      ["Todo's", '/todos', 'todos.view'],
    ]);
    expect(mainMenuItems.filter((item) => item.badge).map((item) => [item.label, item.badge])).toEqual([
      ["Todo's", 'openTodos'],
    ]);
    expect(configurationMenuItems.map(({ label, href, permission }) => [label, href, permission])).toEqual([
      ['Contracttypes', '/contract-types', 'contract_types.view'],
      ['Exact', '/exact', 'users.showAdmin'],
      ['Gebruikers', '/users', 'users.showAdmin'],
      ['Instellingen', '/supplier-information-requests/settings/edit/default', 'supplier_requests.manage'],
    ]);
  });

  it('shows a Beheerder everything', () => {
    const permissions = permissionsOf('beheerder');
    expect(labels(visibleMenuItems(mainMenuItems, permissions))).toHaveLength(5);
    expect(labels(visibleMenuItems(configurationMenuItems, permissions))).toHaveLength(4);
  });

  it('hides Exact and Gebruikers from a Medewerker', () => {
    expect(labels(visibleMenuItems(configurationMenuItems, permissionsOf('medewerker')))).toEqual([
      'Contracttypes',
      'Instellingen',
    ]);
  });

  it('shows Alleen lezen the lists only', () => {
    const permissions = permissionsOf('alleen_lezen');
    expect(labels(visibleMenuItems(mainMenuItems, permissions))).toHaveLength(5);
    expect(labels(visibleMenuItems(configurationMenuItems, permissions))).toEqual(['Contracttypes']);
  });

  it('shows nothing without permissions', () => {
    expect(visibleMenuItems(mainMenuItems, [])).toEqual([]);
    expect(visibleMenuItems(configurationMenuItems, ['leads.view'])).toEqual([]);
  });
});
