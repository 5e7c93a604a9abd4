import { describe, expect, it } from 'vitest';
import { crc16Ccitt, emvAmount, emvTlv, hasValidCrc, parseEmvTlv, vietQrPayload, withCrc } from './emv-qr';

describe('CRC-16/CCITT-FALSE', () => {
  it('gives the standard check values', () => {
    expect(crc16Ccitt('123456789')).toBe('29B1');
    expect(crc16Ccitt('A')).toBe('B915');
    expect(crc16Ccitt('')).toBe('FFFF');
  });

  it('closes a payload with field 63 that hasValidCrc accepts, and refuses a changed one', () => {
    const payload = withCrc(emvTlv('00', '01'));
    expect(payload).toMatch(/^0002016304[0-9A-F]{4}$/);
    expect(hasValidCrc(payload)).toBe(true);
    expect(hasValidCrc(payload.replace('000201', '000202'))).toBe(false);
    expect(hasValidCrc('000201')).toBe(false);
  });
});

describe('EMV TLV', () => {
  it('writes id, 2-digit length and value, and reads them back', () => {
    expect(emvTlv('58', 'VN')).toBe('5802VN');
    expect(parseEmvTlv('5802VN0102126304ABCD')).toEqual([
      { id: '58', value: 'VN' },
      { id: '01', value: '12' },
      { id: '63', value: 'ABCD' },
    ]);
  });

  it('refuses bad ids, empty or too long values and truncated payloads', () => {
    expect(() => emvTlv('5', 'x')).toThrow(/2 digits/);
    expect(() => emvTlv('62', '')).toThrow(/1–99/);
    expect(() => emvTlv('62', 'x'.repeat(100))).toThrow(/1–99/);
    expect(() => parseEmvTlv('5805VN')).toThrow(/past the end/);
    expect(() => parseEmvTlv('xx02VN')).toThrow(/Bad EMV field/);
  });

  it('writes amounts without grouping, at most 2 decimals, none when whole', () => {
    expect(emvAmount(10000)).toBe('10000');
    expect(emvAmount(250.5)).toBe('250.5');
    expect(emvAmount(250.05)).toBe('250.05');
    expect(() => emvAmount(0)).toThrow(/positive/);
    expect(() => emvAmount(Number.NaN)).toThrow(/positive/);
  });
});

describe('VietQR payload', () => {
  // Reference payloads published with the `vietnam-qr-pay` npm package (README, version 1.5.1):
  // ACB (970416) account 257678859, static and with 10,000 ₫ and the note "Chuyen tien".
  it('matches published VietQR payloads byte for byte', () => {
    expect(vietQrPayload({ bankBin: '970416', accountNumber: '257678859' })).toBe(
      '00020101021138530010A0000007270123000697041601092576788590208QRIBFTTA53037045802VN6304AE9F',
    );
    expect(
      vietQrPayload({ bankBin: '970416', accountNumber: '257678859', amount: 10000, purpose: 'Chuyen tien' }),
    ).toBe(
      '00020101021238530010A0000007270123000697041601092576788590208QRIBFTTA53037045405100005802VN62150811Chuyen tien630453E6',
    );
  });

  it('carries bank, account, amount and note in their fields, with a valid CRC', () => {
    const payload = vietQrPayload({
      bankBin: '970436',
      accountNumber: '1023456789',
      amount: 250.5,
      purpose: 'LOTUSD20260115000001',
    });
    expect(hasValidCrc(payload)).toBe(true);
    const fields = new Map(parseEmvTlv(payload).map((f) => [f.id, f.value]));
    expect(fields.get('01')).toBe('12');
    expect(fields.get('53')).toBe('704');
    expect(fields.get('54')).toBe('250.5');
    expect(fields.get('58')).toBe('VN');
    const account = new Map(parseEmvTlv(fields.get('38') ?? '').map((f) => [f.id, f.value]));
    expect(account.get('00')).toBe('A000000727');
    expect(account.get('02')).toBe('QRIBFTTA');
    expect(parseEmvTlv(account.get('01') ?? '')).toEqual([
      { id: '00', value: '970436' },
      { id: '01', value: '1023456789' },
    ]);
    expect(parseEmvTlv(fields.get('62') ?? '')).toEqual([{ id: '08', value: 'LOTUSD20260115000001' }]);
  });

  it('refuses a bad BIN, account or note', () => {
    expect(() => vietQrPayload({ bankBin: '97043', accountNumber: '1023456789' })).toThrow(/BIN/);
    expect(() => vietQrPayload({ bankBin: '970436', accountNumber: '12-34' })).toThrow(/Account/);
    expect(() =>
      vietQrPayload({ bankBin: '970436', accountNumber: '1023456789', purpose: 'note: <b>' }),
    ).toThrow(/note/);
    expect(() =>
      vietQrPayload({ bankBin: '970436', accountNumber: '1023456789', purpose: 'x'.repeat(26) }),
    ).toThrow(/note/);
  });
});
