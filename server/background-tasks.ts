/**
 * Work a handler starts and does not wait for, so its reply takes the same time whatever the work finds
 * (docs/decisions/0211-recovery-without-an-oracle.md). A failure is reported, never left unhandled.
 */
export interface BackgroundTasks {
  run(name: string, work: () => Promise<void>): void;
  /** Resolves once every task started so far, and any they started, has ended. */
  settled(): Promise<void>;
}

export function createBackgroundTasks(report: (error: unknown, name: string) => void): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(name, work) {
      const task: Promise<void> = Promise.resolve()
        .then(work)
        .catch((error: unknown) => report(error, name))
        .finally(() => running.delete(task));
      running.add(task);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
