import type { TodoItem } from '../todos/item.ts';
import { todoListQuerySchema, toTodoListQuery, type TodoListParams } from '../todos/list-query.ts';
import { listTodos } from '../todos/queries.ts';
import { isOverdue, todoPriorityLabels, type TodoLinkKind } from '../todos/schema.ts';
import { dutchToday } from '../nl/date.ts';
import { allUsers } from '../users/repository.ts';
import { defineExportList } from './list.ts';
import { exportReading } from './relation-lists.ts';
import { amsterdamDate, yesNo } from './table.ts';

const linkKindLabels: Record<TodoLinkKind, string> = {
  lead: 'Lead',
  customer: 'Klant',
  supplier: 'Leverancier',
  contract: 'Contract',
};

interface TodoRow {
  todo: TodoItem;
  assignee: string;
  overdue: boolean;
}

/** The todos list in its own order (open before done, then by deadline), every page of the view. */
export const todosExport = defineExportList<TodoRow, TodoListParams>({
  permission: 'todos.view',
  fileStem: 'todos',
  sheetName: "Todo's",
  query: todoListQuerySchema,
  columns: [
    { header: 'Titel', value: ({ todo }) => todo.title },
    { header: 'Omschrijving', value: ({ todo }) => todo.description },
    { header: 'Deadline', type: 'date', value: ({ todo }) => todo.deadline },
    { header: 'Verlopen', value: ({ overdue }) => yesNo(overdue) },
    { header: 'Toegewezen aan', value: ({ assignee }) => assignee },
    { header: 'Prioriteit', value: ({ todo }) => todoPriorityLabels[todo.priority] },
    { header: 'Klaar', value: ({ todo }) => yesNo(todo.done) },
    { header: 'Klaar op', type: 'date', value: ({ todo }) => todo.doneAt && amsterdamDate(todo.doneAt) },
    { header: 'Gekoppeld aan', value: ({ todo }) => todo.linkKind && linkKindLabels[todo.linkKind] },
    { header: 'Gekoppeld record', value: ({ todo }) => todo.linkLabel },
    { header: 'Aangemaakt', type: 'date', value: ({ todo }) => amsterdamDate(todo.createdAt) },
  ],
  async *pages(query, access) {
    const names = new Map((await allUsers()).map((user) => [user.id, user.name]));
    const filters = toTodoListQuery(query, access.userId);
    const today = dutchToday();
    let cursor: string | null = null;
    do {
      const page = await listTodos({ ...filters, limit: exportReading.pageSize, cursor });
      yield page.items.map((todo) => ({
        todo,
        assignee: names.get(todo.assigneeId) ?? 'Onbekende gebruiker',
        overdue: isOverdue(todo, today),
      }));
      cursor = page.cursor;
    } while (cursor);
  },
});
