/**
 * The preview workflow's stage and command, in GitHub's step-output format:
 *   node --import tsx stacks/preview-target.ts >> "$GITHUB_OUTPUT"
 * Reads the event GitHub Actions describes in GITHUB_EVENT_NAME and GITHUB_EVENT_PATH; the rules
 * themselves live in stage.ts (unit-tested).
 */
import { readFileSync } from 'node:fs';
import { deployTarget, gitEventFromGitHub, type GitHubEvent } from './stage';

const name = process.env.GITHUB_EVENT_NAME ?? '';
const path = process.env.GITHUB_EVENT_PATH;
const payload: GitHubEvent = path ? JSON.parse(readFileSync(path, 'utf8')) : {};

const event = gitEventFromGitHub(name, payload);
const target = event && deployTarget(event);

console.log(`stage=${target?.stage ?? ''}`);
console.log(`command=${target?.command ?? 'skip'}`);
