import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { AnswerCache } from './answers.ts';
import type { CallRouter } from './call-router.ts';
import type { ChangeBus } from './change-bus.ts';
import type { publicOrigin } from './public-url.ts';
import type { RateLimitStore } from './rate-limiter.ts';

/** The app's shared pieces every module may use: none of them is a module's service. */
export interface AppParts {
  changes: ChangeBus;
  /** Public answers kept prepared until what they were drawn from changes (decision 140). */
  answers: AnswerCache;
  /** The origin of absolute addresses the server writes for a request (PUBLIC_URL; decision 121). */
  origin: ReturnType<typeof publicOrigin>;
  /** Rate-limit counters (in the database when several processes share it). */
  rateLimits: RateLimitStore;
}

/**
 * What a module's route registration gets (decision 425): the router, the app, the database, the config,
 * the shared pieces, and exactly the other services it names in `S`. The composition root
 * (`modules/registry.ts`) hands each module what it names, so a module's dependencies are read in its own
 * signature, not in a bag every module imports.
 */
export interface ModuleDeps<S extends object = object> {
  /** Registers contract calls (`POST /api/...`). */
  router: CallRouter;
  /** For the few plain HTTP routes (media, sitemap); calls go through `router`. */
  http: FastifyInstance;
  db: Db;
  config: Config;
  services: AppParts & S;
}
