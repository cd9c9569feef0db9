// Names the run's database templates and removes them at the end. Nothing is migrated here: the first test file that
// creates a test app builds the empty template, and the first that asks for the demo seeds the demo's
// (tests/api/templates.ts), so a file that never starts an app never waits for a migration.
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dropRetired, withClient } from './retiredDatabases';
import { markerFiles, templateMarker } from './templateFiles';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the migrated, empty PGlite data directory's tarball goes once a file asks for it. */
    pgliteSnapshotFile?: string;
    /** Where the demo's PGlite tarball goes once a file asks for it. */
    pgliteDemoSnapshotFile?: string;
    /** The name the migrated, empty template database gets once a file asks for it. */
    templateDatabase?: string;
    /** The name the demo's template database gets once a file asks for it. */
    demoTemplateDatabase?: string;
  }
}

const uniqueSuffix = () => randomUUID().replace(/-/g, '').slice(0, 12);

const removeMarked = (readyMarker: string) => {
  for (const file of [readyMarker, ...Object.values(markerFiles(readyMarker))]) rmSync(file, { force: true });
};

async function dropDatabases(serverUrl: string, names: string[]) {
  await withClient(serverUrl, async (client) => {
    // The demo's template first: it was copied from the empty one.
    for (const name of names) await client.query(`drop database if exists ${name} with (force)`);
  });
}

/** Drops the test databases the files have retired (tests/setup/retiredDatabases.ts) every ten seconds, a batch at a time. */
function startDropper(serverUrl: string) {
  let dropping: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    dropping = dropping.then(() => dropRetired(serverUrl)).catch(() => undefined);
  }, 10_000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await dropping;
    await dropRetired(serverUrl);
  };
}

function postgresTemplates(serverUrl: string, project: TestProject) {
  const names = [`lawndesk_template_demo_${uniqueSuffix()}`, `lawndesk_template_${uniqueSuffix()}`];
  project.provide('demoTemplateDatabase', names[0]);
  project.provide('templateDatabase', names[1]);
  const stopDropper = startDropper(serverUrl);
  return async () => {
    await stopDropper();
    await dropDatabases(serverUrl, names);
    for (const name of names) removeMarked(templateMarker(name));
  };
}

function pgliteSnapshots(project: TestProject) {
  const stem = path.join(tmpdir(), `lawndesk-template-${process.pid}-${randomUUID().slice(0, 8)}`);
  const files = [`${stem}.tar.gz`, `${stem}-demo.tar.gz`];
  project.provide('pgliteSnapshotFile', files[0]);
  project.provide('pgliteDemoSnapshotFile', files[1]);
  return () => {
    for (const file of files) removeMarked(file);
  };
}

export default function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  return serverUrl ? postgresTemplates(serverUrl, project) : pgliteSnapshots(project);
}
