import "server-only";

// The one interface the outbox sends texts through. The server registers the Twilio sender at
// start when its keys are set (on-server-start.ts); with none registered, texts are off: no text
// is queued, the booking step and the dashboard offer none, and /admin says so.

export interface OutgoingText {
  /** The outbox row's id, for the provider's logs. */
  id: string;
  /** E.164. */
  to: string;
  body: string;
}

export interface TextSender {
  /** Resolves with the provider's id for the message; throws when the provider refused it. */
  send(text: OutgoingText): Promise<{ sid: string }>;
  /** The auth token the provider signs its webhooks with. */
  webhookSecret: string;
}

const globalKey = Symbol.for("clearvent.sms.sender");
type GlobalWithSender = typeof globalThis & { [globalKey]?: TextSender };

export function registerTextSender(sender: TextSender | undefined): void {
  (globalThis as GlobalWithSender)[globalKey] = sender;
}

export function textSender(): TextSender | undefined {
  return (globalThis as GlobalWithSender)[globalKey];
}

export const textsOn = (): boolean => textSender() !== undefined;
