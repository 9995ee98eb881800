process.env.DATABASE_URL = process.env.PGLITE_TEST_DATABASE_URL;
