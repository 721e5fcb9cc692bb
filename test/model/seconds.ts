/** A duration for the chaos run's log and report: "12.3 s". */
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
