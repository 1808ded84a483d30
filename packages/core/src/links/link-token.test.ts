import { describe, expect, it } from 'vitest';
import { verifyAccessToken } from '../auth/access-token.ts';
import { UnauthorizedError } from '../errors.ts';
import { issueLink, revokeLink, verifyLink, consumeLink } from './link-token.ts';
import type { LinkProblem } from './messages.ts';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../db/client.ts';

async function problemOf(promise: Promise<unknown>): Promise<LinkProblem | 'none'> {
  try {
    await promise;
    return 'none';
  } catch (error) {
    return (error as { problem?: LinkProblem }).problem ?? 'none';
  }
}

describe('signed token links (DynamoDB Local)', () => {
  it('verifies a fresh link for its own purpose', async () => {
    const { token } = await issueLink({
      purpose: 'password-reset',
      subject: 'user-1',
      ttlSeconds: 600,
      singleUse: true,
    });
    await expect(verifyLink(token, 'password-reset')).resolves.toMatchObject({
      subject: 'user-1',
      purpose: 'password-reset',
    });
  });

  it('rejects a link of one purpose for any other purpose and as an access token', async () => {
    const { token } = await issueLink({
      purpose: 'password-set',
      subject: 'user-2',
      ttlSeconds: 600,
      singleUse: true,
    });
    for (const other of ['password-reset', 'onboarding', 'supplier-request', 'condition-review'] as const) {
      expect(await problemOf(verifyLink(token, other))).toBe('invalid');
    }
    await expect(verifyAccessToken(token)).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('rejects a tampered link', async () => {
    const { token } = await issueLink({
      purpose: 'onboarding',
      subject: 'lead-1',
      ttlSeconds: 600,
      singleUse: false,
    });
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'lead-2' })).toString('base64url');
    expect(await problemOf(verifyLink(`${header}.${forged}.${signature}`, 'onboarding'))).toBe('invalid');
    const noneAlg = Buffer.from(JSON.stringify({ alg: 'none', typ: 'onboarding+jwt' })).toString('base64url');
    expect(await problemOf(verifyLink(`${noneAlg}.${payload}.`, 'onboarding'))).toBe('invalid');
  });

  it('rejects an expired link, even while its record still exists', async () => {
    const { token } = await issueLink({
      purpose: 'password-reset',
      subject: 'user-3',
      ttlSeconds: -5,
      singleUse: true,
    });
    expect(await problemOf(verifyLink(token, 'password-reset'))).toBe('expired');
  });

  it('accepts a single-use link once', async () => {
    const { token, link } = await issueLink({
      purpose: 'password-reset',
      subject: 'user-4',
      ttlSeconds: 600,
      singleUse: true,
    });
    await dynamo.send(new TransactWriteCommand({ TransactItems: [consumeLink(link)] }));
    expect(await problemOf(verifyLink(token, 'password-reset'))).toBe('used');
    await expect(
      dynamo.send(new TransactWriteCommand({ TransactItems: [consumeLink(link)] })),
    ).rejects.toThrow();
  });

  it('rejects a revoked link', async () => {
    const { token, link } = await issueLink({
      purpose: 'supplier-request',
      subject: 'req-1',
      ttlSeconds: 600,
      singleUse: false,
    });
    await revokeLink(link.id);
    expect(await problemOf(verifyLink(token, 'supplier-request'))).toBe('revoked');
  });
});
