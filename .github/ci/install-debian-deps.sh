#!/usr/bin/env bash
# What the tests need on a fresh Debian 12 (the CI container), installed the way this project's
# machines have it (.ci/run expects them there): Chromium with the Liberation fonts, Java 17 (the
# Nu Html Checker, the Firestore emulator) and, with --emulator, Google's Firestore emulator
# package (the jar scripts/firestore/emulator.ts runs).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
packages=(chromium fonts-liberation openjdk-17-jre-headless ca-certificates git)
if [ "${1:-}" = "--emulator" ]; then
  keyring=/usr/share/keyrings/cloud.google.gpg
  curl -fsSL https://packages.cloud.google.com/apt/doc/apt-key.gpg | gpg --dearmor --yes -o "$keyring"
  echo "deb [signed-by=$keyring] https://packages.cloud.google.com/apt cloud-sdk main" \
    > /etc/apt/sources.list.d/google-cloud-sdk.list
  packages+=(google-cloud-cli-firestore-emulator)
fi
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${packages[@]}"
java -version
chromium --version
