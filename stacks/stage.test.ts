import { describe, expect, it } from 'vitest';
import {
  deployTarget,
  gitEventFromGitHub,
  MAX_STAGE_LENGTH,
  stageFromBranch,
  stageFromPullRequest,
  stagePolicy,
  staleStages,
} from './stage';

describe('stagePolicy', () => {
  it('retains and protects production, and protects its table and bucket from replacement', () => {
    expect(stagePolicy('production')).toEqual({
      removal: 'retain',
      protect: true,
      purgeStateOnRemove: false,
      protectData: true,
    });
  });

  it('removes everything of a branch stage', () => {
    expect(stagePolicy(stageFromBranch('feature/Leads_board#12'))).toEqual({
      removal: 'remove',
      protect: false,
      purgeStateOnRemove: true,
      protectData: false,
    });
  });

  it('removes everything of a pull request stage', () => {
    expect(stagePolicy(stageFromPullRequest(12))).toEqual({
      removal: 'remove',
      protect: false,
      purgeStateOnRemove: true,
      protectData: false,
    });
  });
});

describe('stageFromBranch', () => {
  it.each([
    ['feature/Leads_board#12', 'feature-leads-board-12'],
    ['main', 'main'],
    ['fix--double--dash', 'fix-double-dash'],
    ['/leading/and/trailing/', 'leading-and-trailing'],
    ['--Weird  Spaces & Symbols!!--', 'weird-spaces-symbols'],
    ['dependabot/npm_and_yarn/vite-8.3.9', 'dependabot-npm-and-yarn-vite-8-3-9'],
  ])('%s → %s', (branch, stage) => {
    expect(stageFromBranch(branch)).toBe(stage);
  });

  it('only ever yields lower-case letters, digits and single inner dashes', () => {
    for (const branch of ['Ä/ö/ü', 'x'.repeat(300), '日本語-branch', '-', 'a_b.c', 'UPPER/Case']) {
      const stage = stageFromBranch(branch);
      expect(stage).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(stage.length).toBeLessThanOrEqual(MAX_STAGE_LENGTH);
    }
  });

  it('is never empty', () => {
    expect(stageFromBranch('///')).toMatch(/^branch-[a-z0-9]{6}$/);
    expect(stageFromBranch('')).toMatch(/^branch-[a-z0-9]{6}$/);
  });

  it('cuts long names and keeps two long branches apart', () => {
    const long = 'feature/a-very-long-branch-name-that-goes-on-and-on';
    const a = stageFromBranch(`${long}-part-one`);
    const b = stageFromBranch(`${long}-part-two`);
    expect(a.length).toBeLessThanOrEqual(MAX_STAGE_LENGTH);
    expect(a).not.toBe(b);
    expect(a.startsWith('feature-a-very-long-branch-name')).toBe(true);
  });

  it('is stable', () => {
    expect(stageFromBranch('x'.repeat(80))).toBe(stageFromBranch('x'.repeat(80)));
  });

  it('never yields the production stage or a pull request stage', () => {
    expect(stageFromBranch('production')).toBe('branch-production');
    expect(stageFromBranch('Production')).toBe('branch-production');
    expect(stageFromBranch('pr/12')).toBe('branch-pr-12');
  });
});

describe('stageFromPullRequest', () => {
  it('names the stage after the number', () => {
    expect(stageFromPullRequest(12)).toBe('pr-12');
  });

  it('rejects what is no pull request number', () => {
    expect(() => stageFromPullRequest(0)).toThrow();
    expect(() => stageFromPullRequest(1.5)).toThrow();
  });
});

describe('deployTarget', () => {
  it('deploys main to production and never removes it', () => {
    expect(deployTarget({ type: 'branch', action: 'pushed', branch: 'main' })).toEqual({
      stage: 'production',
      command: 'deploy',
    });
    expect(deployTarget({ type: 'branch', action: 'removed', branch: 'main' })).toBeUndefined();
  });

  it('gives a branch no stage of its own: its pull request has one', () => {
    const branch = 'feature/Leads_board#12';
    expect(deployTarget({ type: 'branch', action: 'pushed', branch })).toBeUndefined();
    expect(deployTarget({ type: 'branch', action: 'removed', branch })).toBeUndefined();
  });

  it('deploys and removes a pull request stage', () => {
    expect(deployTarget({ type: 'pull_request', action: 'pushed', number: 7 })).toEqual({
      stage: 'pr-7',
      command: 'deploy',
    });
    expect(deployTarget({ type: 'pull_request', action: 'removed', number: 7 })).toEqual({
      stage: 'pr-7',
      command: 'remove',
    });
  });

  it('ignores tags', () => {
    expect(deployTarget({ type: 'tag', action: 'pushed' })).toBeUndefined();
  });
});

describe('gitEventFromGitHub', () => {
  const repository = { full_name: 'acme/crm' };
  const pullRequest = (action: string, fork = false) => ({
    action,
    number: 12,
    repository,
    pull_request: { head: { ref: 'feature/x', repo: { full_name: fork ? 'someone/crm' : 'acme/crm' } } },
  });

  it('reads a branch push', () => {
    expect(gitEventFromGitHub('push', { ref: 'refs/heads/feature/x' })).toEqual({
      type: 'branch',
      action: 'pushed',
      branch: 'feature/x',
    });
  });

  it('leaves the removal of a deleted branch to the delete event', () => {
    expect(gitEventFromGitHub('push', { ref: 'refs/heads/feature/x', deleted: true })).toBeUndefined();
    expect(gitEventFromGitHub('delete', { ref: 'feature/x', ref_type: 'branch' })).toEqual({
      type: 'branch',
      action: 'removed',
      branch: 'feature/x',
    });
  });

  it('ignores tags', () => {
    expect(gitEventFromGitHub('push', { ref: 'refs/tags/v1.0.0' })).toBeUndefined();
    expect(gitEventFromGitHub('delete', { ref: 'v1.0.0', ref_type: 'tag' })).toBeUndefined();
  });

  it('reads pull requests being opened, updated and closed', () => {
    for (const action of ['opened', 'reopened', 'synchronize']) {
      expect(gitEventFromGitHub('pull_request', pullRequest(action))).toEqual({
        type: 'pull_request',
        action: 'pushed',
        number: 12,
      });
    }
    expect(gitEventFromGitHub('pull_request', pullRequest('closed'))).toEqual({
      type: 'pull_request',
      action: 'removed',
      number: 12,
    });
    expect(gitEventFromGitHub('pull_request', pullRequest('labeled'))).toBeUndefined();
  });

  it('gives pull requests from forks no stage', () => {
    expect(gitEventFromGitHub('pull_request', pullRequest('opened', true))).toBeUndefined();
  });

  it("gives Dependabot's branches and pull requests no stage", () => {
    const ref = 'dependabot/npm_and_yarn/vite-8.3.9';
    expect(gitEventFromGitHub('push', { ref: `refs/heads/${ref}` })).toBeUndefined();
    expect(gitEventFromGitHub('delete', { ref, ref_type: 'branch' })).toBeUndefined();
    const fromDependabot = { ...pullRequest('opened'), pull_request: { head: { ref, repo: repository } } };
    expect(gitEventFromGitHub('pull_request', fromDependabot)).toBeUndefined();
  });
});

describe('the workflow event → stage', () => {
  const repository = { full_name: 'acme/crm' };
  const target = (name: string, payload: Parameters<typeof gitEventFromGitHub>[1]) => {
    const event = gitEventFromGitHub(name, payload);
    return event && deployTarget(event);
  };

  it('deploys production on a push to main, and nothing on its deletion', () => {
    expect(target('push', { ref: 'refs/heads/main' })).toEqual({ stage: 'production', command: 'deploy' });
    expect(target('push', { ref: 'refs/heads/main', deleted: true })).toBeUndefined();
    expect(target('delete', { ref: 'main', ref_type: 'branch' })).toBeUndefined();
  });

  it('does nothing for a pushed or deleted feature branch', () => {
    expect(target('push', { ref: 'refs/heads/feature/x' })).toBeUndefined();
    expect(target('push', { ref: 'refs/heads/feature/x', deleted: true })).toBeUndefined();
    expect(target('delete', { ref: 'feature/x', ref_type: 'branch' })).toBeUndefined();
  });

  it('deploys a pull request stage and removes it on close', () => {
    const pr = (action: string) => ({
      action,
      number: 7,
      repository,
      pull_request: { head: { ref: 'feature/x', repo: repository } },
    });
    expect(target('pull_request', pr('synchronize'))).toEqual({ stage: 'pr-7', command: 'deploy' });
    expect(target('pull_request', pr('closed'))).toEqual({ stage: 'pr-7', command: 'remove' });
  });

  it('gives a fork, a deleted head repository and Dependabot nothing, also on close', () => {
    for (const action of ['opened', 'closed']) {
      const fork = {
        action,
        number: 8,
        repository,
        pull_request: { head: { ref: 'x', repo: { full_name: 'other/crm' } } },
      };
      const gone = { action, number: 8, repository, pull_request: { head: { ref: 'x', repo: null } } };
      const bot = {
        action,
        number: 8,
        repository,
        pull_request: { head: { ref: 'dependabot/npm_and_yarn/vite-8.3.9', repo: repository } },
      };
      expect(target('pull_request', fork)).toBeUndefined();
      expect(target('pull_request', gone)).toBeUndefined();
      expect(target('pull_request', bot)).toBeUndefined();
    }
  });

  it('ignores other events', () => {
    expect(target('workflow_dispatch', {})).toBeUndefined();
    expect(target('schedule', {})).toBeUndefined();
  });
});

describe('staleStages (the scheduled sweep)', () => {
  it('removes pull request stages whose pull request is not open', () => {
    expect(staleStages({ stages: ['pr-1', 'pr-2', 'pr-3'], openPullRequests: [2], branches: [] })).toEqual([
      'pr-1',
      'pr-3',
    ]);
  });

  it('never removes production', () => {
    expect(staleStages({ stages: ['production'], openPullRequests: [], branches: [] })).toEqual([]);
  });

  it('removes other stages whose branch is gone and keeps those whose branch exists', () => {
    expect(
      staleStages({
        stages: ['feature-leads-board-12', 'old-experiment', 'main'],
        openPullRequests: [],
        branches: ['feature/Leads_board#12', 'main'],
      }),
    ).toEqual(['old-experiment']);
  });

  it('does not keep a pull request stage for a branch that happens to be named like it', () => {
    expect(staleStages({ stages: ['pr-5'], openPullRequests: [], branches: ['pr-5'] })).toEqual(['pr-5']);
  });

  it('lists each stage once, in order', () => {
    expect(staleStages({ stages: ['pr-9', 'pr-10', 'pr-9'], openPullRequests: [], branches: [] })).toEqual([
      'pr-10',
      'pr-9',
    ]);
  });
});
