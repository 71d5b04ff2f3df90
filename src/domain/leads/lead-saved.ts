/**
 * What POST /api/leads answers on success (src/app/api/leads/route.ts), shared so the calculator
 * reads the same shape the route writes. `leadId` and `estimateToken` are null when the hidden
 * bot field was filled: the answer looks like a success, nothing was stored.
 */
export interface LeadSaved {
  leadId: string | null;
  estimateToken: string | null;
  quote: {
    exact: number;
    min: number;
    max: number;
    /** The offer the server applied (never the browser): dollars off and the price after it. */
    offer?: { id: string; discount: number; price: number } | null;
  };
}
