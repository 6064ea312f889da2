import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { API_BASE } from '@mall/contract/platform/api';
import { HEADERS } from '@mall/contract/platform/headers';
import { path as uploadPath } from '@mall/contract/resource/upload-image';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { multipartBody } from '../../testing/multipart.ts';
import { upload } from './upload.tables.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-upload-'));
const t = await createTestApp({ dataDir });
const user = await createTestUser(t.db);

async function send(data: Buffer, options: { token?: string; field?: string; filename?: string; type?: string } = {}) {
  const body = multipartBody(options.field ?? 'file', options.filename ?? 'photo.png', options.type ?? 'image/png', data);
  const res = await t.app.inject({
    method: 'POST',
    url: `${API_BASE}/${uploadPath}`,
    headers: { 'content-type': body.contentType, ...(options.token !== undefined ? { [HEADERS.token]: options.token } : {}) },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

describe('resource/cos/upload', () => {
  it('stores an image re-encoded without its metadata, under a random name, and serves it', async () => {
    const photo = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#0F52BA' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-owner', ImageDescription: 'home address' } } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await send(photo, { token: user.token, filename: '../../etc/passwd.jpg', type: 'image/jpeg' });
    expect(res.body).toMatchObject({ success: true, data: { width: 2048, height: 1024 } });
    const url: string = res.body.data.url;
    expect(url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.webp$/);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('secret-owner'))).toBe(false);
    expect(await t.db.$count(upload)).toBe(1);
  });

  it('judges by the bytes, not the name: a text file called .png is refused', async () => {
    const res = await send(Buffer.from('<script>alert(1)</script>'), { token: user.token, filename: 'evil.png' });
    expect(res.body).toMatchObject({ success: false, code: 1001 });
    expect(res.body.message).toContain('not an image');
  });

  it('answers 413 for a file over 5 MiB and stores nothing', async () => {
    const before = await t.db.$count(upload);
    const res = await send(Buffer.alloc(5 * 1024 * 1024 + 10, 1), { token: user.token });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe(1006);
    expect(await t.db.$count(upload)).toBe(before);
  });

  it('needs login, the field "file", and a multipart body', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } }).png().toBuffer();
    expect((await send(png)).body.code).toBe(1002);
    expect((await send(png, { token: user.token, field: 'image' })).body.code).toBe(1001);
    const json = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/${uploadPath}`,
      headers: { 'content-type': 'application/json', [HEADERS.token]: user.token },
      payload: '{}',
    });
    expect(json.json().code).toBe(1001);
  });
});
