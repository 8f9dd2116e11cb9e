# syntax=docker/dockerfile:1
#
# The site as an image: docs/operations.md, "Containers". Build it with the public origin:
#
#   docker build --build-arg SITE_URL=https://www.regu.example -t regu-site .
#
# tests/system/container.test.ts reads this file: it copies what the last stage's COPY lines copy, runs its
# npm install line, and starts its CMD and HEALTHCHECK, as the image would. Keep each of those on one line.

ARG NODE_IMAGE=node:24-bookworm-slim

# ---- 1. Build: every dependency, then `npm run build` as a deploy build.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# `npm install`, not `npm ci`: the lock file holds the native packages of one platform only (Tailwind's,
# Rolldown's), which `npm ci` refuses as out of sync; `npm install` follows the lock file all the same.
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
# The public settings are baked into the pages at build (README, "Configuration"). A deploy build refuses
# a local SITE_URL unless ALLOW_LOCALHOST_SITE_URL=true (core/config/build-guard.ts).
ARG SITE_URL=http://localhost:3000
ARG APP_URL=https://app.regu.example
ARG RECAPTCHA_SITE_KEY=
ARG GTM_ID=
ARG GA4_MEASUREMENT_ID=
ARG LINKEDIN_PARTNER_ID=
ARG CHAT_PROVIDER=
ARG CHAT_ID=
ARG CHAT_URL=
ARG CHAT_AUTOLOAD_PAGES=
ARG CHAT_IDLE_SECONDS=
# Only the pages read it (when a returning visitor's tags start); the server does not.
ARG TAGS_DELAY_SECONDS=
ARG ALLOW_LOCALHOST_SITE_URL=false
# Set, the build makes the content editor for the live site (docs/editing.md); the server's secrets for it
# are run-time settings, never build arguments.
ARG EDITOR_GITHUB_REPO=
ENV PRODUCTION_BUILD=true
RUN npm run build

# ---- 2. Run: production dependencies, the server's sources and the build; nothing else.
FROM ${NODE_IMAGE} AS runtime
# Behind a balancer, set TRUST_PROXY to the addresses it connects from (docs/operations.md, "Behind a proxy").
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
# No install scripts: no production dependency needs one.
RUN npm install --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
# The server runs its TypeScript directly (Node's type stripping): server/, the domain core it imports
# (core/: the database and its migrations, the leads, the mails), content/ and the content editor (editor/),
# none of which imports the pages' code (app/ reaches the server only through the build:
# tests/unit/import-graph.test.ts); the build reads content/ at run time too. scripts/ops/leads* is the
# operator command (`npm run leads`), scripts/ops/check-addresses.ts with scripts/ops/addresses the check of
# a new image's addresses against the data volume's earlier builds.
COPY server ./server
COPY core ./core
COPY content ./content
COPY editor ./editor
COPY scripts/ops/leads.ts ./scripts/ops/leads.ts
COPY scripts/ops/leads ./scripts/ops/leads
COPY scripts/ops/check-addresses.ts ./scripts/ops/check-addresses.ts
COPY scripts/ops/addresses ./scripts/ops/addresses
COPY --from=build /app/build ./build
# The server reads the public settings again at start (its Content-Security-Policy, the links in mails):
# the values the pages were built with, so that the two cannot differ.
ARG SITE_URL=http://localhost:3000
ARG APP_URL=https://app.regu.example
ARG RECAPTCHA_SITE_KEY=
ARG GTM_ID=
ARG GA4_MEASUREMENT_ID=
ARG LINKEDIN_PARTNER_ID=
ARG CHAT_PROVIDER=
ARG CHAT_ID=
ARG CHAT_URL=
ARG CHAT_AUTOLOAD_PAGES=
ARG CHAT_IDLE_SECONDS=
ARG EDITOR_GITHUB_REPO=
ENV SITE_URL=${SITE_URL} APP_URL=${APP_URL} RECAPTCHA_SITE_KEY=${RECAPTCHA_SITE_KEY} GTM_ID=${GTM_ID} \
    GA4_MEASUREMENT_ID=${GA4_MEASUREMENT_ID} LINKEDIN_PARTNER_ID=${LINKEDIN_PARTNER_ID} \
    CHAT_PROVIDER=${CHAT_PROVIDER} CHAT_ID=${CHAT_ID} CHAT_URL=${CHAT_URL} \
    CHAT_AUTOLOAD_PAGES=${CHAT_AUTOLOAD_PAGES} CHAT_IDLE_SECONDS=${CHAT_IDLE_SECONDS} \
    EDITOR_GITHUB_REPO=${EDITOR_GITHUB_REPO}
# $DATA_DIR: embedded PGlite's folder when no DATABASE_URL is set (one instance only), and the hashed files
# of recent builds, for pages opened before a deploy (docs/operations.md, "Pages opened before a deploy").
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# Alive, database included (docs/operations.md, "Health and readiness"); the slim image has no curl. A first
# start on embedded PGlite takes some 10 s, hence the start period.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# `npm start`'s command (package.json), without npm in between: the server gets SIGTERM itself and drains.
CMD ["node", "--max-semi-space-size=16", "--expose-gc", "server/main.ts"]
