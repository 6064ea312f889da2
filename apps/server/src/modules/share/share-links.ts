import { sql } from 'drizzle-orm';
import { encodeShareCode } from '@mall/contract/share/share-code';
import type { Db } from '../../platform/database.ts';
import { shareLink } from './share.tables.ts';

/**
 * The caller's share of a goods, saved once per sharer and goods (sharing again, or twice at once, changes nothing).
 * Its code is the spec's short code of the two ids, so the app that reads it knows the sender; only a saved share
 * answers `share/code/{code}`, so a code made up for someone who never shared finds nothing.
 */
export async function saveShareLink(db: Db, sharerId: number, goodsId: number): Promise<string> {
  const code = encodeShareCode({ userId: sharerId, goodsId });
  await db.execute(sql`insert into ${shareLink} (code, sharer_id, goods_id) values (${code}, ${sharerId}, ${goodsId}) on conflict do nothing`);
  return code;
}
