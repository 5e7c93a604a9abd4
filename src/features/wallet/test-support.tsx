import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import account from '../../../locales/en/account.json';
import common from '../../../locales/en/common.json';
import wallet from '../../../locales/en/wallet.json';
import viAccount from '../../../locales/vi/account.json';
import viCommon from '../../../locales/vi/common.json';
import viWallet from '../../../locales/vi/wallet.json';

/** An i18next instance with the English (and Vietnamese) wallet, account and common texts (tests only). */
export async function createWalletI18n(): Promise<I18n> {
  const instance = i18next.createInstance().use(initReactI18next);
  await instance.init({
    lng: 'en',
    ns: ['wallet', 'account', 'common'],
    defaultNS: 'wallet',
    resources: {
      en: { wallet, account, common },
      vi: { wallet: viWallet, account: viAccount, common: viCommon },
    },
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** The JSON envelope of a successful call (contract.md). */
export function ok(value: unknown): Response {
  return new Response(JSON.stringify({ success: true, message: '', value }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The envelope of a platform refusal. */
export function refuse(message: string, code = 'REFUSED', status = 400): Response {
  return new Response(JSON.stringify({ success: false, message, code, value: null }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
