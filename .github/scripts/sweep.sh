#!/usr/bin/env bash
# The nightly sweep (.github/workflows/sweep.yml): removes preview stages whose pull request or
# branch is gone, so stages left by a failed or skipped remove cannot fill CloudFront's quotas
# (decision 019). Which stages: staleStages in stacks/stage.ts (unit-tested); never production.
#
# Needs AWS credentials (the preview role), GH_TOKEN and GITHUB_REPOSITORY, and `npm ci` done.
set -euo pipefail
here=$(dirname "$0")
# shellcheck source=sst-state.sh
source "$here/sst-state.sh"

work=$(mktemp -d)
sst_stages >"$work/stages"
gh pr list --repo "$GITHUB_REPOSITORY" --state open --limit 1000 --json number --jq '.[].number' >"$work/pull-requests"
gh api "repos/$GITHUB_REPOSITORY/branches" --paginate --jq '.[].name' >"$work/branches"

stale=$(node --import tsx stacks/sweep-target.ts "$work/stages" "$work/pull-requests" "$work/branches")
if [[ -z "$stale" ]]; then
  echo "No stale stages."
  exit 0
fi
failed=0
for stage in $stale; do
  echo "Removing stale stage $stage"
  bash "$here/sst-stage.sh" remove "$stage" || failed=1
done
exit $failed
