#!/usr/bin/env bash
# Deploys or removes one SST stage: .github/workflows/preview.yml, the nightly sweep
# (.github/workflows/sweep.yml) and deploys by hand all run this.
#
#   bash .github/scripts/sst-stage.sh deploy|remove <stage>
#
# Needs AWS credentials, the AWS CLI and `npm ci` done. A deploy reads the stage's configuration
# (MAIL_FROM, COMPANY_NAME, SITE_DOMAIN, ALARM_EMAIL, ...) from the environment: stacks/stage-config.ts.
set -euo pipefail
here=$(dirname "$0")
# shellcheck source=sst-state.sh
source "$here/sst-state.sh"

command=${1:-}
stage=${2:-}
if [[ -z "$stage" || ! "$command" =~ ^(deploy|remove)$ ]]; then
  echo "usage: $0 deploy|remove <stage>" >&2
  exit 64
fi

if [[ "$command" == remove ]]; then
  # A pull request closed before its stage was deployed (or removed twice) has nothing to remove:
  # that is a success, not a red run.
  if ! sst_stage_exists "$stage"; then
    echo "Stage $stage has no state in this account: nothing to remove."
    exit 0
  fi
  # Refused for production (protect: true in sst.config.ts).
  npx sst remove --stage "$stage"
  exit 0
fi

# Each stage signs its tokens with a key of its own. A preview stage gets a random one on its
# first deploy. Production's is set once by hand (README), so a failed lookup here can never
# replace it and sign everybody out.
if [[ "$stage" != production ]]; then
  secrets=$(npx sst secret list --stage "$stage" 2>/dev/null || true)
  if ! grep -q '^JwtSecret=' <<<"$secrets"; then
    echo "Setting a new JwtSecret for stage $stage"
    openssl rand -base64 48 | tr -d '\n' | npx sst secret set JwtSecret --stage "$stage"
  fi
fi

npx sst deploy --stage "$stage"

# The search items follow the code's version (packages/core/src/relations/reindex.ts), as the
# local stack does on every start. The jobs function runs the upgrade in parts that end before its
# timeout; each part goes on where the last stopped. Nothing to do answers done at once.
jobs=$(node -e 'process.stdout.write(JSON.parse(require("fs").readFileSync(".sst/outputs.json", "utf8")).jobs ?? "")')
if [[ -z "$jobs" ]]; then
  echo "The deploy wrote no jobs function name to .sst/outputs.json" >&2
  exit 1
fi
answer=$(mktemp)
for part in $(seq 1 20); do
  status=$(aws lambda invoke --function-name "$jobs" --cli-binary-format raw-in-base64-out \
    --payload '{"name":"search-index"}' --cli-read-timeout 960 --output json "$answer")
  if node -e 'process.exit(JSON.parse(process.argv[1]).FunctionError ? 0 : 1)' "$status"; then
    echo "The search-index upgrade failed:" >&2
    cat "$answer" >&2
    exit 1
  fi
  echo "Search index, part $part: $(cat "$answer")"
  if node -e 'process.exit(JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).done ? 0 : 1)' "$answer"; then
    exit 0
  fi
done
echo "The search-index upgrade did not finish in 20 parts; the next deploy goes on with it." >&2
exit 1
