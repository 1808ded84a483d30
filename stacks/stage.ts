/**
 * Stage names and what each stage may do. Pure (no SST globals), so sst.config.ts (app()), the
 * stacks, the workflows (through preview-target.ts and sweep-target.ts) and the unit tests share it.
 */

export const PRODUCTION_STAGE = 'production';
export const PRODUCTION_BRANCH = 'main';

/** Stage names end up in resource names (`crm-<stage>-…`); short ones stay readable. */
export const MAX_STAGE_LENGTH = 40;

export interface StagePolicy {
  /** What `sst remove` (or dropping a component) does to tables and buckets. */
  removal: 'remove' | 'retain';
  /** Refuse `sst remove` for the whole stage. */
  protect: boolean;
  /** Purge the stage's state (history, secrets) once `sst remove` succeeded. */
  purgeStateOnRemove: boolean;
  /**
   * Pulumi's `protect` on the table and the bucket: a deploy that would replace them (a changed
   * key, a renamed resource) fails instead. `removal: 'retain'` only covers deleting them.
   */
  protectData: boolean;
}

export function isProduction(stage: string): boolean {
  return stage === PRODUCTION_STAGE;
}

export function stagePolicy(stage: string): StagePolicy {
  return isProduction(stage)
    ? { removal: 'retain', protect: true, purgeStateOnRemove: false, protectData: true }
    : { removal: 'remove', protect: false, purgeStateOnRemove: true, protectData: false };
}

/**
 * `feature/Leads_board#12` → `feature-leads-board-12`: lower case, `[a-z0-9-]` only, no leading,
 * trailing or repeated dashes. Too long: cut, with a hash of the full name so two long branches
 * never share a stage. Never empty, and never a name reserved for production or a pull request.
 */
export function stageFromBranch(branch: string): string {
  const slug = branch
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  const hash = shortHash(branch);
  if (slug === '') return `branch-${hash}`;
  if (slug === PRODUCTION_STAGE || /^pr-\d+$/.test(slug)) return limit(`branch-${slug}`, hash);
  return limit(slug, hash);
}

export function stageFromPullRequest(number: number): string {
  if (!Number.isInteger(number) || number < 1) throw new Error(`Not a pull request number: ${number}`);
  return `pr-${number}`;
}

/**
 * A git event, the rules' input: the preview workflow builds it from GitHub's event
 * (`gitEventFromGitHub`), so the rules stay independent of GitHub's payloads.
 */
export type GitEvent =
  | { type: 'branch'; action: 'pushed' | 'removed'; branch: string }
  | { type: 'pull_request'; action: 'pushed' | 'removed'; number: number }
  | { type: 'tag'; action: 'pushed' | 'removed' };

export interface DeployTarget {
  stage: string;
  command: 'deploy' | 'remove';
}

/**
 * Which stage a git event deploys or removes. `main` deploys production (never removed from
 * here); every pull request has a preview stage of its own. Other branches and tags get nothing:
 * CloudFront allows about 20 stages per account (decision 019), so a feature gets one stage, the
 * pull request's, not one for its branch as well.
 */
export function deployTarget(event: GitEvent): DeployTarget | undefined {
  const command = event.action === 'pushed' ? 'deploy' : 'remove';
  switch (event.type) {
    case 'branch':
      return event.branch === PRODUCTION_BRANCH && command === 'deploy'
        ? { stage: PRODUCTION_STAGE, command }
        : undefined;
    case 'pull_request':
      return { stage: stageFromPullRequest(event.number), command };
    case 'tag':
      return undefined;
  }
}

/** What the scheduled sweep knows about the repository and the account. */
export interface SweepInput {
  /** Every stage with SST state in the account (`app/<app>/<stage>.json` in the state bucket). */
  stages: readonly string[];
  /** Numbers of the open pull requests. */
  openPullRequests: readonly number[];
  /** Names of the branches that exist. */
  branches: readonly string[];
}

/**
 * The stages the sweep removes: a pull request stage whose pull request is no longer open (its
 * `closed` run failed or never ran), and any other preview stage not named after an existing
 * branch (left from the stage-per-branch design, or made by hand for a branch that is gone).
 * Never production.
 */
export function staleStages(input: SweepInput): string[] {
  const open = new Set(input.openPullRequests.map((number) => stageFromPullRequest(number)));
  const branchStages = new Set(input.branches.map((branch) => stageFromBranch(branch)));
  return [...new Set(input.stages)]
    .filter((stage) => !isProduction(stage))
    .filter((stage) => (/^pr-\d+$/.test(stage) ? !open.has(stage) : !branchStages.has(stage)))
    .sort();
}

/** The parts of a GitHub Actions event payload (`$GITHUB_EVENT_PATH`) the preview workflow needs. */
export interface GitHubEvent {
  ref?: string;
  ref_type?: string;
  deleted?: boolean;
  action?: string;
  number?: number;
  pull_request?: { head?: { ref?: string; repo?: { full_name?: string } | null } };
  repository?: { full_name?: string };
}

const pullRequestActions: Partial<Record<string, 'pushed' | 'removed'>> = {
  opened: 'pushed',
  reopened: 'pushed',
  synchronize: 'pushed',
  closed: 'removed',
};

/**
 * GitHub's event → the git event the stage rules read. The `push` GitHub sends for a deleted
 * branch is ignored (the workflow does not even start its job for it: it would share the stage's
 * concurrency group and cancel a pending run). Pull requests from forks and Dependabot's branches
 * get no stage: their runs have no access to the AWS role.
 */
export function gitEventFromGitHub(name: string, payload: GitHubEvent): GitEvent | undefined {
  switch (name) {
    case 'push': {
      const branch = payload.ref?.match(/^refs\/heads\/(.+)$/)?.[1];
      return branch && !payload.deleted && !isBotBranch(branch)
        ? { type: 'branch', action: 'pushed', branch }
        : undefined;
    }
    case 'delete':
      return payload.ref_type === 'branch' && payload.ref && !isBotBranch(payload.ref)
        ? { type: 'branch', action: 'removed', branch: payload.ref }
        : undefined;
    case 'pull_request': {
      const head = payload.pull_request?.head;
      const fromFork = head?.repo?.full_name !== payload.repository?.full_name;
      const action = pullRequestActions[payload.action ?? ''];
      return action && payload.number && !fromFork && !isBotBranch(head?.ref ?? '')
        ? { type: 'pull_request', action, number: payload.number }
        : undefined;
    }
    default:
      return undefined;
  }
}

function isBotBranch(branch: string): boolean {
  return branch.startsWith('dependabot/');
}

function limit(slug: string, hash: string): string {
  if (slug.length <= MAX_STAGE_LENGTH) return slug;
  const head = slug.slice(0, MAX_STAGE_LENGTH - hash.length - 1).replace(/-+$/, '');
  return `${head}-${hash}`;
}

/** FNV-1a (32 bit) in base 36: six stable characters, no dependencies. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36).padStart(7, '0').slice(-6);
}
