// What `npm run backup` and `npm run restore` print: sizes (in MB of 1,000,000 bytes, as System Settings shows them),
// seconds, and a failure as one line with exit code 1.

export const describeBytes = (bytes: number) =>
  bytes >= 100_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${(bytes / 1000).toFixed(1)} kB`;

export const secondsSince = (start: number) => ((Date.now() - start) / 1000).toFixed(1);

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
