// `npm start`: builds the web app if it changed, then runs the server (embedded PostgreSQL unless DATABASE_URL).
import { register } from 'tsx/esm/api';
import { buildWeb } from './build.mjs';

process.env.NODE_ENV ??= 'production';
buildWeb();
register();
await import('../apps/server/src/main.ts');
