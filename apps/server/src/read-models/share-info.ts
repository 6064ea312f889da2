import { eq } from 'drizzle-orm';
import { decodeShareCode } from '@mall/contract/share/share-code';
import type { TShareInfo } from '@mall/contract/share/share-fields';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db } from '../platform/database.ts';
import { textIn } from '../platform/localized.ts';
import { account } from '../modules/account/account.tables.ts';
import { goods } from '../modules/catalogue/catalogue.tables.ts';
import { shareLink } from '../modules/share/share.tables.ts';

/**
 * What a share code stands for, in one query: a saved goods share (the sharer's name, the goods' picture and title),
 * or an account's invitation (its invite code, the inviter's name cut to its first character, since anyone can make
 * the code of any account). Undefined for a code that is not one, or stands for nothing.
 */
export async function shareInfo(db: Db, code: string, lang: Lang): Promise<TShareInfo | undefined> {
  const decoded = decodeShareCode(code);
  if (!decoded) return undefined;
  if (decoded.goodsId === undefined) {
    const [inviter] = await db.select({ nickName: account.nickName, number: account.number, inviteCode: account.inviteCode }).from(account).where(eq(account.id, decoded.userId));
    if (!inviter?.inviteCode) return undefined;
    const name = inviter.nickName || inviter.number;
    return {
      kind: 'invite',
      code,
      sharerId: decoded.userId,
      userName: `${[...name][0] ?? ''}***`,
      goodsId: null,
      goodsTitle: null,
      goodsImage: null,
      uri: `/pages/login/register?referrer=${inviter.inviteCode}`,
    };
  }
  const [row] = await db
    .select({ sharerId: shareLink.sharerId, nickName: account.nickName, number: account.number, goodsId: goods.id, title: goods.title, image: goods.image })
    .from(shareLink)
    .innerJoin(account, eq(account.id, shareLink.sharerId))
    .innerJoin(goods, eq(goods.id, shareLink.goodsId))
    .where(eq(shareLink.code, code));
  if (!row) return undefined;
  return {
    kind: 'goods',
    code,
    sharerId: row.sharerId,
    userName: row.nickName || row.number,
    goodsId: row.goodsId,
    goodsTitle: textIn(row.title, lang),
    goodsImage: row.image,
    uri: `/pages/goods/goodsdetail?goodsId=${row.goodsId}`,
  };
}
