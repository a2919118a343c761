-- The by-weight pricing rule in SQL, so that a new rate re-prices every by-weight sku in one set-based
-- statement inside the database instead of reading 65,000 rows out and writing them back (decision 316).
-- These functions are a transcription of `priceByWeight` in packages/contract/src/weight-pricing.ts,
-- which stays the definition: `weight-pricing-sql.test.ts` compares the two over many rules and rates,
-- rounding to the dollar included. Change one, change the other.

-- roundToDollar(numerator, denominator): cents = numerator / denominator, to the dollar, half up, in
-- integers (every value here is non-negative, so integer division is floor).
create function round_to_dollar(numerator bigint, denominator bigint) returns bigint
  language sql immutable parallel safe as $$
  select ((2 * numerator + denominator * 100) / (2 * denominator * 100)) * 100
$$;

-- metalRateCents: the metal's selling rate per tael (cents); 18K its own rate or the stated fraction of
-- 999.9's (Math.round, half up); null when the metal has no rate.
create function weight_rate_cents(metal text, gold9999 bigint, k18 bigint, k18_permille bigint, pt950 bigint) returns bigint
  language sql immutable parallel safe as $$
  select case metal
    when 'gold9999' then gold9999
    when 'gold18k' then coalesce(k18, (2 * gold9999 * k18_permille + 1000) / 2000)
    when 'pt950' then pt950
  end
$$;

-- making(): fixed per piece, or per gram × weight (mg / 1000), each to the dollar.
create function weight_making_cents(mode text, cents bigint, weight_mg bigint) returns bigint
  language sql immutable parallel safe as $$
  select case when mode = 'fixed' then round_to_dollar(cents, 1) else round_to_dollar(cents * weight_mg, 1000) end
$$;

-- priceByWeight(rule, rates): one row (rate, metal value, making charge, price, original price); the
-- price is null when the metal has no rate. 37,429 mg is one tael (MG_PER_TAEL).
-- Declared as a set (of one row) so the planner inlines it into the re-pricing statement: called as a
-- function per sku it cost ~0.13 ms each (2 s for 16,000 skus).
create function price_by_weight(rule jsonb, gold9999 bigint, k18 bigint, k18_permille bigint, pt950 bigint)
  returns table (rate_cents bigint, metal_cents bigint, making_cents bigint, price bigint, original_price bigint)
  language sql immutable parallel safe as $$
  select r.rate, m.metal, m.making, m.metal + m.making,
         greatest(m.metal + m.making, m.metal + coalesce(weight_making_cents(rule->>'makingMode', (rule->>'originalMakingCents')::bigint, w.mg), m.making))
    from (select (rule->>'weightMg')::bigint as mg) w
    cross join lateral (select weight_rate_cents(rule->>'metal', gold9999, k18, k18_permille, pt950) as rate) r
    cross join lateral (select round_to_dollar(w.mg * r.rate, 37429) as metal,
                               weight_making_cents(rule->>'makingMode', (rule->>'makingCents')::bigint, w.mg) as making) m
$$;
