// The crash proof's payment part (run by crash.mjs on each backend): the server is killed between
// Stripe's acknowledgement and our bookkeeping, twice, and Stripe's retried webhook settles each
// once.
//
// 1. A crew finishes a visit (its invoice is written); the customer starts Checkout on a
//    Stripe-speaking server on loopback (tests/support/fake-stripe.ts) and pays. Stripe's
//    checkout.session.completed is sent to the server, which is SIGKILLed a few milliseconds later,
//    whether or not it had answered. After the restart Stripe retries the event (and sends
//    payment_intent.succeeded, and the first event once more): the invoice is paid once, one
//    payment row, one receipt.
// 2. The owner refunds part of it: Stripe makes the refund and the server is killed before it reads
//    the answer, so the books hold only a pending reservation. After the restart Stripe's
//    refund.updated settles it; that event again and charge.refunded (each twice) change nothing,
//    nor does the owner's retry of the form (same key, Stripe's stored answer): refunded once, one
//    refund at Stripe, one refund email.
import crypto from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { tsImport } from "tsx/esm/api";
import { postJson, waitUntilServing } from "./app.mjs";
import { CREW_PASSWORD, createCrewWorld, signIn } from "./crew-world.mjs";

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * `launch(env)` starts the server on `port` (registered for cleanup); `withDatabase(fn)` runs
 * fn(query) on the backend's database (on PGlite only while no server holds it). Returns problems.
 */
export async function provePaymentKill({ name, port, env, launch, withDatabase }) {
  const { startFakeStripe, FAKE_SECRET_KEY, FAKE_WEBHOOK_SECRET } = await tsImport(
    "../../tests/support/fake-stripe.ts",
    import.meta.url,
  );
  const origin = `http://localhost:${port}`;
  const problems = [];
  const check = (ok, what) => {
    console.log(`  ${name} payment: ${ok ? "ok  " : "FAIL"} ${what}`);
    if (!ok) problems.push(what);
  };
  const fake = await startFakeStripe();
  const payEnv = {
    ...env,
    STRIPE_SECRET_KEY: FAKE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
  };
  const ownerEmail = `owner-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const world = await withDatabase(async (query) => {
    const made = await createCrewWorld(query, { jobs: 1 });
    const id = crypto.randomUUID();
    await query('insert into "user" (id, name, email, email_verified, role) values ($1, $2, $3, true, $4)', [
      id,
      "Olivia Owner",
      ownerEmail,
      "admin",
    ]);
    await query(
      "insert into account (id, account_id, provider_id, user_id, password) values ($1, $2, 'credential', $2, $3)",
      [crypto.randomUUID(), id, await hashPassword(CREW_PASSWORD)],
    );
    return made;
  });
  const [bookingId] = world.bookingIds;
  const deliver = (event) => {
    const { payload, signature } = fake.sign(event);
    return fetch(`${origin}/api/stripe/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature },
      body: payload,
    });
  };
  try {
    let server = launch(payEnv);
    await waitUntilServing(server);
    const crew = await signIn(port, origin, world.technician.email);
    const finished = await postJson(
      `${origin}/api/crew/visits/${bookingId}/steps`,
      { step: "finish" },
      { cookie: crew },
    );
    check(finished.status === 200, `the crew's Finished answered ${finished.status}`);
    const customer = await signIn(port, origin, world.customer.email);
    const page = await (
      await fetch(`${origin}/customer-visits/${bookingId}`, { headers: { cookie: customer } })
    ).text();
    const invoiceId = /data-invoice-id="([0-9a-f-]{36})"/.exec(page)?.[1];
    check(Boolean(invoiceId), "the visit page shows its invoice");
    const started = await postJson(`${origin}/api/invoices/${invoiceId}/checkout`, {}, { cookie: customer });
    const sessionId = started.json?.url?.split("/pay/")[1];
    check(started.status === 200 && Boolean(sessionId), `Pay now reached a Checkout page (${started.status})`);
    const [completed, succeeded] = fake.pay(sessionId);

    // 1. Paid at Stripe; the server dies while the event is on its way in.
    const sent = deliver(completed).then(
      (r) => r.status,
      () => "no answer",
    );
    await sleep(Math.floor(Math.random() * 40));
    server.child.kill("SIGKILL");
    await server.exited;
    console.log(`  ${name} payment: the first delivery of the paid event got: ${await sent}`);
    server = launch(payEnv);
    await waitUntilServing(server);
    const outcomes = [];
    for (const event of [completed, succeeded, completed]) outcomes.push((await (await deliver(event)).json()).outcome);
    check(
      outcomes.every((o) => ["paid", "duplicate", "already-paid"].includes(o)) &&
        outcomes.filter((o) => o === "paid").length <= 1,
      `Stripe's retries after the restart: ${outcomes.join(", ")}`,
    );

    // 2. Refunded at Stripe; the server dies before it reads Stripe's answer.
    const owner = await signIn(port, origin, ownerEmail);
    const [payment] = await withPaymentId();
    async function withPaymentId() {
      const html = await (await fetch(`${origin}/admin/money`, { headers: { cookie: owner } })).text();
      return [/\/api\/admin\/payments\/([0-9a-f-]{36})\/refund/.exec(html)?.[1]];
    }
    // The money page lists the refund form only for a payment it holds.
    check(Boolean(payment), "the owner's money page offers a refund of the online payment");
    const key = crypto.randomUUID();
    const madeAtStripe = new Promise((resolve) => {
      fake.onRefundMadeNoAnswer = resolve;
    });
    const refundBody = { amount: "50.00", reason: "Arrived late", idempotencyKey: key };
    const asked = postJson(`${origin}/api/admin/payments/${payment}/refund`, refundBody, { cookie: owner }).catch(
      () => null,
    );
    const refund = await madeAtStripe;
    server.child.kill("SIGKILL");
    await server.exited;
    await asked;
    fake.onRefundMadeNoAnswer = null;
    server = launch(payEnv);
    await waitUntilServing(server);
    const settledEvent = fake.event("refund.updated", { ...refund, status: "succeeded" });
    const chargeEvent = fake.event("charge.refunded", {
      id: "ch_proof",
      object: "charge",
      payment_intent: refund.payment_intent,
      amount_refunded: refund.amount,
      refunds: { object: "list", data: [{ ...refund, status: "succeeded" }] },
    });
    const refundOutcomes = [];
    for (const event of [settledEvent, settledEvent, chargeEvent, chargeEvent])
      refundOutcomes.push((await (await deliver(event)).json()).outcome);
    check(
      refundOutcomes[0] === "refund-settled",
      `Stripe's refund event settled the pending refund (${refundOutcomes[0]})`,
    );
    // The owner, not knowing, sends the form again: the same key, nothing refunded twice.
    const retried = await postJson(`${origin}/api/admin/payments/${payment}/refund`, refundBody, { cookie: owner });
    check(retried.status === 200, `the owner's retry with the same key answered ${retried.status}`);
    console.log(`  ${name} payment: refund events after the restart: ${refundOutcomes.join(", ")}`);
    await server.stop();

    const books = await withDatabase(async (query) => ({
      invoice: (
        await query("select paid_cents, refunded_cents, total_cents, status from invoices where id = $1", [invoiceId])
      )[0],
      payments: await query("select id from payments where invoice_id = $1 and status = 'succeeded'", [invoiceId]),
      refunds: await query("select status, amount_cents from refunds where invoice_id = $1", [invoiceId]),
      receipts: await query("select id from outbox_messages where booking_id = $1 and kind = 'payment-receipt'", [
        bookingId,
      ]),
      refundMails: await query("select id from outbox_messages where booking_id = $1 and kind = 'payment-refund'", [
        bookingId,
      ]),
      flags: await query("select reason from payment_flags where invoice_id = $1", [invoiceId]),
    }));
    check(
      books.invoice?.status === "paid" && books.invoice.paid_cents === books.invoice.total_cents,
      `the invoice is paid once (${books.invoice?.paid_cents} of ${books.invoice?.total_cents} cents)`,
    );
    check(books.payments.length === 1, `one payment row (${books.payments.length})`);
    check(books.receipts.length === 1, `one receipt email (${books.receipts.length})`);
    check(
      books.invoice?.refunded_cents === 5000 && books.refunds.length === 1 && books.refunds[0].status === "succeeded",
      `refunded once: ${books.invoice?.refunded_cents} cents, refunds ${JSON.stringify(books.refunds)}`,
    );
    check(fake.refunds.length === 1, `one refund made at Stripe (${fake.refunds.length})`);
    check(books.refundMails.length === 1, `one refund email (${books.refundMails.length})`);
    check(books.flags.length === 0, `nothing flagged to the owner (${books.flags.map((f) => f.reason).join(", ")})`);
  } finally {
    await fake.close();
  }
  return problems;
}

// `PORT=<port> node scripts/proof/payment-kill.mjs [--postgres]`: this part alone, on a fresh
// PGlite folder (and a throwaway PostgreSQL with --postgres); `npm run proof:crash` runs it too.
if (import.meta.url === `file://${process.argv[1]}`) {
  const fs = await import("node:fs");
  const os = await import("node:os");
  const path = await import("node:path");
  const { requireBuild, startServer } = await import("./app.mjs");
  requireBuild();
  const port = Number(process.env.PORT);
  if (!port) throw new Error("set PORT to a port of your own");
  const servers = [];
  const launch = (env) => {
    const server = startServer(port, env);
    servers.push(server);
    return server;
  };
  const env = (dataDir, databaseUrl) => ({
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    SITE_URL: `http://localhost:${port}`,
    BETTER_AUTH_SECRET: "crash-proof-secret-0123456789abcdef0123456789",
    AUTH_RATE_LIMIT: "off",
  });
  const problems = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clearvent-payment-kill-"));
  try {
    const pgliteDb = async (fn) => {
      const { PGlite } = await import("@electric-sql/pglite");
      const db = await PGlite.create(path.join(dataDir, "pglite/pgdata"));
      try {
        return await fn((sql, params) => db.query(sql, params).then((r) => r.rows));
      } finally {
        await db.close();
      }
    };
    // The first start creates and migrates the folder.
    const first = launch(env(dataDir));
    await waitUntilServing(first);
    await first.stop();
    problems.push(
      ...(await provePaymentKill({ name: "PGlite", port, env: env(dataDir), launch, withDatabase: pgliteDb })),
    );
    if (process.argv.includes("--postgres")) {
      const pg = (await import("pg")).default;
      const { startPostgres } = await import("./postgres.mjs");
      const postgres = await startPostgres();
      try {
        const pgDb = async (fn) => {
          const client = new pg.Client({ connectionString: postgres.url });
          await client.connect();
          try {
            return await fn((sql, params) => client.query(sql, params).then((r) => r.rows));
          } finally {
            await client.end();
          }
        };
        const pgEnv = env(dataDir, postgres.url);
        const firstPg = launch(pgEnv);
        await waitUntilServing(firstPg);
        await firstPg.stop();
        problems.push(
          ...(await provePaymentKill({ name: "PostgreSQL", port, env: pgEnv, launch, withDatabase: pgDb })),
        );
      } finally {
        await postgres.stop();
      }
    }
  } finally {
    for (const s of servers) if (!s.hasExited()) s.child.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(problems.length ? `FAIL: ${problems.join("; ")}` : "PASS: each kill settled once by Stripe's retry");
  process.exit(problems.length ? 1 : 0);
}
