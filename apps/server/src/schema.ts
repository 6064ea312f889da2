// Every table of the server, for Drizzle's typed queries and for drizzle-kit's migrations.
export * from './platform/settings.tables.ts';
export * from './modules/account/account.tables.ts';
export * from './modules/app/app.tables.ts';
export * from './modules/resource/resource.tables.ts';
