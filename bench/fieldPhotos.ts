// `npm run bench:field -- photos`: visit photos uploaded over HTTP as the crew's phone sends them (a 1600 × 1200 JPEG
// of about 300 KB, multipart with its fields), BENCH_PHOTO_UPLOADS (default 300) spread over the demo's visits,
// BENCH_PHOTO_CONCURRENCY (default 4) at once. Prints uploads a second, the upload's p50/p95, and how many were stored
// (lost: sent and not stored; doubled: stored twice). Figures only.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { adminToken, buildBenchApp } from './benchApp';
import { recreateDatabase } from './database';
import { percentile, secondsSince } from './measure';

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** A camera-like photo: noise drawn small and scaled up, so the JPEG is neither tiny (flat colour) nor pure noise. */
async function cameraPhoto(): Promise<Buffer> {
  const raw = Buffer.alloc(400 * 300 * 3);
  for (let index = 0; index < raw.length; index++) raw[index] = 60 + Math.floor(Math.random() * 120);
  return sharp(raw, { raw: { width: 400, height: 300, channels: 3 } })
    .resize(1600, 1200)
    .jpeg({ quality: 82 })
    .toBuffer();
}

export async function photos() {
  const uploads = Number(process.env.BENCH_PHOTO_UPLOADS ?? 300);
  const concurrency = Number(process.env.BENCH_PHOTO_CONCURRENCY ?? 4);
  let started = performance.now();
  const url = await recreateDatabase('bench_field_photos');
  const app = await buildBenchApp(url, { jobs: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const { db } = app.database;
  const staff = await adminToken(address);
  const workLogs = (await db.execute<{ _id: string }>(sql`select _id from work_logs order by _id limit 100`)).rows.map((row) => row._id);
  const photo = await cameraPhoto();
  console.log(
    `photos: the demo business ready in ${secondsSince(started)} s; a ${(photo.length / 1024).toFixed(0)} KB JPEG, ${uploads} uploads over ${workLogs.length} visits, ${concurrency} at once`,
  );

  const times: number[] = [];
  const failures: number[] = [];
  const upload = async (index: number) => {
    const form = new FormData();
    form.append('kind', index % 3 === 0 ? 'before' : 'after');
    form.append('clientId', randomUUID());
    form.append('forCustomer', 'true');
    form.append('takenAt', new Date().toISOString());
    form.append('latitude', '30.27');
    form.append('longitude', '-97.74');
    form.append('accuracyM', '8');
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
    const begun = performance.now();
    const answer = await fetch(`${address}/api/v1/work-logs/${workLogs[index % workLogs.length]}/photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staff}` },
      body: form,
    });
    await answer.arrayBuffer();
    times.push(performance.now() - begun);
    if (answer.status !== 201) failures.push(answer.status);
  };
  started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < uploads) await upload(next++);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const [kept] = (
    await db.execute<{ photos: number; distinct: number }>(
      sql`select count(*)::int as photos, count(distinct client_id)::int as distinct from work_log_photos`,
    )
  ).rows;
  times.sort((a, b) => a - b);
  console.log(
    `photos: ${uploads} uploads in ${seconds.toFixed(1)} s: ${(uploads / seconds).toFixed(1)} uploads/s; p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}; refused ${failures.length}`,
  );
  console.log(
    `photos: stored ${kept.photos} of ${uploads} (lost ${uploads - failures.length - kept.distinct}, doubled ${kept.photos - kept.distinct})`,
  );
  await app.close();
}
