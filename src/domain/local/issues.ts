/** Climate-factor issues are written "Title: text" (docs/product.md#records). */
export function splitIssue(issue: string): { title: string; text: string } {
  const at = issue.indexOf(":");
  if (at < 0) return { title: issue.trim(), text: "" };
  const text = issue.slice(at + 1).trim();
  return { title: issue.slice(0, at).trim(), text: text.charAt(0).toUpperCase() + text.slice(1) };
}
