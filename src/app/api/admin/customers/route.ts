import { customerSearchSchema } from "@/domain/customers/customer-search";
import { adminOrNull } from "@/server/admin/require-admin";
import { searchCustomers } from "@/server/customers/search-customers";
import { getDb } from "@/server/db/client";
import { handle, refuse } from "@/server/http/handle";
import { failure } from "@/server/http/json";

export const dynamic = "force-dynamic";

// The owner's search as they type (/admin/customers): a read, so a GET with the search in the
// query; the owner's check comes first, so nobody else learns what it accepts.
export const GET = handle(
  { name: "GET /api/admin/customers", failure: "Customers cannot be searched just now. Please try again." },
  async (request) => {
    if (!(await adminOrNull())) return refuse("admin-only");
    const parsed = customerSearchSchema.safeParse({ q: new URL(request.url).searchParams.get("q") ?? undefined });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "That search cannot be read.";
      return failure(400, "invalid-input", message, { q: [message] });
    }
    const customers = await searchCustomers(await getDb(), parsed.data.q);
    return Response.json({ ok: true, customers }, { headers: { "cache-control": "private, no-store" } });
  },
);
