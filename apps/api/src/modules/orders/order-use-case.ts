import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { OrdersRepository } from './orders.repository.ts';
import type { PricingReads } from './pricing-reads.ts';

/** What every order use case is built from; `now` is injectable so expiry can be tested with a fake clock. */
export interface OrderUseCaseDeps {
  db: Db;
  config: Config;
  repo: OrdersRepository;
  reads: PricingReads;
  now: () => Date;
}
