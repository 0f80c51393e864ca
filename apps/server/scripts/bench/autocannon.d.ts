/** The part of autocannon 9's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  export interface Histogram {
    readonly average: number;
    readonly mean: number;
    readonly p50: number;
    readonly p90: number;
    readonly p99: number;
    readonly max: number;
    readonly total: number;
  }
  export interface Result {
    readonly requests: Histogram;
    readonly latency: Histogram;
    readonly errors: number;
    readonly timeouts: number;
    readonly non2xx: number;
    readonly duration: number;
    readonly resets: number;
  }
  export type Context = Record<string, unknown>;
  export interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  export interface Request extends RawRequest {
    setupRequest?: (request: RawRequest, context: Context) => RawRequest | undefined;
    onResponse?: (status: number, body: string, context: Context) => void;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: Request[];
    initialContext?: Context;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
