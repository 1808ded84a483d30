import { todoInputSchema } from '@crm/core/todos/schema';
import { describe, expect, it } from 'vitest';
import { newTodoValues, toTodoInput, todoValuesOf } from './todo-form';

describe('the todo form', () => {
  it('starts a new todo assigned to me, Normaal, open, linked where it is made', () => {
    expect(newTodoValues('01ME')).toEqual({
      title: '',
      description: '',
      deadline: '',
      assigneeId: '01ME',
      priority: 'normaal',
      done: false,
      link: { kind: '', id: '', label: '' },
    });
    expect(newTodoValues('01ME', { kind: 'customer', id: '01C', label: 'Bakkerij' }).link).toEqual({
      kind: 'customer',
      id: '01C',
      label: 'Bakkerij',
    });
  });

  it('sends what the API takes: the link without its name, or null', () => {
    const values = newTodoValues('01ME', { kind: 'lead', id: '01L', label: 'Drukkerij' });
    expect(toTodoInput({ ...values, title: 'Bellen' })).toEqual({
      title: 'Bellen',
      description: '',
      deadline: '',
      assigneeId: '01ME',
      priority: 'normaal',
      done: false,
      link: { kind: 'lead', id: '01L' },
    });
    expect(toTodoInput(newTodoValues('01ME')).link).toBeNull();
  });

  it('validates with the API schema: Dutch messages on the fields the form has', () => {
    const result = todoInputSchema.safeParse(
      toTodoInput({
        ...newTodoValues(''),
        title: ' ',
        deadline: '2026-02-30x',
        link: { kind: 'customer', id: '', label: '' },
      }),
    );
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      title: 'Vul een titel in.',
      deadline: 'Vul een geldige datum in.',
      assigneeId: 'Kies aan wie de todo is toegewezen.',
      'link.id': 'Kies een record.',
    });
  });

  it('opens a stored todo as it is', () => {
    const values = todoValuesOf({
      title: 'Offerte sturen',
      deadline: '2026-12-01',
      assigneeId: '01U',
      priority: 'hoog',
      done: true,
      linkKind: 'supplier',
      linkId: '01S',
      linkLabel: 'Groothandel',
    });
    expect(values).toEqual({
      title: 'Offerte sturen',
      description: '',
      deadline: '2026-12-01',
      assigneeId: '01U',
      priority: 'hoog',
      done: true,
      link: { kind: 'supplier', id: '01S', label: 'Groothandel' },
    });
    expect(todoValuesOf({ title: 'Los', assigneeId: '01U', priority: 'laag', done: false }).link.kind).toBe(
      '',
    );
  });
});
