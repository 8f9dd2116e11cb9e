/**
 * reCAPTCHA v3, checked on the server: success, the action the page named, our hostname, and a score at
 * or above the action's threshold. A low score marks the lead as spam. When the check cannot run (no
 * secret configured, no token from the browser, the service failing or unreachable) the lead is
 * unverified: nobody vouched for the address, so it gets no mail from us. Nothing here drops a lead.
 */
export type BotVerdict =
  | { verdict: "human"; score?: number }
  | { verdict: "spam"; score?: number; reason: string }
  | { verdict: "unverified"; reason: string };

export interface BotCheck {
  readonly enabled: boolean;
  verify(token: string | undefined, action: string, remoteIp: string | undefined): Promise<BotVerdict>;
}

export interface RecaptchaOptions {
  secret?: string;
  verifyUrl: string;
  /** Score thresholds by action; `default` for the rest. */
  thresholds: Record<string, number>;
  hostnames: readonly string[];
  fetch?: typeof fetch;
  timeoutMs?: number;
}

interface SiteVerifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
  hostname?: string;
  "error-codes"?: string[];
}

export function createBotCheck(options: RecaptchaOptions): BotCheck {
  const { secret, verifyUrl, thresholds, hostnames, fetch: fetchImpl = fetch, timeoutMs = 5000 } = options;
  return {
    enabled: Boolean(secret),
    async verify(token, action, remoteIp) {
      if (!secret) return { verdict: "unverified", reason: "reCAPTCHA is not configured" };
      if (!token) return { verdict: "unverified", reason: "no reCAPTCHA token" };
      let answer: SiteVerifyAnswer;
      try {
        const body = new URLSearchParams({ secret, response: token });
        if (remoteIp) body.set("remoteip", remoteIp);
        const response = await fetchImpl(verifyUrl, {
          method: "POST",
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) return { verdict: "unverified", reason: `reCAPTCHA answered ${response.status}` };
        answer = (await response.json()) as SiteVerifyAnswer;
      } catch (error) {
        return { verdict: "unverified", reason: `reCAPTCHA unreachable: ${(error as Error).message}` };
      }
      if (!answer.success) {
        return { verdict: "spam", reason: `reCAPTCHA refused: ${(answer["error-codes"] ?? []).join(", ")}` };
      }
      if (answer.action !== action) {
        return { verdict: "spam", score: answer.score, reason: `reCAPTCHA action ${answer.action}` };
      }
      if (answer.hostname && !hostnames.includes(answer.hostname)) {
        return { verdict: "spam", score: answer.score, reason: `reCAPTCHA hostname ${answer.hostname}` };
      }
      const threshold = thresholds[action] ?? thresholds.default ?? 0.5;
      const score = answer.score ?? 0;
      if (score < threshold) {
        return { verdict: "spam", score, reason: `reCAPTCHA score ${score} below ${threshold}` };
      }
      return { verdict: "human", score };
    },
  };
}
