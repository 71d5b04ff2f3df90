// A local server on loopback that speaks the part of Twilio's REST API the SDK calls to send a
// text (POST /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded, Basic auth with the
// account SID and auth token), answering as Twilio does: 201 with the message resource, or an
// error resource (code, message, more_info, status). The SDK is pointed at it through its own
// httpClient option (src/server/sms/twilio-sender.ts); nothing of ours is replaced.
import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeText {
  sid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
}

export const TEST_ACCOUNT_SID = `AC${"0123456789abcdef".repeat(2)}`;
export const TEST_AUTH_TOKEN = "test-auth-token-0123456789abcdef";

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });

export async function startFakeTwilio(account = { sid: TEST_ACCOUNT_SID, token: TEST_AUTH_TOKEN }) {
  const texts: FakeText[] = [];
  /** Numbers Twilio refuses (error 21211), and how many next requests answer 500. */
  const refuse = new Set<string>();
  const state = { serverErrors: 0, delayMs: 0 };
  const server = createServer(async (req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const error = (status: number, code: number, message: string) =>
      answer(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
    const body = new URLSearchParams(await read(req));
    const expectedAuth = `Basic ${Buffer.from(`${account.sid}:${account.token}`).toString("base64")}`;
    if (req.headers.authorization !== expectedAuth) return error(401, 20003, "Authenticate");
    if (req.method !== "POST" || req.url !== `/2010-04-01/Accounts/${account.sid}/Messages.json`)
      return error(404, 20404, "The requested resource was not found");
    if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
    if (state.serverErrors > 0) {
      state.serverErrors--;
      return error(500, 20500, "Internal Server Error");
    }
    const to = body.get("To") ?? "";
    if (!body.get("Body")) return error(400, 21602, "Message body is required.");
    if (!body.get("From") && !body.get("MessagingServiceSid"))
      return error(400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required to send a message");
    if (refuse.has(to)) return error(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    const sid = `SM${randomBytes(16).toString("hex")}`;
    const text: FakeText = {
      sid,
      to,
      from: body.get("From"),
      messagingServiceSid: body.get("MessagingServiceSid"),
      body: body.get("Body") ?? "",
    };
    texts.push(text);
    answer(201, {
      sid,
      account_sid: account.sid,
      to,
      from: text.from,
      messaging_service_sid: text.messagingServiceSid,
      body: text.body,
      status: "queued",
      num_segments: "1",
      direction: "outbound-api",
      api_version: "2010-04-01",
      date_created: new Date().toUTCString(),
      uri: `/2010-04-01/Accounts/${account.sid}/Messages/${sid}.json`,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    texts,
    refuse,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * X-Twilio-Signature as Twilio computes it for a form webhook: HMAC-SHA1 with the auth token over
 * the full URL followed by each field name and value, fields in name order, base64. Written out
 * here rather than taken from the SDK so the route is checked against the documented scheme.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac("sha1", authToken).update(Buffer.from(data, "utf-8")).digest("base64");
}

/** An inbound-message webhook as Twilio posts it. */
export function inboundRequest(
  url: string,
  fields: Record<string, string>,
  options: { authToken?: string; signature?: string | null } = {},
): Request {
  const params = {
    MessageSid: `SM${randomBytes(16).toString("hex")}`,
    AccountSid: TEST_ACCOUNT_SID,
    To: "+14155550000",
    NumSegments: "1",
    ...fields,
  };
  const signature =
    options.signature === undefined
      ? twilioSignature(options.authToken ?? TEST_AUTH_TOKEN, url, params)
      : options.signature;
  return new Request(url, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(signature !== null ? { "x-twilio-signature": signature } : {}),
    },
    body: new URLSearchParams(params).toString(),
  });
}
