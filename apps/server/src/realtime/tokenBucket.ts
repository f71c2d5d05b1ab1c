/**
 * A token bucket: up to `capacity` messages at once, refilled at `perSecond`. Over time no more
 * than `perSecond` pass, while a message that arrives a little early (network jitter) is not lost.
 */
export class TokenBucket {
  private tokens: number;

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    private last: number,
  ) {
    this.tokens = capacity;
  }

  /** Takes one token if there is one at time `now` (ms). */
  take(now: number): boolean {
    this.tokens = Math.min(
      this.capacity,
      this.tokens + (Math.max(0, now - this.last) * this.perSecond) / 1000,
    );
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
