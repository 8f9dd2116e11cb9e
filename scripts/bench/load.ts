/**
 * Throughput under load with autocannon: a fixed number of connections for a fixed time after a short
 * warm-up (JIT, caches, database pool), against servers on 127.0.0.1 only.
 */
import { request } from "node:http";
import autocannon from "autocannon";

export interface LoadTarget {
  name: string;
  url: string;
  method: "GET" | "POST";
  headers: Record<string, string>;
  body?: string;
  /** A fresh body for each request (autocannon's setupRequest), e.g. a new address per form. */
  bodyOf?: (index: number) => string;
  /** The status class a good answer has: 2 by default, 3 for a form that redirects. */
  expectedStatusClass?: 2 | 3;
}

export interface LoadResult {
  name: string;
  url: string;
  method: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  non2xx: number;
  /** Why the target could not be measured (its figures are then NaN). */
  error?: string;
  /** Response bytes of one request, to show what each server sent (e.g. brotli or not). */
  responseBytes: number;
  contentEncoding: string;
}

/**
 * One request first: a target answering errors would make its figures meaningless. node:http, not fetch,
 * because fetch decompresses and the size on the wire is what differs between the servers.
 */
function probe(target: LoadTarget): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      target.url,
      { method: target.method, headers: target.headers, timeout: 10_000 },
      (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => (bytes += chunk.byteLength));
        res.on("end", () => {
          const status = res.statusCode ?? 0;
          if (Math.floor(status / 100) !== (target.expectedStatusClass ?? 2)) {
            reject(new Error(`${target.name}: ${target.method} ${target.url} answered ${status}`));
          } else resolve({ bytes, encoding: String(res.headers["content-encoding"] ?? "none") });
        });
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`${target.name}: no answer in 10 s`)));
    req.on("error", reject);
    req.end(target.bodyOf ? target.bodyOf(0) : target.body);
  });
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

/** Never throws: a failed target is reported as such, so minutes of Lighthouse figures are not lost. */
export async function measureLoad(target: LoadTarget, options: LoadOptions): Promise<LoadResult> {
  try {
    return await measure(target, options);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`${target.name}: ${message}`);
    return {
      name: target.name,
      url: target.url,
      method: target.method,
      requestsPerSecond: Number.NaN,
      p50Ms: Number.NaN,
      p99Ms: Number.NaN,
      requests: 0,
      errors: 1,
      non2xx: 0,
      error: message,
      responseBytes: 0,
      contentEncoding: "none",
    };
  }
}

async function measure(
  target: LoadTarget,
  { connections, seconds, warmupSeconds }: LoadOptions,
): Promise<LoadResult> {
  const { bytes, encoding } = await probe(target);
  let sent = 0;
  const bodyOf = target.bodyOf;
  const options = {
    url: target.url,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections,
    timeout: 10,
    ...(bodyOf
      ? {
          requests: [
            {
              setupRequest: (request: { body?: string }) => ({ ...request, body: bodyOf((sent += 1)) }),
            },
          ],
        }
      : {}),
  };
  // None for a target measured again: it is warm already.
  if (warmupSeconds > 0) await autocannon({ ...options, duration: warmupSeconds });
  const result = await autocannon({ ...options, duration: seconds });
  return {
    name: target.name,
    url: target.url,
    method: target.method,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    // Answers of another class than expected (autocannon counts 3xx as "non2xx").
    non2xx: (target.expectedStatusClass ?? 2) === 2 ? result.non2xx : result.requests.total - result["3xx"],
    responseBytes: bytes,
    contentEncoding: encoding,
  };
}

/** The round with the most requests/s (a failed round has NaN and never wins). */
export function best(rounds: readonly LoadResult[]): LoadResult {
  const [first, ...rest] = rounds;
  if (!first) throw new Error("no round was measured");
  return rest.reduce((top, round) => (round.requestsPerSecond > top.requestsPerSecond ? round : top), first);
}

/** Requests that failed or were not answered 2xx, over all the rounds. */
export const failedIn = (rounds: readonly LoadResult[]) =>
  rounds.reduce((sum, round) => sum + round.errors + round.non2xx, 0);
