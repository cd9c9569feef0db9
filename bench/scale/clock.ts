// bench:scale's outbound clock (server/lib/outboundClock.ts): the nodes' text, e-mail and gateway turns read it from a
// file, the bench moves it. pg-boss times its jobs by the database's real clock, so the bench also makes due each
// outbound job whose time (a text held for a later minute, an e-mail for its turn) has come on this clock.
import { writeFileSync } from 'node:fs';
import type { Db } from '../../server/db/client';
import { CLOCK_READ_MS } from '../../server/lib/outboundClock';
import { JOB_SCHEMA } from '../../server/plugins/jobs';

/** The queues whose jobs wait for a time on the outbound clock. */
export const OUTBOUND_QUEUES = ['text-send', 'email-send'];
const RELEASE_EVERY_MS = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class BenchClock {
  private at = Date.now();
  private realAt = Date.now();
  private speed = 1;
  private timer: NodeJS.Timeout | undefined;
  private releasing: Promise<unknown> = Promise.resolve();

  constructor(
    readonly file: string,
    private readonly db: Db,
  ) {
    this.write();
  }

  /** The outbound clock's now, in milliseconds. */
  now(): number {
    return this.at + (Date.now() - this.realAt) * this.speed;
  }

  /** Runs the clock at `speed` times the real one from now on (0 holds it where it is). */
  async run(speed: number): Promise<void> {
    await this.set(this.now(), speed);
  }

  /**
   * Moves the clock to `at`, at `speed`, and waits until every node reads it. It goes back to the real time after a
   * drain, so the stages after it read the real clock's time of day; the next drain begins after every window used.
   */
  async set(at: number, speed = this.speed): Promise<void> {
    this.at = at;
    this.realAt = Date.now();
    this.speed = speed;
    this.write();
    await sleep(CLOCK_READ_MS * 3);
  }

  /** Keeps making due the outbound jobs whose time has come on this clock, until `stop`. */
  start(): void {
    this.timer ??= setInterval(() => void this.release(), RELEASE_EVERY_MS);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.releasing;
  }

  /** Makes due now each waiting outbound job whose time has come on this clock; answers how many. */
  release(): Promise<number> {
    const released = this.releasing.then(async () => {
      const { rows } = await this.db.$client.query<{ n: string }>(
        `with due as (update ${JOB_SCHEMA}.job set start_after = now()
           where name = any($1) and state in ('created', 'retry') and start_after > now() and start_after <= $2 returning 1)
         select count(*) as n from due`,
        [OUTBOUND_QUEUES, new Date(this.now()).toISOString()],
      );
      return Number(rows[0].n);
    });
    this.releasing = released.catch(() => 0);
    return this.releasing as Promise<number>;
  }

  private write() {
    writeFileSync(this.file, JSON.stringify({ at: this.at, realAt: this.realAt, speed: this.speed }));
  }
}
