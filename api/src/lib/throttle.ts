/** Lets one thing per key through every `everyMs`; the rest are dropped. Memory is bounded by pruning old keys. */
export class Throttle {
  private readonly last = new Map<string, number>();

  constructor(
    private readonly everyMs: number,
    private readonly maxKeys = 10_000,
  ) {}

  admit(key: string, now = Date.now()): boolean {
    const at = this.last.get(key);
    if (at !== undefined && now - at < this.everyMs) return false;
    if (this.last.size >= this.maxKeys) this.prune(now);
    this.last.set(key, now);
    return true;
  }

  private prune(now: number): void {
    for (const [key, at] of this.last) if (now - at >= this.everyMs) this.last.delete(key);
    // Still full (every key recent): drop the oldest rather than grow without bound.
    if (this.last.size >= this.maxKeys) this.last.delete(this.last.keys().next().value!);
  }
}
