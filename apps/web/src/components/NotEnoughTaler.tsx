import { useEffect, useState } from 'react';
import { useI18n, useServices } from '../context.js';
import type { Translate } from '../i18n/i18n.js';
import type { Wallet } from '../net/shapes.js';
import { Link } from './Link.js';

/** What the player's own wallet says about a refused stake (`Wallet`'s fields that matter here). */
export type WalletForStake = Pick<Wallet, 'balance' | 'topupAvailable' | 'topupClaimedToday'>;

/**
 * The words for `ERR_NOT_ENOUGH_TALER` once the player's wallet is read again: what the stake needs
 * and what the player has, and the way out — the daily top-up on the profile when the server offers
 * it now (A2), or that today's was used (QA: the refusal named neither the balance nor the way out).
 * Without the wallet (or the stake) the error's own words. `topup`: whether to link the profile.
 */
export function notEnoughTalerText(
  t: Translate,
  plain: string,
  stake: number | null,
  wallet: WalletForStake | null,
): { text: string; topup: boolean } {
  if (wallet === null || stake === null || stake <= wallet.balance) return { text: plain, topup: false };
  const need = t('stakeNeeds', { stake, n: wallet.balance });
  if (wallet.topupAvailable) return { text: `${need} ${t('stakeTopupHint')}`, topup: true };
  if (wallet.topupClaimedToday && wallet.balance < 10)
    return { text: `${need} ${t('topupClaimedToday')}`, topup: false };
  return { text: need, topup: false };
}

/**
 * A refused stake ("nicht genug Taler") in words: the plain refusal at once, then — the wallet
 * read again, which also brings the header's balance up to date — what is needed and the way to
 * the profile's top-up when there is one.
 */
export function NotEnoughTaler({ stake }: { stake: number | null }) {
  const { t, err } = useI18n();
  const { account } = useServices();
  const [wallet, setWallet] = useState<WalletForStake | null>(null);
  useEffect(() => {
    let live = true;
    void account.refreshBalance().then((w) => {
      if (live) setWallet(w);
    });
    return () => {
      live = false;
    };
  }, [account]);
  const { text, topup } = notEnoughTalerText(t, err('ERR_NOT_ENOUGH_TALER'), stake, wallet);
  return (
    <>
      {text}
      {topup && (
        <>
          {' '}
          <Link className="text-link" href="/profil">
            {t('stakeTopupLink')}
          </Link>
        </>
      )}
    </>
  );
}
