import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClassName } from '../../components/button';
import { QrImage } from '../../components/qr-image';
import { useFormat } from '../../lib/format';
import type { DepositInstructions } from '../../lib/api/wallet';

/** Side of a payment QR code (px): a VietQR payload is ~150 characters, too dense for the 100 px default. */
export const PAYMENT_QR_SIZE = 176;

/**
 * True for a link the site may put in an `href`: https or an app's own scheme, never a scheme that
 * runs or embeds content (the server's brand schema refuses those too; this guards the page).
 */
export function isSafeDeepLink(link: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(link)?.[1]?.toLowerCase();
  return scheme !== undefined && !['javascript', 'data', 'vbscript', 'file', 'blob'].includes(scheme);
}

/** An amount as a payer types it into a banking or wallet app: no symbol, no grouping. */
function plainAmount(amount: number, minorUnits: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(minorUnits);
}

/**
 * One line of the instructions: its label, the value (selectable, `dir="ltr"` since numbers,
 * addresses and references read left to right in every language) and, when `copy` is given, a
 * button that copies it (named "Copy <label>") with a polite status line saying whether it worked.
 */
function Row({
  label,
  value,
  copy,
  testId,
}: {
  label: string;
  value: string;
  copy?: string;
  testId?: string;
}) {
  const { t } = useTranslation('wallet');
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const doCopy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard || copy === undefined) {
      setCopied('no');
      return;
    }
    clipboard.writeText(copy).then(
      () => setCopied('yes'),
      () => setCopied('no'),
    );
  };
  return (
    <div className="dep-row">
      <dt>{label}</dt>
      <dd>
        <span className="dep-value" dir="ltr" data-testid={testId}>
          {value}
        </span>
        {copy === undefined ? null : (
          <>
            <Button
              variant="ghost"
              className="dep-copy"
              aria-label={t('deposit.pay.copyLabel', { what: label })}
              onClick={doCopy}
            >
              {t('deposit.pay.copy')}
            </Button>
            <span role="status" className="dep-copied">
              {copied === 'yes'
                ? t('deposit.pay.copied', { what: label })
                : copied === 'no'
                  ? t('deposit.pay.copyFailed')
                  : ''}
            </span>
          </>
        )}
      </dd>
    </div>
  );
}

/**
 * What the cashier shows for a deposit order (docs/contract-wallet.md "Deposit instructions"; §7
 * Wallet): bank transfer — bank, account number, holder, amount and transfer note, each copyable,
 * and the VietQR code; e-wallet — wallet, account, amount and note, its QR code and an "Open
 * <wallet>" link; crypto — currency, network, address and the amount due (copyable), the rate, a
 * network warning and the address as a QR code. `amount` is the order amount (major units).
 */
export function DepositInstructionsView({
  instructions: i,
  amount,
}: {
  instructions: DepositInstructions;
  amount: number;
}) {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const typed = plainAmount(amount, format.minorUnits);
  if (i.type === 'bank')
    return (
      <div className="dep-instructions" data-testid="deposit-instructions-bank">
        <p>{t('deposit.pay.intro.bank')}</p>
        <div className="dep-body">
          <dl className="dep-details">
            <Row label={t('deposit.pay.bank')} value={i.bank.name} />
            <Row label={t('deposit.pay.accountNumber')} value={i.accountNumber} copy={i.accountNumber} />
            <Row label={t('deposit.pay.holder')} value={i.holder} copy={i.holder} />
            <Row label={t('deposit.pay.amount')} value={format.money(amount)} copy={typed} />
            <Row
              label={t('deposit.pay.note')}
              value={i.transferReference}
              copy={i.transferReference}
              testId="deposit-transfer-reference"
            />
          </dl>
          <figure className="dep-qr">
            <QrImage
              text={i.qrPayload}
              alt={t('deposit.pay.qrBank')}
              size={PAYMENT_QR_SIZE}
              testId="deposit-qr"
            />
          </figure>
        </div>
      </div>
    );
  if (i.type === 'ewallet')
    return (
      <div className="dep-instructions" data-testid="deposit-instructions-ewallet">
        <p>{t('deposit.pay.intro.ewallet', { wallet: i.wallet })}</p>
        <div className="dep-body">
          <dl className="dep-details">
            <Row label={t('deposit.pay.wallet')} value={i.wallet} />
            <Row label={t('deposit.pay.walletAccount')} value={i.accountId} copy={i.accountId} />
            <Row label={t('deposit.pay.holder')} value={i.holder} />
            <Row label={t('deposit.pay.amount')} value={format.money(amount)} copy={typed} />
            <Row label={t('deposit.pay.note')} value={i.transferReference} copy={i.transferReference} />
          </dl>
          <figure className="dep-qr">
            <QrImage
              text={i.qrPayload}
              alt={t('deposit.pay.qrEwallet', { wallet: i.wallet })}
              size={PAYMENT_QR_SIZE}
              testId="deposit-qr"
            />
          </figure>
        </div>
        {isSafeDeepLink(i.deepLink) ? (
          <a
            className={buttonClassName('primary')}
            href={i.deepLink}
            target="_blank"
            rel="noreferrer noopener"
          >
            {t('deposit.pay.openWallet', { wallet: i.wallet })}
          </a>
        ) : null}
      </div>
    );
  return (
    <div className="dep-instructions" data-testid="deposit-instructions-crypto">
      <p>{t('deposit.pay.intro.crypto', { network: i.network })}</p>
      <div className="dep-body">
        <dl className="dep-details">
          <Row label={t('deposit.pay.network')} value={`${i.currency} · ${i.network}`} />
          <Row label={t('deposit.pay.address')} value={i.address} copy={i.address} />
          <Row label={t('deposit.pay.amountDue')} value={`${i.amountDue} ${i.currency}`} copy={i.amountDue} />
        </dl>
        <figure className="dep-qr">
          <QrImage
            text={i.qrPayload}
            alt={t('deposit.pay.qrCrypto', { currency: i.currency })}
            size={PAYMENT_QR_SIZE}
            testId="deposit-qr"
          />
        </figure>
      </div>
      <p className="acct-muted">
        {t('deposit.pay.rate', { currency: i.currency, rate: format.money(i.rate) })}
      </p>
      <p className="dep-warning">
        {t('deposit.pay.networkWarning', { currency: i.currency, network: i.network })}
      </p>
    </div>
  );
}
