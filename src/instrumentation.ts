// Runs once when the server process starts (see src/server/on-server-start.ts).
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { redactConsoleErrors } = await import("@/server/logging/console");
    redactConsoleErrors();
    const { onServerStart } = await import("@/server/on-server-start");
    await onServerStart();
  }
}
