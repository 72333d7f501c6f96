import type { Config } from "../config.ts";

/**
 * SMS wait in the outbox beside the emails, addressed `sms:+250…`: they are sent once, after the
 * commit, by one instance, and tried again like emails (services/mailer.ts).
 */
export const SMS_PREFIX = "sms:";

export const isSmsAddress = (to: string) => to.startsWith(SMS_PREFIX);

export type SmsSender = { send(message: { to: string; text: string }): Promise<void> };

/**
 * The generic HTTP adapter: one JSON POST per message to `SMS_URL`, `{ "from", "to", "text" }`, with
 * `Authorization: Bearer SMS_TOKEN` when a token is set. Any reply other than 2xx is a failure, tried
 * again later. Most providers (or a small relay in front of one) take this shape.
 */
export function createHttpSms(sms: NonNullable<Config["sms"]>): SmsSender {
  return {
    async send({ to, text }) {
      const response = await fetch(sms.url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(sms.token ? { authorization: `Bearer ${sms.token}` } : {}),
        },
        body: JSON.stringify({ ...(sms.from ? { from: sms.from } : {}), to: to.slice(SMS_PREFIX.length), text }),
        signal: AbortSignal.timeout(10_000),
      });
      // The body is read so the connection can be reused; its content is the provider's own.
      const reply = await response.text();
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}: ${reply.slice(0, 200)}`);
    },
  };
}
