/**
 * Run once per sample in a fresh `node` process by the cold-start bench: imports one Lambda bundle
 * (module init), then calls its handler once with a function URL event for `GET /api/user`
 * (the first request), and prints both times as JSON. Arguments: bundle path, bearer token.
 */
import { pathToFileURL } from 'node:url';

const [bundle, token] = process.argv.slice(2);
const started = performance.now();
const { handler } = await import(pathToFileURL(bundle).href);
const initMs = performance.now() - started;

const event = {
  version: '2.0',
  routeKey: '$default',
  rawPath: '/api/user',
  rawQueryString: '',
  headers: {
    accept: 'application/json',
    authorization: `Bearer ${token}`,
    host: 'bench.lambda-url.eu-west-1.on.aws',
    'x-forwarded-for': '127.0.0.1',
  },
  requestContext: {
    domainName: 'bench.lambda-url.eu-west-1.on.aws',
    http: {
      method: 'GET',
      path: '/api/user',
      protocol: 'HTTP/1.1',
      sourceIp: '127.0.0.1',
      userAgent: 'bench',
    },
    requestId: 'bench',
    routeKey: '$default',
    stage: '$default',
    timeEpoch: Date.now(),
  },
  isBase64Encoded: false,
};
const requestStarted = performance.now();
const response = await handler(event, { callbackWaitsForEmptyEventLoop: false });
const firstRequestMs = performance.now() - requestStarted;
console.log(JSON.stringify({ initMs, firstRequestMs, status: response.statusCode }));
