/** docs/product.md#records: a prefix, a timestamp and a random string. */
export function createSessionId(now: number, random: string): string {
  return `sess_${now}_${random}`;
}

export const SESSION_ID_PATTERN = /^sess_\d{10,16}_[a-z0-9]{6,32}$/;
