import { Hono } from 'hono';
import * as z from 'zod';
import { forgotPasswordSchema, newPasswordSchema } from '@crm/core/auth/schemas';
import { LinkError } from '@crm/core/links/link-token';
import {
  checkPasswordLink,
  linkProblemMessages,
  requestPasswordReset,
  resetPassword,
  setInitialPassword,
} from '@crm/core/users/service';
import { clientIp } from '../middleware/client-ip.ts';
import { validate } from '../middleware/validate.ts';

const tokenField = z.string().min(10).max(4096);
const linkCheckSchema = z.object({ token: tokenField, purpose: z.enum(['password-set', 'password-reset']) });
const withToken = z.intersection(newPasswordSchema, z.object({ token: tokenField }));

export const forgotPasswordAnswer =
  'Als dit e-mailadres bij ons bekend is, ontvang je binnen enkele minuten een e-mail met een link om een nieuw wachtwoord in te stellen.';

/** Link problems are an answer (410 with a Dutch message and the kind of problem), not an error page. */
function linkProblem(error: unknown) {
  if (!(error instanceof LinkError)) throw error;
  return { message: linkProblemMessages[error.problem], problem: error.problem };
}

/** Guest password flows: forgot, set (invitation) and reset. Token pages send no referrer. */
export const passwordRoutes = new Hono()
  .use(async (c, next) => {
    await next();
    c.header('Referrer-Policy', 'no-referrer');
    c.header('Cache-Control', 'no-store');
  })
  .post('/forgot', validate('json', forgotPasswordSchema), async (c) => {
    await requestPasswordReset(c.req.valid('json').email, clientIp(c));
    return c.json({ message: forgotPasswordAnswer });
  })
  .post('/check', validate('json', linkCheckSchema), async (c) => {
    const { token, purpose } = c.req.valid('json');
    try {
      const { user } = await checkPasswordLink(token, purpose);
      return c.json({ email: user.email, name: user.name });
    } catch (error) {
      return c.json(linkProblem(error), 410);
    }
  })
  .post('/set', validate('json', withToken), async (c) => {
    const { token, password } = c.req.valid('json');
    try {
      await setInitialPassword(token, password);
    } catch (error) {
      return c.json(linkProblem(error), 410);
    }
    return c.json({ message: 'Je wachtwoord is ingesteld. Je kunt nu inloggen.' });
  })
  .post('/reset', validate('json', withToken), async (c) => {
    const { token, password } = c.req.valid('json');
    try {
      await resetPassword(token, password);
    } catch (error) {
      return c.json(linkProblem(error), 410);
    }
    return c.json({ message: 'Je nieuwe wachtwoord is opgeslagen. Log opnieuw in.' });
  });
