// Each jest project's tests see their own database as DATABASE_URL (set by its globalSetup).
process.env.DATABASE_URL = process.env.API_TEST_DATABASE_URL;
