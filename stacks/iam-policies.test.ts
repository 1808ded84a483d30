import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// infra/iam/ holds the deploy roles' policies, applied by the AWS account owner (README). They
// cannot be tried here; these tests pin what the first deploys and removes need and what keeps
// previews away from production.
interface Statement {
  Sid?: string;
  Effect: 'Allow' | 'Deny';
  Action: string | string[];
  Resource: string | string[];
  Principal?: { Federated?: string };
  Condition?: Record<string, Record<string, string>>;
}
const read = (name: string) =>
  (
    JSON.parse(readFileSync(join(import.meta.dirname, '../infra/iam', name), 'utf8')) as {
      Statement: Statement[];
    }
  ).Statement;
const list = (value: string | string[]) => (Array.isArray(value) ? value : [value]);

const deploy = read('deploy-policy.json');
const guard = read('preview-guard-policy.json');

/** Whether an IAM pattern (`*` matches anything, `?` one character) covers a value. */
function covers(pattern: string, value: string): boolean {
  const regex = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${regex}$`, 'i').test(value);
}

/** Only `StringEquals` conditions occur in these files; a key the request lacks never matches. */
function conditionHolds(condition: Statement['Condition'], context: Record<string, string>): boolean {
  return Object.entries(condition ?? {}).every(
    ([operator, keys]) =>
      operator === 'StringEquals' && Object.entries(keys).every(([key, value]) => context[key] === value),
  );
}

function allows(
  statements: Statement[],
  action: string,
  resource: string,
  context: Record<string, string> = {},
) {
  const matching = (effect: Statement['Effect']) =>
    statements.some(
      (s) =>
        s.Effect === effect &&
        conditionHolds(s.Condition, context) &&
        list(s.Action).some((a) => covers(a, action)) &&
        list(s.Resource).some((r) => covers(r, resource)),
    );
  return matching('Allow') && !matching('Deny');
}

const account = 'ACCOUNT_ID';
const stateBucket = 'arn:aws:s3:::sst-state-abc123';

describe('deploy-policy.json', () => {
  it.each([
    ['cloudfront-keyvaluestore:PutKey', `arn:aws:cloudfront::${account}:key-value-store/abc`],
    ['cloudfront:CreateDistribution', '*'],
    ['logs:CreateLogGroup', `arn:aws:logs:eu-west-1:${account}:log-group:/aws/lambda/crm-pr-1-Api`],
    ['logs:PutRetentionPolicy', `arn:aws:logs:eu-west-1:${account}:log-group:/aws/lambda/crm-pr-1-Api:*`],
    // The daily job's heartbeat: a metric filter on the jobs function's log group (jobs.ts).
    [
      'logs:PutMetricFilter',
      `arn:aws:logs:eu-west-1:${account}:log-group:/aws/lambda/crm-pr-1-JobsFunction-abc:*`,
    ],
    [
      'logs:DescribeMetricFilters',
      `arn:aws:logs:eu-west-1:${account}:log-group:/aws/lambda/crm-pr-1-JobsFunction-abc:*`,
    ],
    [
      'logs:DeleteMetricFilter',
      `arn:aws:logs:eu-west-1:${account}:log-group:/aws/lambda/crm-pr-1-JobsFunction-abc:*`,
    ],
    ['ecr:CreateRepository', `arn:aws:ecr:eu-west-1:${account}:repository/sst-asset`],
    ['ecr:DescribeRepositories', `arn:aws:ecr:eu-west-1:${account}:repository/sst-asset`],
    ['ecr:GetAuthorizationToken', '*'],
    // state.purge on every preview removal deletes every version of the stage's state.
    ['s3:ListBucketVersions', stateBucket],
    ['s3:DeleteObjectVersion', `${stateBucket}/app/crm/pr-1.json`],
    ['ssm:PutParameter', `arn:aws:ssm:eu-west-1:${account}:parameter/sst/passphrase/crm/pr-1`],
    ['lambda:InvokeFunction', `arn:aws:lambda:eu-west-1:${account}:function:crm-pr-1-JobsFunction`],
    ['dynamodb:CreateTable', `arn:aws:dynamodb:eu-west-1:${account}:table/crm-pr-1-TableTable`],
    ['sns:CreateTopic', `arn:aws:sns:eu-west-1:${account}:crm-pr-1-alarms`],
    ['cloudwatch:PutMetricAlarm', `arn:aws:cloudwatch:eu-west-1:${account}:alarm:ApiErrors-1a2b`],
    ['cloudwatch:PutMetricAlarm', `arn:aws:cloudwatch:eu-west-1:${account}:alarm:DailyJobStopped-1a2b`],
    // The jobs' CronV2 schedules (daily deadlines, hourly files cleanup) are EventBridge schedules.
    ['scheduler:CreateSchedule', `arn:aws:scheduler:eu-west-1:${account}:schedule/default/crm-pr-1-Daily`],
  ])('allows %s on %s', (action, resource) => {
    expect(allows(deploy, action, resource)).toBe(true);
  });

  it("passes the app's roles, to Lambda and EventBridge Scheduler only", () => {
    const role = `arn:aws:iam::${account}:role/crm-pr-1-ApiRole`;
    expect(allows(deploy, 'iam:PassRole', role, { 'iam:PassedToService': 'lambda.amazonaws.com' })).toBe(
      true,
    );
    expect(allows(deploy, 'iam:PassRole', role, { 'iam:PassedToService': 'scheduler.amazonaws.com' })).toBe(
      true,
    );
    expect(allows(deploy, 'iam:PassRole', role, { 'iam:PassedToService': 'ec2.amazonaws.com' })).toBe(false);
    expect(allows(deploy, 'iam:PassRole', role)).toBe(false);
    const admin = `arn:aws:iam::${account}:role/admin`;
    expect(allows(deploy, 'iam:PassRole', admin, { 'iam:PassedToService': 'lambda.amazonaws.com' })).toBe(
      false,
    );
  });

  it("grants nothing outside this app's names but what SST and CloudFront need", () => {
    expect(
      allows(deploy, 'dynamodb:DeleteTable', `arn:aws:dynamodb:eu-west-1:${account}:table/other-app`),
    ).toBe(false);
    expect(allows(deploy, 'iam:CreateRole', `arn:aws:iam::${account}:role/admin`)).toBe(false);
    expect(allows(deploy, 's3:DeleteBucket', 'arn:aws:s3:::company-archive')).toBe(false);
    expect(allows(deploy, 'iam:CreateUser', '*')).toBe(false);
  });
});

describe('preview-guard-policy.json', () => {
  const both = [...deploy, ...guard];

  it('denies everything on resources SST tagged as production, such as its distribution', () => {
    const distribution = `arn:aws:cloudfront::${account}:distribution/E1ABC`;
    const tagged = (stage: string) => ({ 'aws:ResourceTag/sst:stage': stage });
    expect(allows(both, 'cloudfront:DeleteDistribution', distribution, tagged('production'))).toBe(false);
    expect(allows(both, 'cloudfront:DeleteDistribution', distribution, tagged('pr-1'))).toBe(true);
  });

  it.each([
    ['dynamodb:DeleteTable', `arn:aws:dynamodb:eu-west-1:${account}:table/crm-production-TableTable`],
    ['lambda:UpdateFunctionCode', `arn:aws:lambda:eu-west-1:${account}:function:crm-production-ApiFunction`],
    ['s3:DeleteBucket', 'arn:aws:s3:::crm-production-bucketbucket'],
    ['iam:PutRolePolicy', `arn:aws:iam::${account}:role/crm-production-ApiRole`],
    ['s3:PutObject', `${stateBucket}/app/crm/production.json`],
    ['s3:DeleteObjectVersion', `${stateBucket}/secret/crm/production.json`],
    ['ssm:GetParameter', `arn:aws:ssm:eu-west-1:${account}:parameter/sst/passphrase/crm/production`],
  ])('keeps the preview role from %s on %s', (action, resource) => {
    expect(allows(deploy, action, resource)).toBe(true);
    expect(allows(both, action, resource)).toBe(false);
  });

  it('leaves the preview stages alone', () => {
    expect(
      allows(both, 'dynamodb:DeleteTable', `arn:aws:dynamodb:eu-west-1:${account}:table/crm-pr-1-TableTable`),
    ).toBe(true);
    expect(allows(both, 's3:DeleteObjectVersion', `${stateBucket}/app/crm/pr-1.json`)).toBe(true);
  });
});

describe('trust policies', () => {
  it.each(['preview', 'production'])(
    '%s: GitHub OIDC, the sts audience and exactly that environment',
    (env) => {
      const [statement, ...others] = read(`trust-${env}.json`);
      expect(others).toEqual([]);
      expect(statement?.Principal?.Federated).toBe(
        `arn:aws:iam::${account}:oidc-provider/token.actions.githubusercontent.com`,
      );
      expect(statement?.Action).toBe('sts:AssumeRoleWithWebIdentity');
      // StringEquals, no wildcard: a branch, a pull request or the other environment cannot assume it.
      expect(statement?.Condition).toEqual({
        StringEquals: {
          'token.actions.githubusercontent.com:aud': 'sts.amazonaws.com',
          'token.actions.githubusercontent.com:sub': `repo:OWNER/REPO:environment:${env}`,
        },
      });
    },
  );
});
