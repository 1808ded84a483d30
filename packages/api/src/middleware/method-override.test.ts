import { describe, expect, it } from 'vitest';
import { getTodo } from '@crm/core/todos/service';
import { createTestUser, json, request, signIn } from '../testing.ts';
import { methodNotOverridableMessage, unreadableBodyMessage } from './method-override.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

async function expectBadRequest(response: Response, message: string) {
  expect(response.status).toBe(400);
  expect(await json(response)).toEqual({ message });
}

describe('method override', () => {
  it.each(['TRACE', 'CONNECT', 'a b', 'GET', 'POST'])(
    'refuses _method=%s in a form with 400, without a token',
    async (method) => {
      const response = await request('/api/login', {
        method: 'POST',
        body: new URLSearchParams({ _method: method }),
      });
      await expectBadRequest(response, methodNotOverridableMessage);
    },
  );

  it('answers 400 to a multipart body that cannot be read', async () => {
    const response = await request('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=XYZ' },
      body: bytes('garbage'),
    });
    await expectBadRequest(response, unreadableBodyMessage);
  });

  it('leaves other methods alone: DELETE with an empty multipart body is a plain 404', async () => {
    const response = await request('/api/bestaat-niet', {
      method: 'DELETE',
      headers: { 'Content-Type': 'multipart/form-data; boundary=XYZ' },
      body: bytes(''),
    });
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({ message: 'Niet gevonden.' });
  });

  it('answers a form POST with _method=DELETE as that DELETE (multipart and urlencoded)', async () => {
    const { email, user } = await createTestUser('medewerker');
    const token = await signIn(email);
    const encodings = [
      (form: FormData) => form,
      (form: FormData) => new URLSearchParams({ _method: String(form.get('_method')) }),
    ];
    for (const encode of encodings) {
      const created = await request('/api/todos', {
        method: 'POST',
        token,
        body: JSON.stringify({ title: 'Via een formulier', assigneeId: user.id }),
      });
      expect(created.status).toBe(201);
      const { record: todo } = await json<{ record: { id: string; version: number } }>(created);
      const form = new FormData();
      form.set('_method', 'delete');
      const response = await request(`/api/todos/${todo.id}?version=${todo.version}`, {
        method: 'POST',
        token,
        body: encode(form),
      });
      expect(response.status).toBe(204);
      await expect(getTodo(todo.id)).rejects.toMatchObject({ status: 404 });
    }
  });
});
