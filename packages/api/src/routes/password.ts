// Lets a bundle keep the cold start's modules in a few chunks (decision 034).
import '../start-up.ts';
import { Hono } from 'hono';
import { forgotPasswordSchema, newPasswordSchema } from '@crm/core/auth/schemas';
import {
  accountOfPasswordLink,
  passwordPurposes,
  requestPasswordReset,
  setPasswordWithLink,
} from '@crm/core/users/password-links';
import { clientIp } from '../middleware/client-ip.ts';
import { actOnLink, showLink } from '../middleware/link-token.ts';
import { validate } from '../middleware/validate.ts';

export const forgotPasswordAnswer =
  'Als dit e-mailadres bij ons bekend is, ontvang je binnen enkele minuten een e-mail met een link om een nieuw wachtwoord in te stellen.';

/**
 * Guest password flows: forgot, check, set (invitation) and reset. A link that cannot be used is a
 * `LinkError`: 410 with the Dutch message and its `problem`, from the one `onError`.
 */
export const passwordRoutes = new Hono()
  .post('/forgot', validate('json', forgotPasswordSchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    await requestPasswordReset(c.req.valid('json').email, clientIp(c));
    return c.json({ message: forgotPasswordAnswer });
  })
  .post('/check', showLink({ purposes: passwordPurposes }), async (c) => {
    const user = await accountOfPasswordLink(c.get('link'));
    return c.json({ email: user.email, name: user.name });
  })
  // The password is validated before the link is claimed: a typo costs no claim.
  .post('/set', validate('json', newPasswordSchema), actOnLink({ purposes: ['password-set'] }), async (c) => {
    await setPasswordWithLink(c.get('link'), c.req.valid('json').password);
    return c.json({ message: 'Je wachtwoord is ingesteld. Je kunt nu inloggen.' });
  })
  .post(
    '/reset',
    validate('json', newPasswordSchema),
    actOnLink({ purposes: ['password-reset'] }),
    async (c) => {
      await setPasswordWithLink(c.get('link'), c.req.valid('json').password);
      return c.json({ message: 'Je nieuwe wachtwoord is opgeslagen. Log opnieuw in.' });
    },
  );
