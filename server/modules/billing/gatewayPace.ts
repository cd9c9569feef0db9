// The payment gateway's calls a second (System Settings → Payments, "Gateway calls a second"): every charge takes a
// turn first, across nodes (the messaging domain's send windows), so the end of a day's charges never floods it.
import type { Db } from '../../db/client';
import { claimGatewayCall } from '../messaging';
import { outboundNow, outboundSleep } from '../../lib/outboundClock';

export interface PaceClock {
  now: () => Date;
  sleep: (ms: number) => Promise<void>;
}

/** The real clock, or bench:scale's (server/lib/outboundClock.ts). */
const outboundClock: PaceClock = { now: outboundNow, sleep: outboundSleep };

/** Waits until this node may call the gateway within `perSecond` calls a second. */
export async function waitForGatewayTurn(db: Db, perSecond: number, clock: PaceClock = outboundClock): Promise<void> {
  for (;;) {
    const now = clock.now();
    const turn = await claimGatewayCall(db, now, perSecond);
    if (turn === true) return;
    // A few milliseconds apart, so the callers waiting do not all ask at the second's first instant.
    await clock.sleep(turn.getTime() - now.getTime() + Math.floor(Math.random() * 20));
  }
}
