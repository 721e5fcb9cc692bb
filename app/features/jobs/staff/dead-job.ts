export type DeadJob = {
  id: string;
  kind: string;
  attempts: number;
  lastError: string | null;
  finishedAt: string | null;
};
