import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { LambdaEvent } from 'hono/aws-lambda';
import { describe, expect, it } from 'vitest';
import { throttleSubject } from '@crm/core/auth/login-throttle';
import { dynamo, tableName } from '@crm/core/db/client';
import { keys } from '@crm/core/db/keys';
import { handler } from './lambda.ts';

/** A Lambda Function URL event (payload 2.0) as AWS sends it, from one client address. */
function functionUrlEvent(sourceIp: string, body: unknown): LambdaEvent {
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: '/api/login',
    rawQueryString: '',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      host: 'abc.lambda-url.eu-west-1.on.aws',
    },
    requestContext: {
      accountId: 'anonymous',
      apiId: 'abc',
      authentication: null,
      authorizer: {},
      domainName: 'abc.lambda-url.eu-west-1.on.aws',
      domainPrefix: 'abc',
      http: { method: 'POST', path: '/api/login', protocol: 'HTTP/1.1', sourceIp, userAgent: 'vitest' },
      requestId: 'request-id',
      routeKey: '$default',
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    body: JSON.stringify(body),
    isBase64Encoded: false,
  };
}

/** The per-address login counter of an address, summed over its windows. */
async function addressCount(ip: string): Promise<number> {
  const { pk } = keys.throttle('login-ip', throttleSubject(ip), 0);
  const output = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ConsistentRead: true,
    }),
  );
  return (output.Items ?? []).reduce((sum, item) => sum + Number(item.count), 0);
}

describe('lambda handler', () => {
  it("counts a Function URL request against its sourceIp's login throttle, one bucket per address", async () => {
    const first = '203.0.113.81';
    const second = '203.0.113.82';
    const invoke = (ip: string) =>
      handler(functionUrlEvent(ip, { email: 'niemand@example.nl', password: 'fout-wachtwoord' }));
    const answer = await invoke(first);
    expect(answer).toMatchObject({ statusCode: 401 });
    await invoke(first);
    await invoke(second);
    expect(await addressCount(first)).toBe(2);
    expect(await addressCount(second)).toBe(1);
  });
});
