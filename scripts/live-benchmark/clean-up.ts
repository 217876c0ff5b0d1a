/** Cleaning steps, run last first, once: at the end, on failure and on Ctrl+C. */
const steps: Array<() => unknown> = [];
let cleaning: Promise<void> | null = null;

export function onCleanUp(step: () => unknown): void {
  steps.push(step);
}

export function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of steps.splice(0).reverse())
      await Promise.resolve()
        .then(step)
        .catch((error: unknown) => console.error('Cleaning up:', error));
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void cleanUp().then(() => process.exit(130)));
