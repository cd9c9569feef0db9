#!/bin/sh
# Renders every document a business sends (tests/documents.test.ts) in English and Spanish into a folder, with a PNG
# of each page at 100 dpi to look at: scripts/documentShots.sh [folder] (default /tmp/lawndesk-documents).
set -e
folder="${1:-/tmp/lawndesk-documents}"
mkdir -p "$folder"
# The pages are written even when a check fails: the failure is what to look at.
DOCUMENTS_DIR="$folder" npx vitest run --project unit tests/documents.test.ts || status=$?
for pdf in "$folder"/*.pdf; do pdftoppm -png -r 100 "$pdf" "${pdf%.pdf}"; done
ls "$folder"
exit "${status:-0}"
