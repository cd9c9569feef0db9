// Counts failed sign-ins per address and refuses further tries for a while after too many.
const WINDOW_MS = 15 * 60 * 1000;

export class LoginThrottle {
  private failures = new Map<string, number[]>();

  constructor(private readonly limit: number) {}

  isBlocked(address: string): boolean {
    return this.recent(address).length >= this.limit;
  }

  recordFailure(address: string): void {
    this.failures.set(address, [...this.recent(address), Date.now()]);
  }

  clear(address: string): void {
    this.failures.delete(address);
  }

  private recent(address: string): number[] {
    const since = Date.now() - WINDOW_MS;
    const kept = (this.failures.get(address) ?? []).filter((time) => time > since);
    if (kept.length) this.failures.set(address, kept);
    else this.failures.delete(address);
    return kept;
  }
}
