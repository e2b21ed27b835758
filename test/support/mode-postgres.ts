/** Jest setup of the api-postgres project: test servers use a fresh database on the PostgreSQL server. */
process.env.API_DB = 'postgres';
