import { describe, expect, it } from "vitest";
import { judgeCredential, shownValue } from "./keys";

const HEX = "0123456789abcdef".repeat(2);
const refusal = (field: Parameters<typeof judgeCredential>[0], raw: string) => {
  const verdict = judgeCredential(field, raw);
  if (verdict.ok) throw new Error(`${raw} was taken as ${field}`);
  return verdict.message;
};

describe("the Stripe secret key field", () => {
  it("takes a secret or restricted key, trimmed, with its mode", () => {
    expect(judgeCredential("stripeSecretKey", "  sk_test_51Abc123xyz\n")).toEqual({
      ok: true,
      value: "sk_test_51Abc123xyz",
      mode: "test",
    });
    expect(judgeCredential("stripeSecretKey", "rk_live_51Abc123xyz")).toMatchObject({ ok: true, mode: "live" });
  });

  it("names a publishable key and says which key to paste", () => {
    const message = refusal("stripeSecretKey", "pk_live_51Abc123xyz");
    expect(message).toMatch(/publishable key \(pk_/);
    expect(message).toMatch(/secret key \(sk_/);
  });

  it("names a webhook secret pasted in the key field and where it goes", () => {
    expect(refusal("stripeSecretKey", "whsec_abc123def456")).toMatch(/webhook signing secret.*field below/);
  });

  it("refuses two values pasted together, an empty one and a stranger", () => {
    expect(refusal("stripeSecretKey", "sk_test_abc123456 sk_live_abc123456")).toMatch(/space/);
    expect(refusal("stripeSecretKey", "   ")).toMatch(/Paste the value/);
    expect(refusal("stripeSecretKey", "hello-world-key")).toMatch(/sk_test_ or sk_live_/);
    expect(refusal("stripeSecretKey", `sk_test_${"a".repeat(400)}`)).toMatch(/longer/);
  });
});

describe("the webhook signing secret field", () => {
  it("takes whsec_ and names an API key pasted there", () => {
    expect(judgeCredential("stripeWebhookSecret", "whsec_abc123def456")).toEqual({
      ok: true,
      value: "whsec_abc123def456",
    });
    expect(refusal("stripeWebhookSecret", "sk_test_51Abc123xyz")).toMatch(/Stripe secret key.*secret key field above/);
    expect(refusal("stripeWebhookSecret", "rk_test_51Abc123xyz")).toMatch(/restricted key/);
    expect(refusal("stripeWebhookSecret", "pk_test_51Abc123xyz")).toMatch(/publishable/);
  });
});

describe("the Twilio fields", () => {
  it("takes an account SID, an auth token, a messaging service", () => {
    expect(judgeCredential("twilioAccountSid", `AC${HEX}`)).toMatchObject({ ok: true });
    expect(judgeCredential("twilioAuthToken", HEX)).toMatchObject({ ok: true });
    expect(judgeCredential("twilioMessagingServiceSid", `MG${HEX}`)).toMatchObject({ ok: true });
  });

  it("names the auth token in the SID field, an API key SID, and a SID in the token field", () => {
    expect(refusal("twilioAccountSid", HEX)).toMatch(/auth token/);
    expect(refusal("twilioAccountSid", `SK${HEX}`)).toMatch(/API key SID \(SK/);
    expect(refusal("twilioAuthToken", `AC${HEX}`)).toMatch(/account SID \(AC/);
    expect(refusal("twilioMessagingServiceSid", `AC${HEX}`)).toMatch(/account SID.*MG/);
  });

  it("writes a typed US number as E.164 and refuses what is not one", () => {
    expect(judgeCredential("twilioFromNumber", "(415) 555-0134")).toEqual({ ok: true, value: "+14155550134" });
    expect(judgeCredential("twilioFromNumber", "+14155550134")).toEqual({ ok: true, value: "+14155550134" });
    expect(refusal("twilioFromNumber", "555-0134")).toMatch(/US number/);
    expect(refusal("twilioFromNumber", `PN${HEX}`)).toMatch(/not the number itself/);
  });
});

it("shows a secret by its last four characters only, a plain value whole", () => {
  expect(shownValue("stripeSecretKey", "sk_live_verysecretWXYZ")).toBe("…WXYZ");
  expect(shownValue("twilioAuthToken", HEX)).toBe("…cdef");
  expect(shownValue("twilioFromNumber", "+14155550134")).toBe("+14155550134");
});
