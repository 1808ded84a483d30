// Lets a bundle keep the cold start's modules in a few chunks (decision 034).
import '../start-up.ts';
import { Hono } from 'hono';
import * as z from 'zod';
import { publicOnboarding, saveOnboardingDraft, submitOnboarding } from '@crm/core/onboarding/link-page';
import { onboardingKinds } from '@crm/core/onboarding/schema';
import { draftInputSchema, submitInputSchema } from '@crm/core/staged/public';
import { actOnLink, showLink } from '../middleware/link-token.ts';
import { validate } from '../middleware/validate.ts';
import { outsiderThrottles } from './outsider-throttle.ts';

/**
 * The outsider's onboarding form (decision 052), public, as the supplier request's page: the form's
 * data (reads only), the draft saved as they type, and the submission with evidence. Bound to the
 * `onboarding` purpose and to the link's type (`lead` or `customer`, the page's `{type}`): no
 * other link opens them and their token opens nothing else. Throttled per token and per IP.
 */
const purposes = ['onboarding'] as const;
const { perIp, perToken } = outsiderThrottles('onboarding');

const linkOf = z.object({
  token: z.string().min(10).max(4096),
  type: z.enum(onboardingKinds, { error: 'Deze link is ongeldig.' }),
});

export const onboardingLinkRoutes = new Hono()
  .use(perIp)
  .get('/', validate('query', linkOf), showLink({ purposes, perToken }), async (c) =>
    c.json(await publicOnboarding(c.get('link'), c.req.valid('query').type)),
  )
  .post(
    '/draft',
    validate('json', z.intersection(linkOf, draftInputSchema)),
    actOnLink({ purposes, perToken }),
    async (c) => {
      const { type, version, values } = c.req.valid('json');
      return c.json(await saveOnboardingDraft(c.get('link'), type, { version, values }));
    },
  )
  .post(
    '/submit',
    validate('json', z.intersection(linkOf, submitInputSchema)),
    actOnLink({ purposes, perToken }),
    async (c) => {
      const { type, version } = c.req.valid('json');
      return c.json(await submitOnboarding(c.get('link'), type, version, c.get('linkEvidence')));
    },
  );
