import { expect, test } from './fixtures';
import { headerAmount, headerBalance, loginThroughModal, siteMoney } from './support';

test('deposit approved → balance up → transfer to a vendor wallet and back → withdraw → confirm receipt → the account record shows every step', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await loginThroughModal(page, 'demo1', 'Demo1234');
  await expect(headerBalance(page)).toBeVisible();
  const start = await headerAmount(page);

  // Deposit, approved by the development payment provider.
  await page.goto('/?mc=depositv2');
  const deposit = page.getByRole('form', { name: 'Deposit' });
  await deposit.getByRole('radio').first().check();
  await deposit.getByLabel('Deposit amount').fill('300');
  await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
  const reference = (await page.getByTestId('wallet-deposit-reference').textContent())?.trim() ?? '';
  expect(reference).toMatch(/^D\d{8}-\d{6}$/);
  const approved = await request.post(`/dev/payments/deposit/${reference}/approve`);
  expect(approved.ok()).toBe(true);
  await page.goto('/');
  await expect.poll(() => headerAmount(page)).toBeCloseTo(start + 300, 2);

  // Transfer to a vendor wallet and back.
  await page.goto('/?mc=transferFund');
  const transfer = page.getByRole('form', { name: 'Transfer between wallets' });
  await transfer.getByRole('radio', { name: 'Main wallet → game wallet' }).check();
  await transfer.getByLabel('Amount').fill('120');
  await transfer.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByText('Transfer completed.')).toBeVisible();
  await expect(page.getByTestId('wallet-balance-MAIN')).toContainText(siteMoney(start + 180));
  await page.getByRole('button', { name: 'Recall all to main wallet' }).click();
  await expect(page.getByText(/All game wallets recalled/)).toBeVisible();

  // Withdraw to the seeded bank account with the payment password.
  await page.goto('/?mc=withdraw');
  const withdraw = page.getByRole('form', { name: 'Withdraw' });
  await withdraw.getByLabel('Withdrawal amount').fill('100');
  await withdraw.getByLabel('Payment password').fill('123456');
  await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const created = page.getByText(/Withdrawal order W\d{8}-\d{6} created\./);
  await expect(created).toBeVisible();
  const orderId = /W\d{8}-\d{6}/.exec((await created.textContent()) ?? '')?.[0] ?? '';
  expect((await request.post(`/dev/payments/withdraw/${orderId}/disburse`)).ok()).toBe(true);
  await page.reload();
  const receipt = page.getByTestId(`wallet-receipt-${orderId}`);
  await expect(receipt.getByRole('timer')).toContainText('Time left to confirm');
  await receipt.getByRole('button', { name: 'Received in full' }).click();
  await expect(
    page.getByTestId('wallet-withdraw-orders').getByRole('row', { name: new RegExp(`${orderId}.*Received`) }),
  ).toBeVisible();
  await page.goto('/');
  await expect.poll(() => headerAmount(page)).toBeCloseTo(start + 200, 2);

  // The account record lists the deposit, both transfers and the withdrawal.
  await page.goto('/?mc=transactionHistory');
  const ledger = page.getByTestId('wallet-ledger-table');
  await expect(ledger).toContainText(reference);
  await expect(ledger).toContainText(orderId);
  /** Rows whose kind cell is exactly `kind` and that mention every one of `texts`. */
  const rows = (kind: string, ...texts: string[]) =>
    texts.reduce(
      (found, text) => found.filter({ hasText: text }),
      ledger.getByRole('row').filter({ has: page.getByRole('cell', { name: kind, exact: true }) }),
    );
  await expect(rows('Deposit', reference, siteMoney(300))).toHaveCount(1);
  await expect(rows('Transfer out', 'MAIN', `-${siteMoney(120)}`)).toHaveCount(1);
  await expect(rows('Transfer in', 'MAIN', siteMoney(120))).toHaveCount(1);
  await expect(rows('Withdrawal', orderId, `-${siteMoney(100)}`)).toHaveCount(1);
});

test('a deposit above the player’s deposit limit is refused', async ({ page }) => {
  await page.goto('/');
  await loginThroughModal(page, 'agent1', 'Agent1234');
  await expect(headerBalance(page)).toBeVisible();
  await page.goto('/?mc=responsibleGaming');
  const limits = page.getByTestId('deposit-limits-form');
  await limits.getByLabel('Daily limit (VND)').fill('100');
  await limits.getByRole('button', { name: 'Save limits' }).click();
  await expect(page.getByText('Deposit limits saved.')).toBeVisible();

  await page.goto('/?mc=depositv2');
  const deposit = page.getByRole('form', { name: 'Deposit' });
  await deposit.getByRole('radio').first().check();
  await deposit.getByLabel('Deposit amount').fill('150');
  await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(deposit.getByText(/more than your remaining deposit limit/)).toBeVisible();
  await expect(page.getByTestId('wallet-deposit-reference')).toHaveCount(0);
  // The server enforces it too, whatever the page does.
  const answer = await page.evaluate(async () => {
    const res = await fetch('/wps/wallet/deposit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', token: sessionStorage.getItem('token') ?? '' },
      body: JSON.stringify({ requestId: `e2e-limit-${Date.now()}`, methodId: 'bank', amount: 150 }),
    });
    return (await res.json()) as { success: boolean; code?: string };
  });
  expect(answer).toMatchObject({ success: false, code: 'DEPOSIT_LIMIT' });
});
