import { describe, expect, it } from 'vitest';
import { createTestUser, json, request, signIn } from '../testing.ts';

interface StaffMember {
  id: string;
  name: string;
  active: boolean;
}

describe('staff directory', () => {
  it('lists every user with whether they are active, so old owners keep their name', async () => {
    const admin = await createTestUser('beheerder');
    const token = await signIn(admin.email);
    const leaver = await createTestUser('medewerker');
    const deactivated = await request(`/api/users/${leaver.user.id}`, {
      method: 'PUT',
      token,
      body: JSON.stringify({
        name: leaver.user.name,
        email: leaver.email,
        role: 'medewerker',
        active: false,
        version: leaver.user.version,
      }),
    });
    expect(deactivated.status).toBe(200);

    const reader = await createTestUser('alleen_lezen');
    const { items } = await json<{ items: StaffMember[] }>(
      await request('/api/directory/staff', { token: await signIn(reader.email) }),
    );
    expect(items.find((member) => member.id === leaver.user.id)).toEqual({
      id: leaver.user.id,
      name: leaver.user.name,
      active: false,
    });
    expect(items.find((member) => member.id === admin.user.id)?.active).toBe(true);
    expect(Object.keys(items[0] ?? {}).sort()).toEqual(['active', 'id', 'name']);
  });
});
