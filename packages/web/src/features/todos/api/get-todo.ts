import { api } from '../../../lib/api';
import { todoAnswerSchema, todoApiPath, type TodoRecord } from './todo-record';

/** One todo as stored now: what the edit dialog reloads after a conflict. */
export async function fetchTodo(id: string, signal?: AbortSignal): Promise<TodoRecord> {
  return todoAnswerSchema.parse(await api.get(todoApiPath(id), { signal })).todo;
}
