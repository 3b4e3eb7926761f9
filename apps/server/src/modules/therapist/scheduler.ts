import { findStalledReplies } from './therapist.repository';
import { runReply, type TherapistDeps } from './reply.service';

const SWEEP_INTERVAL_MS = 15_000;
/** How soon to try again a reply whose session is busy with another one. */
const BUSY_RETRY_MS = 250;
const SWEEP_GRACE_SECONDS = 5;

/**
 * Runs replies when they are due, on the instance that recorded the firing; a periodic sweep
 * picks up replies whose instance died (their lease expired) or was restarted before the timer.
 */
export class ReplyScheduler {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private readonly abort = new AbortController();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly deps: TherapistDeps) {
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS);
    this.sweeper.unref();
    void this.sweep();
  }

  schedule(triggerMessageId: string, dueAt: Date): void {
    if (this.abort.signal.aborted || this.timers.has(triggerMessageId)) return;
    const timer = setTimeout(
      () => {
        this.timers.delete(triggerMessageId);
        this.run(triggerMessageId);
      },
      Math.max(0, dueAt.getTime() - Date.now()),
    );
    this.timers.set(triggerMessageId, timer);
  }

  private run(triggerMessageId: string): void {
    const job: Promise<void> = runReply(this.deps, triggerMessageId, this.abort.signal)
      .then((outcome) => {
        // Another reply of the session is being written: this one follows it.
        if (outcome === 'busy')
          this.schedule(triggerMessageId, new Date(Date.now() + BUSY_RETRY_MS));
      })
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'therapist reply crashed'))
      .finally(() => this.running.delete(job));
    this.running.add(job);
  }

  private async sweep(): Promise<void> {
    if (this.abort.signal.aborted) return;
    try {
      for (const { triggerMessageId } of await findStalledReplies(
        this.deps.db,
        SWEEP_GRACE_SECONDS,
      )) {
        if (!this.timers.has(triggerMessageId)) this.run(triggerMessageId);
      }
    } catch (error) {
      this.deps.log.warn({ err: error }, 'therapist sweep failed');
    }
  }

  /** Waits for replies in progress; pending ones stay in the database for the next start. */
  async close(): Promise<void> {
    clearInterval(this.sweeper);
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.abort.abort();
    await Promise.allSettled([...this.running]);
  }
}
