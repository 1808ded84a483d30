import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, request, signIn } from '../testing.ts';
import { idParam } from './id-param.ts';

/** A record's `:id` is 1 to 40 characters: longer is bad input (422), not an unknown record (404). */
describe('idParam', () => {
  it('takes an id of 1 to 40 characters and refuses an empty or longer one', () => {
    expect(idParam.safeParse({ id: '01M8E399G3DWAZQKM393FYXPPJ' }).success).toBe(true);
    expect(idParam.safeParse({ id: 'x'.repeat(40) }).success).toBe(true);
    expect(idParam.safeParse({ id: '' }).success).toBe(false);
    expect(idParam.safeParse({ id: 'x'.repeat(41) }).success).toBe(false);
  });

  describe('on a route', () => {
    let token: string;
    beforeAll(async () => {
      const admin = await createTestUser('beheerder');
      token = await signIn(admin.email);
    });

    it('answers 404 for an unknown id of 40 characters and 422 for one of 41', async () => {
      expect((await request(`/api/customers/${'x'.repeat(40)}`, { token })).status).toBe(404);
      expect((await request(`/api/contracts/${'x'.repeat(41)}`, { token })).status).toBe(422);
      expect((await request(`/api/customers/${'x'.repeat(41)}`, { token })).status).toBe(422);
    });
  });
});
