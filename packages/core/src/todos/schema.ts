import * as z from 'zod';
import { dutchToday } from '../nl/date.ts';
import { ownerKinds, type OwnerKind } from '../records/schema.ts';
import { requiredText } from '../validation/fields.ts';
import { optionalDate, optionalText } from '../validation/optional.ts';

/** Todos: what a todo holds and how it is entered. Browser-safe (the forms use it too). */
export const todoPriorities = ['laag', 'normaal', 'hoog'] as const;
export type TodoPriority = (typeof todoPriorities)[number];

export const todoPriorityLabels: Record<TodoPriority, string> = {
  laag: 'Laag',
  normaal: 'Normaal',
  hoog: 'Hoog',
};

/** The records a todo can be linked to: every owner kind (records/). */
export const todoLinkKinds = ownerKinds;
export type TodoLinkKind = OwnerKind;

export const todoStatuses = ['open', 'done', 'all'] as const;
export type TodoStatusFilter = (typeof todoStatuses)[number];

export const todoFieldLabels = {
  title: 'Titel',
  description: 'Omschrijving',
  deadline: 'Deadline',
  assigneeId: 'Toegewezen aan',
  priority: 'Prioriteit',
  done: 'Klaar',
  link: 'Gekoppeld aan',
} as const;

const linkSchema = z.object(
  {
    kind: z.enum(todoLinkKinds, { error: 'Kies een lead, klant, leverancier of contract.' }),
    id: z.string({ error: 'Kies een record.' }).trim().min(1, 'Kies een record.').max(40),
  },
  { error: 'Kies een lead, klant, leverancier of contract.' },
);

export const todoInputSchema = z.object({
  title: requiredText('Vul een titel in.', 200),
  description: optionalText(5000),
  deadline: optionalDate(),
  assigneeId: z
    .string({ error: 'Kies aan wie de todo is toegewezen.' })
    .trim()
    .min(1, 'Kies aan wie de todo is toegewezen.')
    .max(40),
  priority: z.enum(todoPriorities, { error: 'Kies een prioriteit.' }).default('normaal'),
  done: z.boolean({ error: 'Geef aan of de todo klaar is.' }).default(false),
  link: linkSchema.nullable().optional(),
});
export type TodoInput = z.infer<typeof todoInputSchema>;

/** Open and past its deadline (a deadline of today is not overdue yet). */
export function isOverdue(todo: { done: boolean; deadline?: string | undefined }, today = dutchToday()) {
  return !todo.done && todo.deadline !== undefined && todo.deadline < today;
}
