declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of a gzipped data directory dump. PostgreSQL: name of a template database. */
    dbSnapshot: string;
    databaseUrl: string;
  }
}
export {};
