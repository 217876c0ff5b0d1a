interface YieldingScheduler {
  yield?(): Promise<void>;
}

/**
 * Resolves in a task of its own, so the work before and after it never add up to one long task: the browser
 * may paint and answer a tap in between.
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: YieldingScheduler };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
