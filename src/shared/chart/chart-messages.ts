/** Spanish texts the diagram writes under a state's name. */
export const chartMessages = {
  invokes: (src: string) => `invoca ${src}`,
  entry: (actions: string) => `entrada / ${actions}`,
  exit: (actions: string) => `salida / ${actions}`,
} as const;
