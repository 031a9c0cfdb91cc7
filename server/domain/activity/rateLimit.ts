// A fixed-window counter per key, in this process's memory: enough to stop one device or address from flooding the
// log. It bounds its own size: when it holds too many keys it forgets the windows that have ended.

export class WindowLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys = 100_000,
  ) {}

  /** Counts one event for `key` at `now`: 0 when allowed, else the milliseconds until the window ends. */
  take(key: string, now: number): number {
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      if (!window && this.windows.size >= this.maxKeys) this.prune(now);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    if (window.count >= this.limit) return window.start + this.windowMs - now;
    window.count++;
    return 0;
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(key);
    // All windows still running: start over rather than grow without bound.
    if (this.windows.size >= this.maxKeys) this.windows.clear();
  }
}
