import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { sql } from "drizzle-orm";
const c = await PGlite.create();
const db = drizzle(c);
await db.execute(sql`create table x (a int, b text, c jsonb, d timestamptz, e boolean)`);
await db.execute(sql`insert into x select a, b, c::jsonb, d::timestamptz, e from unnest(${sql.param([1,2,null])}::int[], ${sql.param(["a,b", 'q"u\\o', null])}::text[], ${sql.param(['{"k":"v, w"}', "{}", null])}::text[], ${sql.param(["2025-01-01T00:00:00.000Z", null, "2025-01-02T10:00:00.000Z"])}::text[], ${sql.param([true,false,null])}::boolean[]) as t(a,b,c,d,e)`);
console.log((await db.execute(sql`select * from x`)).rows);
