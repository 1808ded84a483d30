import { createServer } from 'node:net';

/**
 * Resolves with the port once it could be bound on every interface (DynamoDB Local binds them
 * all), rejects with EADDRINUSE when it is taken. Port 0 lets the OS pick a free one.
 */
export function claimPort(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(port, () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (bound ? resolve(bound) : reject(new Error('The OS gave no free port'))));
    });
  });
}

/** A port that is free right now. */
export function freePort(): Promise<number> {
  return claimPort(0);
}
