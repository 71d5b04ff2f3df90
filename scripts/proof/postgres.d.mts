// Types for the TypeScript specs that start a throwaway PostgreSQL.
export interface ThrowawayPostgres {
  url: string;
  port: number;
  version: string;
  stop(): void;
}
export function startPostgres(options?: { fsync?: boolean; maxConnections?: number }): Promise<ThrowawayPostgres>;
