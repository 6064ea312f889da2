import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. The default is the local disk under `${DATA_DIR}/uploads`, served at /uploads/;
 * an S3-compatible backend implements the same two calls when S3 settings are given (not built yet).
 */
export interface Storage {
  /** Stores bytes under a key such as "2026/11/abc.webp" and answers the URL they are served at. */
  put(key: string, data: Buffer): Promise<string>;
  remove(key: string): Promise<void>;
}

/** Files under `dir`, answered as `${urlPrefix}${key}` (public uploads at /uploads/, private ones at /private/). */
export function createDiskStorage(dir: string, urlPrefix = '/uploads/'): Storage {
  return {
    async put(key, data) {
      const file = path.join(dir, key);
      if (!file.startsWith(dir + path.sep)) throw new Error(`bad storage key ${key}`);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data, { flag: 'wx' });
      return `${urlPrefix}${key}`;
    },
    async remove(key) {
      await fs.rm(path.join(dir, key), { force: true });
    },
  };
}
