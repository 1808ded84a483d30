import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Hono } from 'hono';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { handleError, serviceUnavailableMessage } from './errors.ts';

/**
 * Every AWS client gives up on a service that takes the connection and never answers (issue 28,
 * point 13; decision 042), and the API says so in Dutch with a 503. The server below is such a
 * service: the clients are the app's own, made afresh with their endpoint pointed at it. Only the
 * kind of failure is asserted; without the bounds the calls would hang past the test's timeout.
 */

let server: Server;
let endpoint: string;
const sockets = new Set<Socket>();

beforeAll(async () => {
  server = createServer((socket) => {
    // Take the connection, read what comes, answer nothing.
    sockets.add(socket);
    socket.on('data', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('No port.');
  endpoint = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

/** The app's module `path`, loaded anew with `variable` pointing at the silent server. */
async function againstSilentServer<T>(variable: string, load: () => Promise<T>): Promise<T> {
  const before = process.env[variable];
  process.env[variable] = endpoint;
  vi.resetModules();
  try {
    return await load();
  } finally {
    if (before === undefined) delete process.env[variable];
    else process.env[variable] = before;
  }
}

describe('a service that never answers', () => {
  it('makes a DynamoDB call fail with a timeout, which the API answers with a Dutch 503', async () => {
    const { dynamo, tableName } = await againstSilentServer(
      'DYNAMODB_ENDPOINT',
      () => import('@crm/core/db/client'),
    );
    const failure = await dynamo
      .send(new GetCommand({ TableName: tableName(), Key: { pk: 'X', sk: 'Y' } }))
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failure).toMatchObject({ name: 'TimeoutError' });

    const app = new Hono();
    app.onError(handleError);
    app.get('/read', () => {
      throw failure;
    });
    const response = await app.request('/read');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: serviceUnavailableMessage });
  });

  it('makes an S3 call fail with a timeout', async () => {
    const client = await againstSilentServer('S3_ENDPOINT', () =>
      import('@crm/core/storage/s3').then(({ s3Client }) => s3Client()),
    );
    await expect(client.send(new GetObjectCommand({ Bucket: 'stil', Key: 'niets' }))).rejects.toMatchObject({
      name: 'TimeoutError',
    });
  });
});
