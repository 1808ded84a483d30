import '../start-up.ts';
import { Hono } from 'hono';
import * as z from 'zod';
import { exactSettings } from '@crm/core/exact/config';
import {
  authorizeUrl,
  chooseDivision,
  completeConnect,
  connectionStatus,
  disconnect,
  listDivisions,
} from '@crm/core/exact/connection';
import { startJob } from '@crm/core/jobs/dispatch';
import { recentRuns, runSchedule } from '@crm/core/exact/run-log';
import { startRun } from '@crm/core/exact/run';
import { requireAuth, requirePermission, type AuthVariables } from '../middleware/auth.ts';
import { validate } from '../middleware/validate.ts';

/**
 * The Exact Online connection (decision 044), for Beheerders (`users.showAdmin`). No answer holds
 * a token or the client secret; the authorize URL carries the client id, as OAuth requires.
 */
const callbackSchema = z.object({
  code: z.string({ error: 'De code van Exact Online ontbreekt.' }).min(1).max(2000),
  state: z.string({ error: 'De controlewaarde ontbreekt.' }).min(1).max(4000),
});

const divisionSchema = z.object({
  division: z.number({ error: 'Kies een administratie.' }).int().positive(),
});

/** The connection, and once a division is chosen the last, current and next run (decision 051). */
async function answerStatus() {
  const status = await connectionStatus(exactSettings());
  return { status: status.division ? { ...status, runs: await runSchedule() } : status };
}

export const exactRoutes = new Hono<{ Variables: AuthVariables }>()
  .use(requireAuth, requirePermission('users.showAdmin'))
  .get('/', async (c) => c.json(await answerStatus()))
  .post('/connect', async (c) => {
    const user = await c.get('currentUser')();
    return c.json({ url: await authorizeUrl(exactSettings(), { id: user.id, name: user.name }) });
  })
  .post('/callback', validate('json', callbackSchema), async (c) => {
    const user = await c.get('currentUser')();
    const { code, state } = c.req.valid('json');
    await completeConnect(exactSettings(), { code, state, user: { id: user.id, name: user.name } });
    return c.json(await answerStatus());
  })
  .get('/divisions', async (c) => c.json({ divisions: await listDivisions(exactSettings()) }))
  .put('/division', validate('json', divisionSchema), async (c) => {
    await chooseDivision(exactSettings(), c.req.valid('json').division);
    return c.json(await answerStatus());
  })
  .get('/runs', async (c) => c.json({ runs: await recentRuns() }))
  // "Nu synchroniseren": the lease is claimed here, so a run going on answers 409 at once; the job
  // goes on with this claim.
  .post('/runs', async (c) => {
    const user = await c.get('currentUser')();
    const run = await startRun('handmatig', user.name);
    await startJob({
      name: 'exact-sync',
      claim: { division: run.division, runId: run.entry.runId, startedAt: run.entry.startedAt },
    });
    return c.json({ run: run.entry }, 202);
  })
  .delete('/connection', async (c) => {
    await disconnect();
    return c.json(await answerStatus());
  });
