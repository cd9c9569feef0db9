// `npm run bench:collections`: a month of 10,000 payments through the pure decline rules (the classes and the retry
// schedule, as charge.ts applies them), with a realistic mix of declines; prints the recovery rate, the retries per
// payment and the most retries any one payment or card meets in 24 hours and in 30 days, against the networks' limits.
import { DEFAULT_RETRY_SCHEDULE, LAST_RETRY_DAY, maxRetriesInWindow, NETWORK_LIMITS } from '../common/retrySchedule';
import { DEFAULT_SETTINGS } from '../common/schemas/settings';
import { dayNumber } from '../server/lib/calendar';
import { seededRandom } from '../server/demo/random';
import { afterDecline, classifyDecline } from '../server/modules/billing';

const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 10_000);
/** A card pays about four weekly visits a month. */
const CARDS = Math.ceil(PAYMENTS / 4);
const DECLINE_RATE = 0.08;
/** The first decline's code, by share of the declines: soft 60 %, hard 25 %, expired 15 %. */
const DECLINE_MIX = [
  { weight: 45, code: '51', message: 'Insufficient funds', retryable: true },
  { weight: 15, code: '91', message: 'Issuer or switch inoperative', retryable: true },
  { weight: 15, code: '05', message: 'Do not honor', retryable: false },
  { weight: 10, code: '43', message: 'Stolen card, pick up', retryable: false },
  { weight: 15, code: '54', message: 'Expired card', retryable: false },
];
/** The chance a soft-declined card is approved at each retry. */
const APPROVE_ON_RETRY = Number(process.env.BENCH_APPROVE_ON_RETRY ?? 0.35);
const MONTH_START = '2031-04-01';

interface Run {
  declined: number;
  recovered: number;
  softDeclined: number;
  retries: number;
  /** Each card's retries as day numbers (every try runs at the morning job, so a day is a 24-hour window). */
  retryDays: Map<number, number[]>;
  mostPerPayment30: number;
  lastRetryDay: number;
}

function simulate(failureTries: number, schedule: readonly number[]): Run {
  const random = seededRandom(32);
  const run: Run = { declined: 0, recovered: 0, softDeclined: 0, retries: 0, retryDays: new Map(), mostPerPayment30: 0, lastRetryDay: 0 };
  for (let index = 0; index < PAYMENTS; index++) {
    if (random.next() >= DECLINE_RATE) continue;
    const card = random.int(0, CARDS - 1);
    const firstDeclinedOn = fromMonth(random.int(0, 29));
    const decline = weighted(random.next(), DECLINE_MIX);
    const declineClass = classifyDecline(decline);
    run.declined += 1;
    if (declineClass === 'soft') run.softDeclined += 1;
    const days: number[] = [];
    let today = firstDeclinedOn;
    for (let attempt = 1; ; attempt++) {
      const next = afterDecline({ attempt, failureTries, schedule, declineClass, firstDeclinedOn, today });
      if (next.status === 'failed-stop') break;
      today = next.nextAttemptOn;
      days.push(dayNumber(today) - dayNumber(firstDeclinedOn));
      run.retries += 1;
      if (random.next() < APPROVE_ON_RETRY) {
        run.recovered += 1;
        break;
      }
    }
    run.mostPerPayment30 = Math.max(run.mostPerPayment30, maxRetriesInWindow(days, 30));
    run.lastRetryDay = Math.max(run.lastRetryDay, ...days, 0);
    const onCard = run.retryDays.get(card) ?? [];
    onCard.push(...days.map((day) => dayNumber(firstDeclinedOn) + day));
    run.retryDays.set(card, onCard);
  }
  return run;
}

function fromMonth(day: number): string {
  const date = new Date(`${MONTH_START}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + day);
  return date.toISOString().slice(0, 10);
}

function weighted<T extends { weight: number }>(roll: number, items: readonly T[]): T {
  let left = roll * items.reduce((sum, item) => sum + item.weight, 0);
  for (const item of items) if ((left -= item.weight) < 0) return item;
  return items[items.length - 1];
}

const percent = (part: number, whole: number) => `${whole ? ((100 * part) / whole).toFixed(1) : '0.0'} %`;

function report(label: string, failureTries: number, schedule: readonly number[]) {
  const run = simulate(failureTries, schedule);
  const perCard = (windowDays: number) => Math.max(0, ...[...run.retryDays.values()].map((days) => maxRetriesInWindow(days, windowDays)));
  const limit = (network: string, windowDays: number) =>
    NETWORK_LIMITS.find((rule) => rule.network === network && rule.windowDays === windowDays)!.maxRetries;
  const card24 = perCard(1);
  const card30 = perCard(30);
  const holds =
    run.mostPerPayment30 <= limit('visa', 30) &&
    run.lastRetryDay <= LAST_RETRY_DAY &&
    card24 <= limit('mastercard', 1) &&
    card30 <= limit('mastercard', 30);
  console.log(`\n${label}: the first ${failureTries} retries of the schedule ${schedule.join(', ')}`);
  console.log(`  payments ${PAYMENTS}, declined ${run.declined} (${percent(run.declined, PAYMENTS)}), soft ${run.softDeclined}`);
  console.log(
    `  recovered ${run.recovered}: ${percent(run.recovered, run.declined)} of declines, ${percent(run.recovered, run.softDeclined)} of soft ones`,
  );
  console.log(
    `  retries ${run.retries}: ${(run.retries / PAYMENTS).toFixed(4)} per payment, ${(run.retries / run.declined).toFixed(2)} per declined payment`,
  );
  console.log(
    `  most retries of one payment in 30 days: ${run.mostPerPayment30} (Visa ≤ ${limit('visa', 30)}), last retry on day ${run.lastRetryDay} (≤ ${LAST_RETRY_DAY})`,
  );
  console.log(
    `  most retries on one card in 24 h: ${card24} (Mastercard ≤ ${limit('mastercard', 1)}); in 30 days: ${card30} (Mastercard ≤ ${limit('mastercard', 30)})`,
  );
  console.log(`  network limits ${holds ? 'held' : 'BROKEN'}`);
  return holds;
}

const defaults = report(
  'System Settings defaults',
  DEFAULT_SETTINGS.payments.autoChargeFailureTries,
  DEFAULT_SETTINGS.payments.retrySchedule,
);
const full = report('The whole default schedule', DEFAULT_RETRY_SCHEDULE.length, DEFAULT_RETRY_SCHEDULE);
const busiest = Array.from({ length: 15 }, (_, index) => 2 * index + 1).filter((day) => day <= LAST_RETRY_DAY);
const most = report('The busiest schedule the settings accept (10 tries)', 10, busiest);
if (!(defaults && full && most)) process.exitCode = 1;
