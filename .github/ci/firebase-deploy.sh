#!/usr/bin/env bash
# One `firebase deploy` of everything the site is made of, with the firebase-tools of the lockfile
# (npm ci installed it; --no-install refuses to fetch any other). The key and functions/.env exist
# only for the deploy: the trap removes them however the script ends.
set -euo pipefail
: "${FIREBASE_PROJECT_ID:?the FIREBASE_PROJECT_ID secret is not set}"
: "${FIREBASE_SERVICE_ACCOUNT:?the FIREBASE_SERVICE_ACCOUNT secret is not set}"
if [ -z "${LEAD_FORWARD_URL:-}" ]; then
  echo "::error::The LEAD_FORWARD_URL secret is not set: leads would wait, undelivered."
  exit 1
fi
key="$(mktemp "${RUNNER_TEMP:-/tmp}/firebase-key.XXXXXX")"
trap 'rm -f "$key" functions/.env' EXIT
trap 'exit 143' INT TERM
printf '%s' "$FIREBASE_SERVICE_ACCOUNT" > "$key"
printf 'LEAD_FORWARD_URL=%s\n' "$LEAD_FORWARD_URL" > functions/.env
# POST /api/deploy asks GitHub to run this workflow in this repository (docs/decisions/0023).
printf 'DEPLOY_GITHUB_REPO=%s\n' "${GITHUB_REPOSITORY:-}" >> functions/.env
# The functions' optional params (functions/src/index.ts); unset, each keeps its default.
for param in LEAD_RETENTION_MONTHS LEAD_PROOF_SITE_URL PUSH_VAPID_SUBJECT; do
  if [ -n "${!param:-}" ]; then
    printf '%s=%s\n' "$param" "${!param}" >> functions/.env
  fi
done
# --force: a non-interactive deploy may then set the function images' cleanup policy on its first
# run (it fails otherwise) and remove a function that is no longer in functions/src.
GOOGLE_APPLICATION_CREDENTIALS="$key" npx --no-install firebase deploy \
  --only hosting,functions,firestore:rules,firestore:indexes,storage \
  --project "$FIREBASE_PROJECT_ID" --non-interactive --force
