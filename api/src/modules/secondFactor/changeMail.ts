// The owner of a back-office account is mailed each time its second factor changes (a factor
// added or removed, new recovery codes, a recovery code used to log in): someone who got in once
// cannot add their own authenticator or remove the owner's unnoticed. Queued in the change's own
// transaction (no change without its mail, no mail without its change), in the owner's language,
// and never held back by the automatic-mail switch (a security notice).
import type { Locale } from '@congress/domain';
import type { Knex } from 'knex';
import type { AppDeps } from '../../context';
import { koreaTimeText, memberLocale } from '../../locale';
import { queueTemplatedMail } from '../mail/mail.service';
import type { MemberRow } from '../members/members.lookup';

/** What changed; a passkey is named as its owner named it. */
export type FactorChange =
  | { kind: 'TOTP_ADDED' }
  | { kind: 'PASSKEY_ADDED'; name: string }
  /** `noneLeft`: it was the last factor, so the recovery codes went with it. */
  | { kind: 'TOTP_REMOVED'; noneLeft: boolean }
  | { kind: 'PASSKEY_REMOVED'; name: string; noneLeft: boolean }
  | { kind: 'RECOVERY_CODES_REGENERATED' }
  /** `left`: the unused recovery codes after this one. */
  | { kind: 'RECOVERY_CODE_USED'; left: number };

const NONE_LEFT: Record<Locale, string> = {
  en: ' No second factor is left, so the recovery codes were removed too: the account is protected by its password alone.',
  ko: ' 남은 2단계 인증 수단이 없어 복구 코드도 함께 삭제되었습니다. 이제 이 계정은 비밀번호로만 보호됩니다.',
};

/** The change in words, in the mail's language ({factor_change}). */
export const FACTOR_CHANGE_TEXT: Record<Locale, (change: FactorChange) => string> = {
  en: (change) => {
    switch (change.kind) {
      case 'TOTP_ADDED':
        return 'An authenticator app was added as a second factor.';
      case 'PASSKEY_ADDED':
        return `A passkey named “${change.name}” was added as a second factor.`;
      case 'TOTP_REMOVED':
        return `The authenticator app was removed.${change.noneLeft ? NONE_LEFT.en : ''}`;
      case 'PASSKEY_REMOVED':
        return `The passkey named “${change.name}” was removed.${change.noneLeft ? NONE_LEFT.en : ''}`;
      case 'RECOVERY_CODES_REGENERATED':
        return 'New recovery codes were made; the earlier ones no longer work.';
      case 'RECOVERY_CODE_USED':
        return change.left === 0
          ? 'A recovery code was used to log in. No recovery code is left: make new ones on the security page.'
          : `A recovery code was used to log in; ${change.left} recovery ${change.left === 1 ? 'code is' : 'codes are'} left.`;
    }
  },
  ko: (change) => {
    switch (change.kind) {
      case 'TOTP_ADDED':
        return '인증 앱이 2단계 인증 수단으로 추가되었습니다.';
      case 'PASSKEY_ADDED':
        return `“${change.name}” 패스키가 2단계 인증 수단으로 추가되었습니다.`;
      case 'TOTP_REMOVED':
        return `인증 앱이 삭제되었습니다.${change.noneLeft ? NONE_LEFT.ko : ''}`;
      case 'PASSKEY_REMOVED':
        return `“${change.name}” 패스키가 삭제되었습니다.${change.noneLeft ? NONE_LEFT.ko : ''}`;
      case 'RECOVERY_CODES_REGENERATED':
        return '복구 코드가 새로 발급되었습니다. 이전 복구 코드는 더 이상 사용할 수 없습니다.';
      case 'RECOVERY_CODE_USED':
        return change.left === 0
          ? '복구 코드로 로그인되었습니다. 남은 복구 코드가 없으니 보안 화면에서 새로 발급해 주십시오.'
          : `복구 코드로 로그인되었습니다. 남은 복구 코드는 ${change.left}개입니다.`;
    }
  },
};

/** Queues the owner's mail about the change, inside the change's transaction. */
export async function mailFactorChange(
  trx: Knex.Transaction,
  deps: AppDeps,
  owner: MemberRow,
  change: FactorChange,
): Promise<void> {
  const locale = memberLocale(owner);
  await queueTemplatedMail(trx, deps, {
    type: 'SECOND_FACTOR_CHANGED',
    to: owner.email,
    locale,
    values: {
      ...owner,
      factor_change: FACTOR_CHANGE_TEXT[locale](change),
      change_time: koreaTimeText(deps.clock.now(), locale),
    },
    // The time is the server's: left as written (no link-breaking marks in it).
    trusted: ['change_time'],
    // Not held back by the automatic-mail switch: the owner needs to know.
    security: true,
  });
}
