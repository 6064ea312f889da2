import type { Lang, Localized } from '@mall/contract/platform/languages';
import type { Tx } from '../platform/database.ts';
import { agreement } from '../modules/resource/agreement.tables.ts';
import { PRIVACY_POLICY } from './agreement-privacy.ts';
import { USER_AGREEMENT } from './agreement-user.ts';

/** Paragraphs are separated by a blank line, so any client can render the plain text. */
function joinParagraphs(text: Record<Lang, string[]>): Localized {
  return { en: text.en.join('\n\n'), zh: text.zh.join('\n\n'), ja: text.ja.join('\n\n') };
}

export const SEED_AGREEMENTS = [
  {
    code: 'user_agreement',
    title: { en: 'User Agreement', zh: '用户协议', ja: '利用規約' },
    content: joinParagraphs(USER_AGREEMENT),
    version: '1.0',
  },
  {
    code: 'privacy_policy',
    title: { en: 'Privacy Policy', zh: '隐私政策', ja: 'プライバシーポリシー' },
    content: joinParagraphs(PRIVACY_POLICY),
    version: '1.0',
  },
];

/** Stores the agreements that are missing; texts an operator has since published are never overwritten. */
export async function seedAgreements(tx: Tx): Promise<void> {
  await tx
    .insert(agreement)
    .values(SEED_AGREEMENTS.map((a, i) => ({ ...a, sort: (i + 1) * 10 })))
    .onConflictDoNothing({ target: agreement.code });
}
