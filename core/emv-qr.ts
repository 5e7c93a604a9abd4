/**
 * EMVCo merchant-presented QR payloads (EMV QRCPS) and the VietQR (NAPAS 247) bank-transfer
 * payload built on them — docs/contract-wallet.md "Deposit instructions", spec §7 Wallet (deposit).
 * The reference server writes the payload of a bank-transfer deposit order; anything that scans
 * or checks one (tests, a site that verifies what it renders) can read it back with
 * {@link parseEmvTlv} and {@link hasValidCrc}. Pure string work: no Node or DOM API.
 */

/** One data object of a payload: a 2-digit id and its value (a nested template is a TLV string itself). */
export interface EmvField {
  id: string;
  value: string;
}

/** The NAPAS GUID of a VietQR consumer-account template (field 38, sub-field 00). */
export const VIETQR_GUID = 'A000000727';
/** VietQR service code: transfer to a bank account (`QRIBFTTC` would be to a card number). */
export const VIETQR_SERVICE_ACCOUNT = 'QRIBFTTA';

/**
 * One TLV data object: `id` (2 digits) + length (2 digits, characters) + value.
 * @throws Error when the id is not 2 digits or the value is empty or longer than 99 characters.
 */
export function emvTlv(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new Error(`EMV field id ${JSON.stringify(id)} is not 2 digits`);
  if (value.length === 0 || value.length > 99)
    throw new Error(`EMV field ${id} must hold 1–99 characters, not ${value.length}`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/**
 * CRC-16/CCITT-FALSE (polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR) of
 * `text`'s UTF-8 bytes, as the 4 upper-case hex digits EMVCo field 63 carries (check value of
 * "123456789": `29B1`).
 */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** `fields` as a payload closed by its CRC field `63` (computed over everything before it, `6304` included). */
export function withCrc(fields: string): string {
  const body = `${fields}6304`;
  return body + crc16Ccitt(body);
}

/**
 * The top-level data objects of a payload (or of a template's value), in order.
 * @throws Error when a length runs past the end or an id/length is not digits.
 */
export function parseEmvTlv(payload: string): EmvField[] {
  const fields: EmvField[] = [];
  let at = 0;
  while (at < payload.length) {
    const id = payload.slice(at, at + 2);
    const length = payload.slice(at + 2, at + 4);
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(length)) throw new Error(`Bad EMV field at ${at}`);
    const end = at + 4 + Number(length);
    if (end > payload.length) throw new Error(`EMV field ${id} runs past the end`);
    fields.push({ id, value: payload.slice(at + 4, end) });
    at = end;
  }
  return fields;
}

/** True when the payload ends with a field `63` of 4 hex digits that matches the CRC of what precedes it. */
export function hasValidCrc(payload: string): boolean {
  const match = /^(.*6304)([0-9A-F]{4})$/s.exec(payload);
  return match !== null && crc16Ccitt(match[1] ?? '') === match[2];
}

/** What a VietQR bank-transfer payload carries. */
export interface VietQrTransfer {
  /** The receiving bank's NAPAS acquirer id (BIN), 6 digits, e.g. `970436`. */
  bankBin: string;
  /** The receiving account number, digits. */
  accountNumber: string;
  /**
   * Amount in major units of the currency (VND: đồng); written with `.` and at most 2 decimals,
   * none when whole. Omitted → a static QR (the payer types the amount).
   */
  amount?: number;
  /** The transfer note (field 62, sub-field 08), e.g. the order's transfer reference; ≤ 25 characters. */
  purpose?: string;
  /** ISO 4217 numeric currency code; default `704` (VND). */
  currencyNumeric?: string;
  /** ISO 3166 country code; default `VN`. */
  country?: string;
}

/** An amount as EMV field 54 wants it: no grouping, `.` decimal mark, at most 2 decimals, none when whole. */
export function emvAmount(amount: number): string {
  if (!Number.isFinite(amount) || amount <= 0) throw new Error(`EMV amount ${amount} is not positive`);
  const text = Number.isInteger(amount) ? String(amount) : amount.toFixed(2).replace(/0$/, '');
  if (text.length > 13) throw new Error(`EMV amount ${text} is longer than 13 characters`);
  return text;
}

/**
 * The VietQR (NAPAS 247) payload of a transfer to a bank account: `00` format `01`, `01` `12`
 * (dynamic, with an amount) or `11` (static), `38` { `00` {@link VIETQR_GUID}, `01` { `00` bank
 * BIN, `01` account }, `02` {@link VIETQR_SERVICE_ACCOUNT} }, `53` currency, `54` amount, `58`
 * country, `62` { `08` purpose }, `63` CRC (docs/contract-wallet.md "Deposit instructions").
 * @throws Error when the BIN is not 6 digits, the account not 6–19 digits, or the purpose has
 *   characters other than `A–Z a–z 0–9` and spaces or is longer than 25.
 */
export function vietQrPayload(transfer: VietQrTransfer): string {
  if (!/^\d{6}$/.test(transfer.bankBin)) throw new Error(`Bank BIN ${transfer.bankBin} is not 6 digits`);
  if (!/^\d{6,19}$/.test(transfer.accountNumber))
    throw new Error(`Account number ${transfer.accountNumber} is not 6–19 digits`);
  if (transfer.purpose !== undefined && !/^[A-Za-z0-9 ]{1,25}$/.test(transfer.purpose))
    throw new Error(
      `Transfer note ${JSON.stringify(transfer.purpose)} is not 1–25 letters, digits or spaces`,
    );
  const beneficiary = emvTlv('00', transfer.bankBin) + emvTlv('01', transfer.accountNumber);
  const account =
    emvTlv('00', VIETQR_GUID) + emvTlv('01', beneficiary) + emvTlv('02', VIETQR_SERVICE_ACCOUNT);
  const fields = [
    emvTlv('00', '01'),
    emvTlv('01', transfer.amount === undefined ? '11' : '12'),
    emvTlv('38', account),
    emvTlv('53', transfer.currencyNumeric ?? '704'),
    transfer.amount === undefined ? '' : emvTlv('54', emvAmount(transfer.amount)),
    emvTlv('58', transfer.country ?? 'VN'),
    transfer.purpose === undefined ? '' : emvTlv('62', emvTlv('08', transfer.purpose)),
  ];
  return withCrc(fields.join(''));
}
