import { describe, expect, it } from 'vitest';
import { assigneeName, assigneeOptions, type TodoEnvironment } from './todo-environment';

const env = (staff: TodoEnvironment['staff']): TodoEnvironment => ({
  currentUser: { id: '01ME', name: 'Bea Beheerder' },
  staff,
  access: { create: true, update: true, delete: true },
  linkKinds: ['lead', 'customer', 'supplier'],
});

const staff = [
  { id: '01ME', name: 'Bea Beheerder', active: true },
  { id: '01AN', name: 'Anna de Vries', active: true },
  { id: '01OLD', name: 'Oud Collega', active: false },
];

describe('assignees', () => {
  it('are named from the staff list, deactivated ones marked, unknown ids as Onbekende gebruiker', () => {
    expect(assigneeName(env(staff), '01AN')).toBe('Anna de Vries');
    expect(assigneeName(env(staff), '01OLD')).toBe('Oud Collega (inactief)');
    expect(assigneeName(env(staff), '01GONE')).toBe('Onbekende gebruiker');
    // While the list loads, the name stays empty rather than wrong; my own name is always known.
    expect(assigneeName(env(undefined), '01AN')).toBe('');
    expect(assigneeName(env(undefined), '01ME')).toBe('Bea Beheerder');
  });

  it('keep the current assignee selectable, so opening a form changes nothing', () => {
    expect(assigneeOptions(env(staff), '01AN').map((option) => option.label)).toEqual([
      'Bea Beheerder',
      'Anna de Vries',
    ]);
    expect(assigneeOptions(env(staff), '01OLD').at(-1)).toEqual({
      value: '01OLD',
      label: 'Oud Collega (inactief)',
    });
    expect(assigneeOptions(env(staff), '01GONE').at(-1)).toEqual({
      value: '01GONE',
      label: 'Onbekende gebruiker',
    });
    expect(assigneeOptions(env(undefined), '01ME')).toEqual([{ value: '01ME', label: 'Bea Beheerder' }]);
  });
});
