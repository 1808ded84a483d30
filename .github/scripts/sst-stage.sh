#!/usr/bin/env bash
# Deploys or removes one SST stage, the same way for both runners: .github/workflows/preview.yml
# (GitHub Actions) and console.autodeploy's workflow in sst.config.ts (SST Console).
#
#   bash .github/scripts/sst-stage.sh deploy|remove <stage>
#
# Needs AWS credentials in the environment and `npm ci` done.
set -euo pipefail

command=${1:-}
stage=${2:-}
if [[ -z "$stage" || ! "$command" =~ ^(deploy|remove)$ ]]; then
  echo "usage: $0 deploy|remove <stage>" >&2
  exit 64
fi

if [[ "$command" == remove ]]; then
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
