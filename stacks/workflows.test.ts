import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// The GitHub workflows cannot run here; these tests pin the conditions that decide what they do.
// Which stage an event deploys is stage.ts's (stage.test.ts).
interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  if?: string;
  needs?: string | string[];
  environment?: string;
  'timeout-minutes'?: number;
  concurrency?: { group: string; 'cancel-in-progress': boolean };
  permissions?: Record<string, string>;
  steps: Step[];
}
interface Workflow {
  on: Record<string, { branches?: string[]; types?: string[] } | null | Array<{ cron: string }>>;
  permissions: Record<string, string>;
  jobs: Record<string, Job>;
}

const read = (name: string) =>
  parse(readFileSync(join(import.meta.dirname, '../.github/workflows', name), 'utf8')) as Workflow;
const stages = read('preview.yml');
const sweep = read('sweep.yml');
const job = (workflow: Workflow, name: string): Job => {
  const found = workflow.jobs[name];
  if (!found) throw new Error(`No job ${name}`);
  return found;
};
const step = (of: Job, match: (step: Step) => boolean): Step => {
  const found = of.steps.find(match);
  if (!found) throw new Error('No such step');
  return found;
};
const credentials = (of: Job) =>
  step(of, (s) => s.uses?.startsWith('aws-actions/configure-aws-credentials') ?? false);

describe('the Stages workflow', () => {
  it('runs for pushes to main and for pull requests being opened, updated and closed only', () => {
    expect(Object.keys(stages.on).sort()).toEqual(['pull_request', 'push']);
    expect(stages.on.push).toEqual({ branches: ['main'] });
    expect(stages.on.pull_request).toEqual({ types: ['opened', 'reopened', 'synchronize', 'closed'] });
  });

  it('starts nothing for the push GitHub sends when a branch is deleted', () => {
    expect(job(stages, 'target').if).toBe("github.event_name != 'push' || !github.event.deleted");
  });

  it('leaves forks and Dependabot to the stage rules, which give them no stage', () => {
    const target = job(stages, 'target');
    expect(step(target, (s) => s.run?.includes('preview-target.ts') ?? false).run).toBe(
      'node --import tsx stacks/preview-target.ts >> "$GITHUB_OUTPUT"',
    );
    // Only the job that deploys may ask for AWS credentials, and only for a stage the rules chose.
    expect(stages.permissions).toEqual({ contents: 'read' });
    expect(job(stages, 'target').permissions).toBeUndefined();
    expect(job(stages, 'checks').permissions).toBeUndefined();
    expect(job(stages, 'stage').permissions).toEqual({ contents: 'read', 'id-token': 'write' });
  });

  it('deploys only after the checks passed, and removes without them', () => {
    const checks = job(stages, 'checks');
    expect(checks.if).toBe("needs.target.outputs.command == 'deploy'");
    expect(checks.steps.map((s) => s.run).filter(Boolean)).toEqual(['bash .ci/run']);
    const deploy = job(stages, 'stage');
    expect(deploy.needs).toEqual(['target', 'checks']);
    expect(deploy.if?.replace(/\s+/g, ' ')).toBe(
      "${{ !cancelled() && (needs.target.outputs.command == 'remove' || (needs.target.outputs.command == 'deploy' && needs.checks.result == 'success')) }}",
    );
  });

  it("uses production's environment (its own role) for production only, one run per stage", () => {
    const deploy = job(stages, 'stage');
    expect(deploy.environment).toBe(
      "${{ needs.target.outputs.stage == 'production' && 'production' || 'preview' }}",
    );
    expect(deploy.concurrency).toEqual({
      group: 'stage-${{ needs.target.outputs.stage }}',
      'cancel-in-progress': false,
    });
    expect(credentials(deploy).with?.['role-to-assume']).toBe('${{ secrets.AWS_DEPLOY_ROLE_ARN }}');
  });

  it('holds the AWS session longer than the job may run', () => {
    for (const [workflow, name] of [
      [stages, 'stage'],
      [sweep, 'sweep'],
    ] as const) {
      const of = job(workflow, name);
      expect(Number(credentials(of).with?.['role-duration-seconds'])).toBeGreaterThan(
        (of['timeout-minutes'] ?? 360) * 60,
      );
    }
  });

  it("passes the environment's configuration to the deploy", () => {
    const run = step(job(stages, 'stage'), (s) => s.run?.includes('sst-stage.sh') ?? false);
    for (const name of ['MAIL_FROM', 'COMPANY_NAME', 'SITE_DOMAIN', 'SITE_CERTIFICATE_ARN', 'ALARM_EMAIL']) {
      expect(run.env?.[name]).toBe(`\${{ vars.${name} }}`);
    }
  });
});

describe('the sweep workflow', () => {
  it('runs nightly and by hand, with the preview role, one sweep at a time', () => {
    expect(Object.keys(sweep.on).sort()).toEqual(['schedule', 'workflow_dispatch']);
    const of = job(sweep, 'sweep');
    expect(of.environment).toBe('preview');
    expect(of.concurrency?.group).toBe('sweep');
    expect(step(of, (s) => s.run?.includes('sweep.sh') ?? false).run).toBe('bash .github/scripts/sweep.sh');
  });
});
