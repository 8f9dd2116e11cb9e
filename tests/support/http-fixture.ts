import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { waitUntil } from "../../scripts/processes/wait.ts";

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. "/hooks/crm". */
  path: string;
  headers: IncomingHttpHeaders;
  /** The exact bytes received. */
  raw: Buffer;
  /** The body as UTF-8 text. */
  body: string;
}

export interface FixtureResponse {
  status: number;
  /** Sent as JSON when given; an empty body otherwise. */
  json?: unknown;
}

export interface HttpFixture {
  /** `http://127.0.0.1:PORT`, without a trailing slash. */
  url: string;
  requests: RecordedRequest[];
  /** What every following request is answered with. */
  respond(response: FixtureResponse): void;
  waitFor(count: number, timeoutMs?: number): Promise<RecordedRequest[]>;
  stop(): Promise<void>;
}

/** A local HTTP server on 127.0.0.1 that records each request and answers what the test last set. */
export async function startHttpFixture(initial: FixtureResponse = { status: 200 }): Promise<HttpFixture> {
  const requests: RecordedRequest[] = [];
  let current = initial;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const raw = Buffer.concat(chunks);
      requests.push({
        method: request.method ?? "",
        path: request.url ?? "",
        headers: request.headers,
        raw,
        body: raw.toString("utf8"),
      });
      const { status, json } = current;
      if (json === undefined) {
        response.writeHead(status).end();
      } else {
        response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(json));
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    respond(response) {
      current = response;
    },
    async waitFor(count, timeoutMs = 5000) {
      await waitUntil(() => requests.length >= count, {
        timeoutMs,
        message: () => `expected ${count} requests, got ${requests.length}`,
      });
      return requests;
    },
    async stop() {
      // fetch keeps connections alive; they would hold close() open.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
