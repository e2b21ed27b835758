/** Jest setup of the api-embedded project: test servers use the embedded database. */
process.env.API_DB = 'embedded';
