// Lets a bundle keep the cold start's modules in a few chunks (decision 034).
import '../start-up.ts';
import { Hono } from 'hono';
import { reserve, type ThrottleRule } from '@crm/core/auth/throttle';
import { writeCalendar } from '@crm/core/deadlines/calendar-feed';
import {
  calendarLinkState,
  calendarLinkUser,
  calendarTokenSubject,
  createCalendarLink,
  revokeCalendarLink,
} from '@crm/core/deadlines/calendar-links';
import { calendarEventsFor } from '@crm/core/deadlines/calendar-sources';
import { calendarLinkAnswerSchema, calendarLinkCreatedSchema } from '@crm/core/deadlines/public';
import { NotFoundError } from '@crm/core/errors';
import { mailConfig } from '@crm/core/mail/config';
import { hashed } from '@crm/core/users/account-rules';
import type { AuthVariables } from '../middleware/auth.ts';
import { clientIp } from '../middleware/client-ip.ts';

/**
 * The private calendar link (decision 024): the signed-in user's own link under
 * /api/profile/calendar (no permission needed, like the rest of the profile), and the public feed
 * /api/calendar/<token>.ics that calendar clients fetch without signing in. The first is mounted
 * in profileRoutes, behind its requireAuth (one session check per request).
 */
export const calendarLinkRoutes = new Hono<{ Variables: AuthVariables }>()
  .get('/', async (c) => c.json(calendarLinkAnswerSchema.parse(await calendarLinkState(c.get('userId')))))
  .post('/', async (c) => {
    const { token, createdAt } = await createCalendarLink((await c.get('currentUser')()).id);
    c.header('Cache-Control', 'no-store');
    const url = `${mailConfig().appUrl}/api/calendar/${token}.ics`;
    return c.json(calendarLinkCreatedSchema.parse({ url, createdAt }), 201);
  })
  .delete('/', async (c) => {
    await revokeCalendarLink((await c.get('currentUser')()).id);
    return c.json({ message: 'De agenda-link is ingetrokken.' });
  });

/** Calendar clients poll every few hours; a guesser of tokens is stopped per address. */
export const calendarPerIp: ThrottleRule = { scope: 'calendar-ip', limit: 120, windowSeconds: 15 * 60 };
export const calendarPerToken: ThrottleRule = { scope: 'calendar-token', limit: 30, windowSeconds: 15 * 60 };

export const calendarFeedRoutes = new Hono().get('/:file', async (c) => {
  c.header('Cache-Control', 'no-store');
  await reserve(calendarPerIp, hashed(clientIp(c)));
  const token = /^(.+)\.ics$/.exec(c.req.param('file'))?.[1];
  if (!token) throw new NotFoundError('Deze agenda bestaat niet (meer).');
  await reserve(calendarPerToken, calendarTokenSubject(token));
  const userId = await calendarLinkUser(token);
  if (!userId) throw new NotFoundError('Deze agenda bestaat niet (meer).');
  const body = writeCalendar({
    name: `Termijnen (${mailConfig().companyName})`,
    events: await calendarEventsFor(userId),
    now: new Date(),
  });
  return c.body(body, 200, { 'Content-Type': 'text/calendar; charset=utf-8' });
});
