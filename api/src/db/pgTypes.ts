import pg from 'pg';

// Return BIGINT (Long amounts, count(*)) as numbers: every value here stays far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
