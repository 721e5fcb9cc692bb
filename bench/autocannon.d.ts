// The part of autocannon 8's programmatic API the bench uses (the package ships no types).
declare module "autocannon" {
  type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
    p99_9: number;
  };

  export type Options = {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** A number of requests to send instead of a duration; the run ends once all are answered. */
    amount?: number;
    /** Seconds to wait for a response. */
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    title?: string;
  };

  export type Result = {
    title?: string;
    url: string;
    connections: number;
    /** Seconds. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
    /** Response times of 2xx responses, in ms. */
    latency: Histogram;
    /** Requests completed per one-second sample; `total` counts every completed request. */
    requests: Histogram & { sent: number };
    /** Bytes received (headers and body) per one-second sample; `total` over the run. */
    throughput: Histogram;
  };

  type Instance = Promise<Result> & { stop(): void };

  function autocannon(options: Options): Instance;
  export default autocannon;
}
