import pg from 'pg';

// Return BIGINT (Long amounts, count(*)) as numbers: every value here stays far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
// DATE columns (visa dates) stay the YYYY-MM-DD text they were written as: a JS Date would shift
// with the server's time zone and fail the profile rules on the next edit.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
