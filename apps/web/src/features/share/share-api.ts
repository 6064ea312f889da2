import { path as inviteCodePath, type queryInviteCode } from '@mall/contract/share/query-invite-code';
import { path as shareCodePath, type queryShareCode } from '@mall/contract/share/query-share-code';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

/** Reading a share code from the clipboard, and the caller's invite code. */
export const SHARE_API = {
  shareCode: endpointRef<typeof queryShareCode>(shareCodePath),
  inviteCode: endpointRef<typeof queryInviteCode>(inviteCodePath),
} as const;
