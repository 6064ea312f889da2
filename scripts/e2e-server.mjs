// The server the browser tests run against: the current web build on a fresh embedded database.
import fs from 'node:fs';
import path from 'node:path';

const dataDir = path.resolve(import.meta.dirname, '..', process.env.DATA_DIR ?? '.cache/e2e-data');
fs.rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.PG_PORT ??= '5499';
process.env.VALIDATE_RESPONSES ??= 'true';
await import('./start.mjs');
