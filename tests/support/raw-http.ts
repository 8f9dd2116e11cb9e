import { connect, type Socket } from "node:net";

export interface RawResponse {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
}

/** Parses the first HTTP/1.1 response in `text` (Content-Length bodies only; enough for tests). */
export function parseResponse(text: string): { response: RawResponse; rest: string } | undefined {
  const headEnd = text.indexOf("\r\n\r\n");
  if (headEnd < 0) return undefined;
  const [statusLine = "", ...lines] = text.slice(0, headEnd).split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers["content-length"] ?? 0);
  const bodyStart = headEnd + 4;
  if (Buffer.byteLength(text.slice(bodyStart)) < length) return undefined;
  const body = Buffer.from(text.slice(bodyStart)).subarray(0, length).toString("utf8");
  return {
    response: { status: Number(statusLine.split(" ")[1]), headers, body },
    rest: Buffer.from(text.slice(bodyStart)).subarray(length).toString("utf8"),
  };
}

/**
 * Writes raw bytes on a new TCP connection and collects everything the server answers until it closes the
 * connection or `timeoutMs` passes. For requests no HTTP client would send.
 */
export function rawExchange(
  port: number,
  request: string | Buffer,
  { timeoutMs = 5000 }: { timeoutMs?: number } = {},
): Promise<{ text: string; closedByServer: boolean }> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, "127.0.0.1");
    let text = "";
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text, closedByServer: false });
    }, timeoutMs);
    socket.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    socket.on("error", (error) => {
      clearTimeout(timer);
      if (text) resolve({ text, closedByServer: true });
      else reject(error);
    });
    socket.on("end", () => {
      clearTimeout(timer);
      resolve({ text, closedByServer: true });
    });
    socket.write(request);
  });
}
