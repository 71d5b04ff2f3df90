// The business's phone on its own, for code in every page's bundle (the error pages) that must not
// carry the whole site configuration. A real business replaces the placeholder here.
export const phone = "(415) 555-0134";
export const phoneE164 = "+14155550134";
