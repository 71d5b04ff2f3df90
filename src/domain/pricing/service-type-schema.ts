import { z } from "../validation/zod";
import { currentServiceId, SERVICE_TYPES, withCurrentServiceKeys } from "./quote-math";

// Every input that names a service reads it here, so a page or link from before the ids were
// renamed still gets its answer instead of a 400 (quote-math.ts, currentServiceId).

/** A service id, today's or a former one read as today's. */
export const serviceTypeSchema = (params?: Parameters<typeof z.enum>[1]) =>
  z.preprocess(currentServiceId, z.enum(SERVICE_TYPES, params));

/** An object keyed by service id whose former ids are read as today's before `schema` judges it. */
export const serviceKeyed = <S extends z.ZodType>(schema: S) => z.preprocess(withCurrentServiceKeys, schema);
