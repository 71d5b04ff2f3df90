import "server-only";
import twilio from "twilio";
import type RequestClient from "twilio/lib/base/RequestClient";
import type { TextSender } from "./sender";

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164), or a messaging service that picks one. */
  from?: string;
  messagingServiceSid?: string;
  /**
   * Where the Messages API is, when not https://api.twilio.com: the tests' local server on
   * loopback (and a relay in front of Twilio, if a business needs one).
   */
  apiBase?: string;
  timeoutMs?: number;
}

/** A text that does not go out in this long is failed and retried on the outbox's backoff. */
export const TWILIO_TIMEOUT_MS = 10_000;

/**
 * The SDK's own HTTP client, pointed at another origin. The SDK builds every URL for
 * api.twilio.com; a custom httpClient is its documented way to change how requests are made.
 */
class BaseUrlClient extends twilio.RequestClient {
  constructor(
    private readonly base: URL,
    opts: ConstructorParameters<typeof twilio.RequestClient>[0],
  ) {
    super(opts);
  }
  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const uri = new URL(opts.uri);
    uri.protocol = this.base.protocol;
    uri.host = this.base.host;
    return super.request<TData>({ ...opts, uri: uri.href });
  }
}

export function twilioSender(settings: TwilioSettings): TextSender {
  const timeout = settings.timeoutMs ?? TWILIO_TIMEOUT_MS;
  const client = twilio(settings.accountSid, settings.authToken, {
    timeout,
    autoRetry: false,
    ...(settings.apiBase ? { httpClient: new BaseUrlClient(new URL(settings.apiBase), { timeout }) } : {}),
  });
  return {
    webhookSecret: settings.authToken,
    async send(text) {
      const message = await client.messages.create({
        to: text.to,
        body: text.body,
        ...(settings.messagingServiceSid
          ? { messagingServiceSid: settings.messagingServiceSid }
          : { from: settings.from as string }),
      });
      return { sid: message.sid };
    },
  };
}
