import { defineCatalogue } from '../catalogue/field.ts';
import { ownerKindNames } from '../records/schema.ts';
import { todoFieldLabels, todoPriorityLabels } from './schema.ts';

/** A todo's fields as its history and the dashboard name them (the form validates with schema.ts). */
export const todoCatalogue = defineCatalogue({
  title: { label: todoFieldLabels.title, type: 'text', required: true },
  description: { label: todoFieldLabels.description, type: 'text' },
  deadline: { label: todoFieldLabels.deadline, type: 'date' },
  assigneeId: { label: todoFieldLabels.assigneeId, type: 'user', required: true },
  priority: { label: todoFieldLabels.priority, type: 'enum', options: todoPriorityLabels },
  done: { label: todoFieldLabels.done, type: 'boolean' },
  doneAt: { label: 'Klaar op', type: 'datetime' },
  doneBy: { label: 'Klaar gemeld door', type: 'user' },
  linkKind: { label: todoFieldLabels.link, type: 'enum', options: ownerKindNames },
  linkLabel: { label: 'Gekoppeld record', type: 'text' },
});
