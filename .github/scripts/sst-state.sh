#!/usr/bin/env bash
# What SST's state in this account says about stages; sourced by sst-stage.sh and sweep.sh.
# SST keeps one object per deployed stage, app/<app>/<stage>.json, in the state bucket that its
# bootstrap names in the SSM parameter /sst/bootstrap. Needs AWS credentials and the AWS CLI.

SST_APP=crm # `name` in sst.config.ts

# The state bucket's name; empty when SST was never bootstrapped in this account and region.
sst_state_bucket() {
  local bootstrap
  bootstrap=$(aws ssm get-parameter --name /sst/bootstrap --query Parameter.Value --output text 2>/dev/null) || return 0
  node -e 'process.stdout.write(JSON.parse(process.argv[1]).state ?? "")' "$bootstrap"
}

# Succeeds when the stage has state, that is, was deployed and not yet removed.
sst_stage_exists() {
  local bucket
  bucket=$(sst_state_bucket)
  [[ -n "$bucket" ]] && aws s3api head-object --bucket "$bucket" --key "app/$SST_APP/$1.json" >/dev/null 2>&1
}

# Every stage with state, one per line.
sst_stages() {
  local bucket
  bucket=$(sst_state_bucket)
  [[ -n "$bucket" ]] || return 0
  aws s3api list-objects-v2 --bucket "$bucket" --prefix "app/$SST_APP/" --query 'Contents[].Key' --output text |
    tr '\t' '\n' | sed -n "s|^app/$SST_APP/\(.*\)\.json$|\1|p"
}
